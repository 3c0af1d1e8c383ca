import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import { toPublicJob } from '../jobs.js';
import { setJobActive } from '../job-writes.js';
import * as route from '#shared/routes.js';

/** Closes (out of search) or reopens (back in search) one of the company's jobs, in one write. */
export const handler = apiHandler(route.updateJobActiveStatus, async ({ body, session }) => ({
  job: toPublicJob(await setJobActive(companyOf(session.user), body.jobID, body.active), { forCompany: true }),
}));
