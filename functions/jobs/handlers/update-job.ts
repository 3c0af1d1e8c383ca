import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import { toPublicJob } from '../jobs.js';
import { updateJob } from '../job-writes.js';
import * as route from '#shared/routes.js';

/** Changes one of the company's jobs; an open job's search entries change in the same write. */
export const handler = apiHandler(route.updateJob, async ({ body, session }) => ({
  job: toPublicJob(await updateJob(companyOf(session.user), body.jobID, body), { forCompany: true }),
}));
