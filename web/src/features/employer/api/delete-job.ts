// DELETE /api/delete-job: the job, its search entries and its applications, for good.
import { callApi } from '@/lib/api-client';

export const deleteJob = (jobID: string) => callApi('deleteJob', { query: { jobID } });
