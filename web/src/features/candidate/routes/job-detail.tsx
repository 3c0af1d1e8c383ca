// /dashboard/find-jobs/{jobID}: the job summary (with Save and Share) and the application form, or, once
// the candidate applied, when they did and where the application stands (docs/product/applications.md).
// A job not open to applicants in the candidate's country says so instead of the form. Report
// beside Share sends the job to the marketplace's team (docs/product/trust-and-safety.md).
import { useParams } from 'react-router';
import { canApplyFrom } from '#shared/remote-fit/who-can-apply.js';
import type { Job } from '#shared/schemas/jobs.js';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JobSummary } from '@/components/job-summary';
import { LoadState } from '@/components/load-state';
import { ReportButton } from '@/components/report-button';
import { SaveJobButton } from '@/components/save-job-button';
import { ShareButton } from '@/components/share-button';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useJobCandidate } from '../api/get-job-candidate';
import { ApplicationForm } from '../components/application-form';
import { AppliedStatus, JobClosedNote, NotOpenToYourCountry } from '../components/applied-status';
import '../components/candidate.css';

/** Beside the job: the candidate's application, or why they cannot apply, or the form. */
function ApplicationAside({
  job,
  country,
  candidateID,
}: {
  job: Job;
  country: string | undefined;
  candidateID: string | undefined;
}) {
  // A withdrawn application leaves the form: the candidate may apply again.
  const application = job.myApplication?.stage === 'withdrawn' ? undefined : job.myApplication;
  if (application) return <AppliedStatus application={application} jobClosed={!job.active} candidateID={candidateID} />;
  if (!job.active) return <JobClosedNote />;
  // Only a country the profile states can be refused here; without one the form asks for it
  // (and the server refuses a country the job is not open to).
  if (country && !canApplyFrom(job.applicantCountries, country)) {
    return <NotOpenToYourCountry applicantCountries={job.applicantCountries} country={country} />;
  }
  return <ApplicationForm jobID={job._id} questions={job.screeningQuestions ?? []} />;
}

export function JobDetailRoute() {
  const { jobID } = useParams();
  const { user } = useSession();
  const { data: job, error, isLoading, mutate } = useJobCandidate(jobID);
  const crumbs = [{ label: 'Find jobs', to: paths.candidateHome }, { label: 'Job details' }];

  const body = job ? (
    <div className="job-detail-grid">
      <JobSummary
        job={job}
        actions={
          <>
            <SaveJobButton jobID={job._id} jobTitle={job.jobTitle} saved={job.saved ?? false} />
            <ShareButton jobID={job._id} jobTitle={job.jobTitle} />
            <ReportButton
              request={{ targetType: 'job', targetID: job._id, name: `${job.jobTitle} at ${job.employer.companyName}` }}
              label={`Report ${job.jobTitle}`}
            />
          </>
        }
      />
      <ApplicationAside job={job} country={user?.country} candidateID={user?.userID} />
    </div>
  ) : (
    <LoadState
      isLoading={isLoading}
      error={error}
      retry={() => void mutate()}
      loadingLabel="Loading the job"
      missingText="It may have been closed or removed by the employer."
      headings={{ missing: 'This job is no longer open', failed: 'We could not load this job' }}
      back={{ to: paths.candidateHome, label: 'Back to Find jobs' }}
    />
  );

  return (
    <>
      <title>{pageTitle(job ? job.jobTitle : 'Job details')}</title>
      <Breadcrumbs items={crumbs} className="mb-3" />
      {body}
    </>
  );
}
