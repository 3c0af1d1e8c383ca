// PUT /api/update-job-active-status: close (active false) or open (active true) a job.
import { callApi } from '@/lib/api-client';

export const updateJobActiveStatus = (jobID: string, active: boolean) =>
  callApi('updateJobActiveStatus', { body: { jobID, active } }).then((data) => data.job);
