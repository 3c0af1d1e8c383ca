// GET /api/get-job-candidate: an open job as a candidate sees it.
import { callApi } from '@/lib/api-client';
import { useApiRecord } from '@/lib/use-api-record';

export const getJobCandidate = (jobID: string) =>
  callApi('getJobCandidate', { query: { jobID } }).then((data) => data.job);

export function useJobCandidate(jobID: string | undefined) {
  return useApiRecord('getJobCandidate', jobID, getJobCandidate);
}
