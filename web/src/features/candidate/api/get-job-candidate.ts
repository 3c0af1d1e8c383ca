// GET /api/get-job-candidate: an open job as a candidate sees it.
import useSWR from 'swr';
import { callApi, type ApiError } from '@/lib/api-client';
import type { Job } from '#shared/schemas/jobs.js';

export const getJobCandidate = (jobID: string) =>
  callApi('getJobCandidate', { query: { jobID } }).then((data) => data.job);

export function useJobCandidate(jobID: string | undefined) {
  return useSWR<Job, ApiError>(
    jobID ? ['getJobCandidate', jobID] : null,
    ([, id]: [string, string]) => getJobCandidate(id),
    { revalidateOnFocus: false },
  );
}
