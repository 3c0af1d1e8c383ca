// /edit-job/{jobID}: "Update details about job." with the job's values; "Update Job" saves,
// then a toast and /dashboard/jobs after 2 seconds. A job the marketplace's team removed cannot
// be edited: the page says so instead of the form (docs/product/trust-and-safety.md).
import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { useJob } from '../api/get-job';
import { useRefreshJobs } from '../api/get-jobs';
import { updateJob } from '../api/update-job';
import { EMPLOYER_TOASTS } from '../components/employer-toasts';
import { JobForm, jobFormDefaults } from '../components/job-form';
import { isRemoved } from '../components/job-review';
import { JobLoadState } from '../components/job-load-state';
import '../components/employer.css';

export function EditJobRoute() {
  const { jobID } = useParams();
  const { data, error, isLoading, mutate } = useJob(jobID);
  const job = data?.job;
  const refreshJobs = useRefreshJobs();
  const { run, done } = useSaveAndReturn(paths.jobs);

  let body;
  if (!job || !jobID) {
    body = <JobLoadState isLoading={isLoading} error={error} retry={() => void mutate()} />;
  } else if (isRemoved(job)) {
    body = (
      <Alert variant="secondary">
        {TRUST_MSG.jobRemoved} <Link to={paths.job(job._id)}>Back to the job</Link>
      </Alert>
    );
  } else {
    body = (
      <JobForm
        key={job._id}
        defaultValues={jobFormDefaults(job)}
        submitLabel="Update Job"
        done={done}
        onSubmit={(values) =>
          run(async () => {
            await updateJob({ ...values, jobID });
            await refreshJobs();
          }, EMPLOYER_TOASTS.jobUpdated)
        }
      />
    );
  }

  return (
    <div className="employer-form-page">
      <title>{pageTitle('Edit job')}</title>
      <h1 className="h2 mb-1">Edit job</h1>
      <p className="text-body-secondary mb-4">Update details about job.</p>
      {body}
    </div>
  );
}
