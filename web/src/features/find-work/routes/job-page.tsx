// /jobs/{jobID}: a job's public page (docs/product/jobs.md, Public job page). The server
// renders it with its data (functions/jobs/handlers/job-page.ts, web/src/server-render.tsx) for
// anyone, crawlers included, and the app takes it over with the same data (lib/page-data.ts).
// An open job offers Apply: a signed-in candidate goes to the application form, anyone else
// to the login page and on to that form; a closed one says it takes no applications; a
// deleted one offers similar open jobs; an unknown id says so. Trust and safety
// (docs/product/trust-and-safety.md): Report beside Share (not on the reader's own company's
// job); a held job shows nothing of itself; a removed one says so, with similar open jobs.
import { Link, useParams } from 'react-router';
import { formatPay } from '#shared/remote-fit/pay.js';
import { SIMILAR_JOBS_SHOWN, type JobPageData, type PublicJob } from '#shared/job-page.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { buttonClass } from '@/components/button';
import { FullPageLoading } from '@/components/full-page-loading';
import { JobSummary } from '@/components/job-summary';
import { ReportButton } from '@/components/report-button';
import { SaveJobButton } from '@/components/save-job-button';
import { ShareButton } from '@/components/share-button';
import { TitledSection } from '@/components/titled-section';
import { APP_NAME, pageTitle } from '@/config';
import { jobTypeLabel, whoCanApplyInFull } from '@/lib/job-display';
import { afterLogin, paths } from '@/lib/paths';
import { isJobPageData, useOwnPageData } from '@/lib/page-data';
import { useHydrated } from '@/lib/hydrated';
import { isOwnCompany } from '@/lib/report';
import { shortDescription } from '@/lib/short-description';
import { useSession } from '@/lib/session';
import { useJobMarks } from '../api/get-application-statuses';

/**
 * The headings of a held and of a removed job: TRUST_MSG's jobUnderReview and jobWasRemoved
 * (#shared/schemas/trust.js), written here so that the public job page loads no zod (its
 * test checks they agree).
 */
export const JOB_UNDER_REVIEW = 'This job is under review';
export const JOB_WAS_REMOVED = 'This job was removed';

/** The document title of a job's page: "{Job title} at {Company} (Remote)". */
export const jobPageTitle = (job: Pick<PublicJob, 'jobTitle' | 'employer'>) =>
  `${job.jobTitle} at ${job.employer.companyName || 'Company'} (Remote)`;

/** The page's meta description: what a search result says under the title. */
export function jobPageDescription(page: JobPageData): string {
  if (page.state === 'unknown') return `We could not find this job. Find open remote jobs on ${APP_NAME}.`;
  if (page.state === 'deleted') return `This job is no longer available. Find similar open remote jobs on ${APP_NAME}.`;
  if (page.state === 'under-review') return `${JOB_UNDER_REVIEW}. Find other open remote jobs on ${APP_NAME}.`;
  if (page.state === 'removed') return `${JOB_WAS_REMOVED}. Find similar open remote jobs on ${APP_NAME}.`;
  const { job } = page;
  const title = `${job.jobTitle} at ${job.employer.companyName || 'Company'}`;
  if (page.state === 'closed') return `${title}: this job is no longer accepting applications.`;
  const who = job.applicantCountries.length > 0 ? whoCanApplyInFull(job.applicantCountries) : 'Apply from anywhere';
  return shortDescription(
    `${title}: remote, ${jobTypeLabel(job.jobType)}, ${formatPay(job, 'en')}. ${who}. ${job.aboutRole}`,
  );
}

/**
 * What a link preview of an open job says under its title (which names the job and the
 * company): the pay first when the job states one, the job type, who can apply, then the
 * role. Other pages' previews say their meta description (undefined here).
 */
export function jobPagePreviewDescription(page: JobPageData): string | undefined {
  if (page.state !== 'open') return undefined;
  const { job } = page;
  const facts = [
    ...(job.currency ? [formatPay(job, 'en')] : []),
    jobTypeLabel(job.jobType),
    whoCanApplyInFull(job.applicantCountries),
  ];
  return shortDescription(`${facts.join(' · ')}. ${job.aboutRole}`);
}

/** Where Apply goes: the application form for a signed-in candidate, through the login page for anyone else. */
export const applyTarget = (role: string | undefined, jobID: string) =>
  role === 'candidate' ? paths.candidateJob(jobID) : afterLogin(paths.candidateJob(jobID));

function ApplyAside({ job }: { job: PublicJob }) {
  const { user } = useSession();
  if (!job.active) {
    return (
      <TitledSection titleId="job-closed-title" title="Job closed" titleClassName="h4 mb-2">
        <p>This job is no longer accepting applications</p>
        <Link className={buttonClass('outline')} to={paths.findWork}>
          Find open jobs
        </Link>
      </TitledSection>
    );
  }
  return (
    <TitledSection titleId="apply-title" title="Interested?" titleClassName="h4 mb-2">
      <p>Apply with your profile in a few minutes.</p>
      <Link className={buttonClass('primary', 'lg', 'w-100')} to={applyTarget(user?.role, job._id)}>
        Apply
      </Link>
    </TitledSection>
  );
}

/** A similar open job: a link to its own page, loaded from the server like any shared link. */
function SimilarJob({ job }: { job: JobCard }) {
  return (
    <li className="app-card">
      <a className="h5 d-block mb-1" href={paths.publicJob(job._id)}>
        {job.jobTitle}
      </a>
      <span className="text-body-secondary">
        {job.employer.companyName || 'Company'} · {formatPay(job, 'en')}
      </span>
    </li>
  );
}

