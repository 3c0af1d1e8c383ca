import { createJob, toPublicJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';

/** Posts a new open job for the signed-in employer (company name from their profile). */
export const handler = apiHandler('addJob', async ({ body, session }) => ({
  job: toPublicJob(await createJob(session.user, body)),
}));
