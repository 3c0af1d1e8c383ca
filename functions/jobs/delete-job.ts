import { companyOf } from '#commons/data/companies.js';
import { tellApplicantsJobRemoved } from '#commons/data/applications.js';
import { deleteJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/**
 * Deletes one of the company's jobs with its search entries (see jobs.ts); its
 * applications stay, marked, for their candidates, who are told (applications.ts).
 */
export const handler = apiHandler(route.deleteJob, async ({ query, session }) => {
  const job = await deleteJob(companyOf(session.user), query.jobID);
  await tellApplicantsJobRemoved(job);
  return { msg: 'Job successfully deleted' };
});
