// /dashboard/company-bio: the company as its public page shows it (logo, tagline, name, size,
// location, website, remote policy, year founded, about) and its follower count, with Edit bio
// to /edit-company and View public page; then its verification and its email templates.
import { Link } from 'react-router';
import { PersonHeart } from 'react-bootstrap-icons';
import { REMOTE_POLICY_LABELS } from '#shared/schemas/companies.js';
import { buttonClass } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { textParagraphs } from '@/lib/text-paragraphs';
import { CountryName } from '@/components/country-flag';
import { TitledSection } from '@/components/titled-section';
import { CompanyLogo } from '../components/company-logo';
import { CompanyVerificationSection } from '../components/company-verification';
import { EmailTemplatesSection } from '../components/email-templates-form';
import '../components/employer.css';

const countFormat = new Intl.NumberFormat('en');

export function CompanyBioRoute() {
  const { user } = useSession();
  const company = user?.company;
  const about = textParagraphs(company?.about ?? '');
  const notGiven = <span className="text-body-secondary">Not given</span>;
  return (
    <>
      <title>{pageTitle('Company')}</title>
      <PageHeader
        title="Company"
        subtitle="What candidates see about your company."
        breadcrumbs={[{ label: 'Company' }]}
        actions={
          <>
            {/* A plain link: the public page is rendered by the server, not by this app's router. */}
            {company?.slug ? (
              <a href={paths.publicCompany(company.slug)} className={buttonClass('outline')}>
                View public page
              </a>
            ) : null}
            <Link to={paths.editCompany} className={buttonClass('primary')}>
              Edit bio
            </Link>
          </>
        }
      />
      <div className="d-grid gap-4">
        <TitledSection titleId="company-name" title={user?.companyName || 'Your company'} titleClassName="h4 mb-3">
          <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
            <CompanyLogo url={company?.logoUrl} />
            {company?.tagline ? <p className="lead mb-0">{company.tagline}</p> : null}
          </div>
          {/* Members alone are told it: the public page does not show it. */}
          <p className="mb-3">
            <PersonHeart aria-hidden="true" className="me-1" />
            Followers: {countFormat.format(company?.followerCount ?? 0)}
          </p>
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
            <div>
              <dt>Website</dt>
              <dd>
                {company?.website ? (
                  // Written by the company: no endorsement passed on, no access to this page.
                  <a href={company.website} rel="nofollow noopener">
                    {company.website}
                  </a>
                ) : (
                  notGiven
                )}
              </dd>
            </div>
            <div>
              <dt>Remote policy</dt>
              <dd>{company?.remotePolicy ? REMOTE_POLICY_LABELS[company.remotePolicy] : notGiven}</dd>
            </div>
            <div>
              <dt>Year founded</dt>
              <dd>{company?.founded ?? notGiven}</dd>
            </div>
          </dl>
          <h3 className="h6 mt-4 mb-2">About</h3>
          {about.length > 0 ? (
            // Plain text, as written: React escapes it; blank lines made the paragraphs.
            <div className="company-about">
              {about.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          ) : (
            <p className="mb-0">{notGiven}</p>
          )}
        </TitledSection>
        <CompanyVerificationSection />
        <EmailTemplatesSection companyName={user?.companyName} />
      </div>
    </>
  );
}
