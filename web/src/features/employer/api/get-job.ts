// GET /api/get-job: one of the employer's own jobs, with the first page of its applicants and
// their count per stage.
import { callApi } from '@/lib/api-client';
import { useApiRecord } from '@/lib/use-api-record';

export const getJob = (jobID: string) => callApi('getJob', { query: { jobID } });

export function useJob(jobID: string | undefined) {
  return useApiRecord('getJob', jobID, getJob);
}
