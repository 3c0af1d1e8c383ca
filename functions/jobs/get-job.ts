import { jobKey, listApplicants, ownedJobOnly, toPublicJob, type JobItem } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// One of the employer's own jobs with its applicants; another employer's job is a 404.
// The job is read with the session (preload): one round trip.
export const handler = apiHandler(
  route.getJob,
  async ({ preloaded, session }) => {
    const job = ownedJobOnly(preloaded as JobItem | undefined, session.userID);
    return { job: toPublicJob(job, { applicants: await listApplicants(job.jobID) }) };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
