import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { companyOpenJobs } from '../company-jobs.js';

/** The next page of a company's open jobs (its public page's Load more): one Query of 11. */
export const handler = apiHandler(route.getCompanyJobs, async ({ query }) =>
  companyOpenJobs(query.companyID, query.cursor),
);
