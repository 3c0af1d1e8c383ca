import { getEmployerJobsPage } from '#commons/data/employer-jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/** The employer's own jobs: tab (active), title prefix, country, department and page (employer-jobs.ts). */
export const handler = apiHandler(route.getJobs, async ({ query, session }) =>
  getEmployerJobsPage(session.userID, query),
);
