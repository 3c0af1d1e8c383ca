import { createJob, toPublicJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/** Posts a new open job for the signed-in employer (company name from their profile). */
export const handler = apiHandler(route.addJob, async ({ body, session }) => ({
  job: toPublicJob(await createJob(session.user, body)),
}));
