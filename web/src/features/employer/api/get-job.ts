// GET /api/get-job: one of the employer's own jobs, with its applicants.
import useSWR from 'swr';
import type { Job } from '#shared/schemas/jobs.js';
import { callApi, type ApiError } from '@/lib/api-client';

export const getJob = (jobID: string) => callApi('getJob', { query: { jobID } }).then((data) => data.job);

export function useJob(jobID: string | undefined) {
  return useSWR<Job, ApiError>(jobID ? ['getJob', jobID] : null, ([, id]: [string, string]) => getJob(id), {
    revalidateOnFocus: false,
  });
}
