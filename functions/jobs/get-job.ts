import { getOwnedJob, listApplicants, toPublicJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';

/** One of the employer's own jobs with its applicants; another employer's job is a 404. */
export const handler = apiHandler('getJob', async ({ query, session }) => {
  const job = await getOwnedJob(query.jobID, session.userID);
  return { job: toPublicJob(job, { applicants: await listApplicants(job.jobID) }) };
});
