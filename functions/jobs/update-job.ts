import { toPublicJob, updateJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/** Changes one of the employer's own jobs; an open job's search entries change in the same write. */
export const handler = apiHandler(route.updateJob, async ({ body, session }) => ({
  job: toPublicJob(await updateJob(session.user, body.jobID, body)),
}));
