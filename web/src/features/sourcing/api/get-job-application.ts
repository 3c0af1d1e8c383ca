// One application to one of the employer's jobs, for the candidate's detail reached from the
// job: the job (GET /api/get-job, under the same SWR key as the job's own screen) and the
// applicant (GET /api/get-job-applicants by ID, under a key the job's screen refreshes with its
// pages after a move, and the reviews after a review).
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import type { Job } from '#shared/schemas/jobs.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type JobApplicant = NonNullable<Job['applicants']>[number];

export function useJobApplication(jobID: string | null, userID: string | undefined) {
  const { data: found } = useSWR<RouteResponse<'getJob'>, ApiError>(
    jobID ? ['getJob', jobID] : null,
    ([, id]: [string, string]) => callApi('getJob', { query: { jobID: id } }),
    { revalidateOnFocus: false },
  );
  const { data: applicants } = useSWR<RouteResponse<'getJobApplicants'>, ApiError>(
    jobID && userID ? ['getJobApplicants', jobID, 'one', userID] : null,
    ([, job, , user]: [string, string, string, string]) =>
      callApi('getJobApplicants', { query: { jobID: job, userID: user } }),
    { revalidateOnFocus: false },
  );
  const applicant = applicants?.applicants[0];
  return found && applicant ? { job: found.job, applicant } : undefined;
}
