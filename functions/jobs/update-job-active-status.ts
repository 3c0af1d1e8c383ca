import { setJobActive, toPublicJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/** Closes (out of search) or reopens (back in search) one of the employer's own jobs, in one write. */
export const handler = apiHandler(route.updateJobActiveStatus, async ({ body, session }) => ({
  job: toPublicJob(await setJobActive(session.userID, body.jobID, body.active)),
}));
