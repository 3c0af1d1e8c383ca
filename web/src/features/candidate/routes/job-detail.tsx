// /dashboard/find-jobs/{jobID}: the job summary and the application form, or, once the
// candidate applied, when they did and where the application stands (docs/product/applications.md).
import { useParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { LoadState } from '@/components/load-state';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useJobCandidate } from '../api/get-job-candidate';
import { ApplicationForm } from '../components/application-form';
import { AppliedStatus, JobClosedNote } from '../components/applied-status';
import { JobSummary } from '../components/job-summary';
import '../components/candidate.css';

export function JobDetailRoute() {
  const { jobID } = useParams();
  const { data: job, error, isLoading, mutate } = useJobCandidate(jobID);
  const crumbs = [{ label: 'Find jobs', to: paths.candidateHome }, { label: 'Job details' }];

  // A withdrawn application leaves the form: the candidate may apply again.
  const application = job?.myApplication?.stage === 'withdrawn' ? undefined : job?.myApplication;
  const aside = !job ? null : application ? (
    <AppliedStatus application={application} jobClosed={!job.active} />
  ) : job.active ? (
    <ApplicationForm jobID={job._id} />
  ) : (
    <JobClosedNote />
  );
  const body = job ? (
    <div className="job-detail-grid">
      <JobSummary job={job} />
      {aside}
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
