// /companies/{slug}: a company's public page (docs/product/companies.md). The server renders it
// with its data (functions/companies/handlers/company-page.ts, web/src/server-render.tsx) for
// anyone, crawlers included, and the app takes it over with the same data (lib/page-data.ts):
// the company's profile and its open jobs, "Load more" adding the next ones, Follow, and
// Report by its name (not for its own members). A deleted company says it is gone, an unknown
// slug that there is no such company.
import { Link, useParams } from 'react-router';
import type { CompanyPageData } from '#shared/company-page.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import { buttonClass } from '@/components/button';
import { FullPageLoading } from '@/components/full-page-loading';
import { ReportButton } from '@/components/report-button';
import { APP_NAME, pageTitle } from '@/config';
import { useHydrated } from '@/lib/hydrated';
import { isCompanyPageData, useOwnPageData } from '@/lib/page-data';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { shortDescription } from '@/lib/short-description';
import { CompanyJobs } from '../components/company-jobs';
import { CompanyAbout, CompanyHeader } from '../components/company-profile';
import { FollowAction } from '../components/follow-action';
import '../components/company-page.css';

const UNKNOWN_TITLE = pageTitle('Company not found');

/** The document title of each state: "{Company}: remote jobs and company profile" for a company. */
export function companyPageTitle(page: CompanyPageData): string {
  if (page.state === 'unknown') return UNKNOWN_TITLE;
  if (page.state === 'deleted') return pageTitle('Company no longer available');
  return `${page.company.companyName}: remote jobs and company profile`;
}

/** Text as a sentence: a full stop unless it ends one already. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** The page's meta description: what a search result says under the title. */
export function companyPageDescription(page: CompanyPageData): string {
  if (page.state === 'unknown') return `We could not find this company. Find open remote jobs on ${APP_NAME}.`;
  if (page.state === 'deleted') return `This company is no longer on ${APP_NAME}. Find open remote jobs.`;
  const { companyName, tagline, about } = page.company;
  const lead = tagline
    ? sentence(`${companyName}: ${tagline}`)
    : `${companyName} on ${APP_NAME}: its open remote jobs and company profile.`;
  return shortDescription(about ? `${lead} ${about}` : lead);
}

/**
 * What a link preview of a company's page says under its title (which names the company): its
 * tagline and what it says about itself. Other pages, and a company that wrote neither, say
 * their meta description (undefined here).
 */
export function companyPagePreviewDescription(page: CompanyPageData): string | undefined {
  if (page.state !== 'company') return undefined;
  const { tagline, about } = page.company;
  const text = [tagline ? sentence(tagline) : '', about ?? ''].join(' ').trim();
  return text ? shortDescription(text) : undefined;
}

function FindJobsLink() {
  return (
    <Link className={buttonClass('primary')} to={paths.findWork}>
      Find jobs
    </Link>
  );
}

function GoneCompany({ page }: { page: CompanyPageData }) {
  return (
    <section className="container py-5 text-center" aria-labelledby="company-gone-title">
      <title>{companyPageTitle(page)}</title>
      <h1 id="company-gone-title" className="h2">
        This company is no longer on {APP_NAME}
      </h1>
      <p className="text-body-secondary">Other companies are hiring: find your next remote job.</p>
      <FindJobsLink />
    </section>
  );
}

function UnknownCompany({ text }: { text: string }) {
  return (
    <section className="container py-5 text-center" aria-labelledby="company-unknown-title">
      <title>{UNKNOWN_TITLE}</title>
      <h1 id="company-unknown-title" className="h2">
        We could not find this company
      </h1>
      <p className="text-body-secondary">{text}</p>
      <FindJobsLink />
    </section>
  );
}

/**
 * The company as the reader may see it: the page's, and for one of its members, after hydration,
 * its follower count (their session has it; the cached page tells nobody).
 */
function useCompanyForReader(company: CompanyProfile): CompanyProfile {
  const { user } = useSession();
  const hydrated = useHydrated();
  const own = hydrated && user?.company?.companyID === company.companyID ? user.company.followerCount : undefined;
  return own === undefined ? company : { ...company, followerCount: own };
}

/** Report by the company's name: a visitor's through the login page; none for the company's own members. */
function CompanyReportButton({ company }: { company: CompanyProfile }) {
  const { user } = useSession();
  if (user?.companyID === company.companyID) return null;
  return (
    <ReportButton
      request={{ targetType: 'company', targetID: company.companyID, name: company.companyName }}
      label={`Report ${company.companyName}`}
      size="xs"
    />
  );
}

function CompanyView({ page }: { page: Extract<CompanyPageData, { state: 'company' }> }) {
  const company = useCompanyForReader(page.company);
  return (
    <section className="container py-5">
      <title>{companyPageTitle(page)}</title>
      <div className="row justify-content-center">
        <div className="col-lg-10 col-xl-9 d-grid gap-4">
          <CompanyHeader
            company={company}
            actions={<FollowAction company={company} />}
            report={<CompanyReportButton company={company} />}
          />
          <CompanyAbout company={company} />
          <CompanyJobs company={company} firstJobs={page.jobs} nextCursor={page.nextCursor} />
        </div>
      </div>
    </section>
  );
}

function CompanyPageContent({ page }: { page: CompanyPageData }) {
  if (page.state === 'unknown')
    return <UnknownCompany text="The link may be mistyped, or the company never existed." />;
  if (page.state === 'deleted') return <GoneCompany page={page} />;
  return <CompanyView page={page} />;
}

export function CompanyPageRoute() {
  const { slug } = useParams();
  const { page, reloading } = useOwnPageData(
    (data): data is CompanyPageData => isCompanyPageData(data) && data.slug === slug,
  );
  if (reloading) return <FullPageLoading />;
  if (!page) return <UnknownCompany text="This page could not be loaded. Please try again later." />;
  return <CompanyPageContent page={page} />;
}