/** A job that is gone: deleted by its company, or removed by the marketplace's team. */
function GoneJob({ similarJobs, removed = false }: { similarJobs: JobCard[]; removed?: boolean }) {
  return (
    <section className="container py-5" aria-labelledby="job-gone-title">
      <title>{pageTitle(removed ? 'Job removed' : 'Job no longer available')}</title>
      <h1 id="job-gone-title" className="h2">
        {removed ? JOB_WAS_REMOVED : 'This job is no longer available'}
      </h1>
      <p className="text-body-secondary">{removed ? 'Our team removed it.' : 'The employer removed it.'}</p>
      {similarJobs.length > 0 ? (
        <>
          <h2 className="h4 mt-4">Similar open jobs</h2>
          <ul className="list-unstyled d-grid gap-3" aria-label="Similar open jobs">
            {similarJobs.map((job) => (
              <SimilarJob key={job._id} job={job} />
            ))}
          </ul>
        </>
      ) : null}
      <Link className={buttonClass('outline')} to={paths.findWork}>
        Find more jobs
      </Link>
    </section>
  );
}

/** A job held for review: nothing of it is shown until the team has checked it. */
function JobUnderReview() {
  return (
    <section className="container py-5 text-center" aria-labelledby="job-under-review-title">
      <title>{pageTitle('Job under review')}</title>
      <h1 id="job-under-review-title" className="h2">
        {JOB_UNDER_REVIEW}
      </h1>
      <p className="text-body-secondary">
        The team is checking this job. <Link to={paths.findWork}>Find other open remote jobs.</Link>
      </p>
    </section>
  );
}

function UnknownJob({ text }: { text: string }) {
  return (
    <section className="container py-5 text-center" aria-labelledby="job-unknown-title">
      <title>{pageTitle('Job not found')}</title>
      <h1 id="job-unknown-title" className="h2">
        We could not find this job
      </h1>
      <p className="text-body-secondary">{text}</p>
      <Link className={buttonClass('primary')} to={paths.findWork}>
        Find jobs
      </Link>
    </section>
  );
}

/** A signed-in candidate's bookmark, once the page is hydrated (the server renders it for everyone). */
/**
 * A signed-in candidate's marks of the job and of its similar jobs (Saved, Applied), once the
 * page is hydrated (the server renders it for everyone): one read for both.
 */
function useCandidateMarks(jobIDs: string[]) {
  const { user } = useSession();
  const hydrated = useHydrated();
  const isCandidate = hydrated && user?.role === 'candidate';
  return { isCandidate, marks: useJobMarks(jobIDs, isCandidate) };
}

function CandidateSaveButton({ job, markedIDs }: { job: PublicJob; markedIDs: string[] }) {
  const { isCandidate, marks } = useCandidateMarks(markedIDs);
  return isCandidate ? (
    <SaveJobButton jobID={job._id} jobTitle={job.jobTitle} saved={marks.saved.includes(job._id)} />
  ) : null;
}

/** Open jobs like this one, those a signed-in candidate applied to left out (docs/product/jobs.md). */
function JobsLikeThis({ jobs, markedIDs }: { jobs: JobCard[]; markedIDs: string[] }) {
  const { marks } = useCandidateMarks(markedIDs);
  const shown = jobs.filter((job) => !marks.applied.includes(job._id)).slice(0, SIMILAR_JOBS_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section className="mt-5" aria-labelledby="similar-jobs-title">
      <h2 id="similar-jobs-title" className="h4 mb-3">
        Jobs like this
      </h2>
      <ul className="list-unstyled d-grid gap-3" aria-labelledby="similar-jobs-title">
        {shown.map((job) => (
          <SimilarJob key={job._id} job={job} />
        ))}
      </ul>
    </section>
  );
}

/** Report: a visitor's through the login page; none on the reader's own company's job. */
function JobReportButton({ job }: { job: PublicJob }) {
  const { user } = useSession();
  if (isOwnCompany(user, job.employer)) return null;
  return (
    <ReportButton
      request={{
        targetType: 'job',
        targetID: job._id,
        name: `${job.jobTitle} at ${job.employer.companyName || 'Company'}`,
      }}
      label={`Report ${job.jobTitle}`}
    />
  );
}

function JobPageContent({ page }: { page: JobPageData }) {
  if (page.state === 'unknown') return <UnknownJob text="The link may be mistyped, or the job never existed." />;
  if (page.state === 'deleted') return <GoneJob similarJobs={page.similarJobs} />;
  if (page.state === 'removed') return <GoneJob similarJobs={page.similarJobs} removed />;
  if (page.state === 'under-review') return <JobUnderReview />;
  const { job, similarJobs } = page;
  const markedIDs = [job._id, ...similarJobs.map((similar) => similar._id)];
  return (
    <section className="container py-5">
      <title>{jobPageTitle(job)}</title>
      <div className="job-detail-grid">
        <JobSummary
          job={job}
          asServerRenders
          actions={
            <>
              <CandidateSaveButton job={job} markedIDs={markedIDs} />
              <ShareButton jobID={job._id} jobTitle={job.jobTitle} />
              <JobReportButton job={job} />
            </>
          }
        />
        <ApplyAside job={job} />
      </div>
      <JobsLikeThis jobs={similarJobs} markedIDs={markedIDs} />
    </section>
  );
}

export function JobPageRoute() {
  const { jobID } = useParams();
  const { page, reloading } = useOwnPageData(
    (data): data is JobPageData => isJobPageData(data) && data.jobID === jobID,
  );
  if (reloading) return <FullPageLoading />;
  if (!page) return <UnknownJob text="This page could not be loaded. Please try again later." />;
  return <JobPageContent page={page} />;
}
