import { apiHandler } from '#functions/api-handler.js';
import { companyOf } from '#functions/teams/index.js';
import { getCompanyJobsPage } from '../employer-jobs.js';
import * as route from '#shared/routes.js';

/** The company's jobs: tab (active), title prefix, country, department and page (employer-jobs.ts). */
export const handler = apiHandler(route.getJobs, async ({ query, session }) =>
  getCompanyJobsPage(companyOf(session.user), query),
);
