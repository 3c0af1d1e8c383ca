import { searchJobs } from '../job-search.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

/** Open jobs by title prefix and filters, a page at a time (cursor-based; see job-search.ts). */
export const handler = apiHandler(route.searchJobs, async ({ query }) => searchJobs(query));
