// /dashboard/find-jobs as the router mounts it: the find-work feature's search, composed here
// with the job-alerts feature's "Email me jobs like these" (features do not import each other).
import { FindJobsRoute } from '@/features/find-work/routes/find-jobs';
import { SaveJobAlertButton } from '@/features/job-alerts/components/save-job-alert-button';

export function FindJobsWithAlertsRoute() {
  return <FindJobsRoute actions={<SaveJobAlertButton />} />;
}
