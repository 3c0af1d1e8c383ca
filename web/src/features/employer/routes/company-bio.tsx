// /dashboard/company-bio: company name, size and location, with Edit bio to /edit-company;
// then the company's email templates.
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { CountryName } from '@/components/country-flag';
import { TitledSection } from '@/components/titled-section';
import { EmailTemplatesSection } from '../components/email-templates-form';
import '../components/employer.css';

export function CompanyBioRoute() {
  const { user } = useSession();
  const notGiven = <span className="text-body-secondary">Not given</span>;
  return (
    <>
      <title>{pageTitle('Company')}</title>
      <PageHeader
        title="Company"
        subtitle="What candidates see about your company."
        breadcrumbs={[{ label: 'Company' }]}
        actions={
          <Link to={paths.editCompany} className={buttonClass('primary')}>
            Edit bio
          </Link>
        }
      />
      <div className="d-grid gap-4">
        <TitledSection titleId="company-name" title={user?.companyName || 'Your company'} titleClassName="h4 mb-3">
          <dl className="job-facts">
            <div>
              <dt>Company name</dt>
              <dd>{user?.companyName || notGiven}</dd>
            </div>
            <div>
              <dt>Company size</dt>
              <dd>{user?.companySize ? `${user.companySize} employees` : notGiven}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>{user?.country ? <CountryName name={user.country} /> : notGiven}</dd>
            </div>
          </dl>
        </TitledSection>
        <EmailTemplatesSection companyName={user?.companyName} />
      </div>
    </>
  );
}
