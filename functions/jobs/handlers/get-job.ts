import { apiHandler } from '#functions/api-handler.js';
import { listApplicants } from '#functions/applications/index.js';
import { companyOf } from '#functions/teams/index.js';
import { companyJobOnly, jobKey, toPublicJob, type JobItem } from '../jobs.js';
import * as route from '#shared/routes.js';

// One of the company's jobs with its applicants; another company's job is a 404. The job is
// read with the session (preload): one round trip.
export const handler = apiHandler(
  route.getJob,
  async ({ preloaded, session }) => {
    const job = companyJobOnly(preloaded as JobItem | undefined, companyOf(session.user));
    return { job: toPublicJob(job, { applicants: await listApplicants(job.jobID), forCompany: true }) };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
