// One application to one of the employer's jobs, for the candidate's detail reached from the
// job: read with GET /api/get-job (the same SWR key as the job's own screen, so a move made
// there shows here at once).
import useSWR from 'swr';
import type { Job } from '#shared/schemas/jobs.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type JobApplicant = NonNullable<Job['applicants']>[number];

export function useJobApplication(jobID: string | null, userID: string | undefined) {
  const { data: job } = useSWR<Job, ApiError>(jobID ? ['getJob', jobID] : null, ([, id]: [string, string]) =>
    callApi('getJob', { query: { jobID: id } }).then((data) => data.job),
  );
  const applicant = job?.applicants?.find((entry) => entry.userID === userID);
  return job && applicant ? { job, applicant } : undefined;
}
