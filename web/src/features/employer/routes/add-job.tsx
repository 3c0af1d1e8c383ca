// /post-a-job: "Add job". On success: toast, then /dashboard/jobs after 2 seconds.
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { addJob } from '../api/add-job';
import { useRefreshJobs } from '../api/get-jobs';
import { EMPLOYER_TOASTS } from '../components/employer-toasts';
import { JobForm, jobFormDefaults } from '../components/job-form';
import '../components/employer.css';

export function AddJobRoute() {
  const { user } = useSession();
  const refreshJobs = useRefreshJobs();
  const { run, done } = useSaveAndReturn(paths.jobs);

  return (
    <div className="employer-form-page">
      <title>{pageTitle('Add job')}</title>
      <h1 className="h2 mb-1">Add job</h1>
      <p className="text-body-secondary mb-4">To get started, add a few details about the job.</p>
      <JobForm
        defaultValues={jobFormDefaults(undefined, user?.country)}
        submitLabel="Add Job"
        done={done}
        onSubmit={(values) =>
          run(async () => {
            await addJob(values);
            await refreshJobs();
          }, EMPLOYER_TOASTS.jobAdded)
        }
      />
    </div>
  );
}
