// One application to one of the employer's jobs, for the candidate's detail reached from the
// job: the job (GET /api/get-job, the same SWR key as the job's own screen) and the applicant
// (GET /api/get-job-applicants by ID, refreshed with the job's pages after a move or a review).
import type { Job } from '#shared/schemas/jobs.js';
import { useJob } from '@/features/employer/api/get-job';
import { useJobApplicant } from '@/features/employer/api/get-job-applicants';

export type JobApplicant = NonNullable<Job['applicants']>[number];

export function useJobApplication(jobID: string | null, userID: string | undefined) {
  const { data } = useJob(jobID ?? undefined);
  const { data: found } = useJobApplicant(jobID, userID);
  const applicant = found?.applicants[0];
  return data && applicant ? { job: data.job, applicant } : undefined;
}
