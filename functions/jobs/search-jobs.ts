import { searchJobs } from '#commons/data/job-search.js';
import { apiHandler } from '#commons/http/api-handler.js';

/** Open jobs by title prefix and filters, a page at a time (cursor-based; see job-search.ts). */
export const handler = apiHandler('searchJobs', async ({ query }) => searchJobs(query));
