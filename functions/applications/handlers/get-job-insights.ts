import { getJobInsights } from '../job-insights.js';
import { apiHandler } from '#functions/api-handler.js';
import { companyJobOnly, jobKey, type JobItem } from '#functions/jobs/index.js';
import { companyOf } from '#functions/teams/index.js';
import * as route from '#shared/routes.js';

// One of the company's jobs in figures (job-insights.ts): one GetItem of its counters; another
// company's job is a 404. The job is read with the session (preload).
export const handler = apiHandler(
  route.getJobInsights,
  async ({ preloaded, session }) => {
    const job = companyJobOnly(preloaded as JobItem | undefined, companyOf(session.user));
    return { insights: await getJobInsights(job.jobID) };
  },
  { preload: ({ jobID }) => jobKey(jobID) },
);
