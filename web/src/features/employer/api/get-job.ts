// GET /api/get-job: one of the employer's own jobs, with its applicants.
import { callApi } from '@/lib/api-client';
import { useApiRecord } from '@/lib/use-api-record';

export const getJob = (jobID: string) => callApi('getJob', { query: { jobID } }).then((data) => data.job);

export function useJob(jobID: string | undefined) {
  return useApiRecord('getJob', jobID, getJob);
}
