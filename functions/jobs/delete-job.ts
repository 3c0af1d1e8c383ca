import { tellApplicantsJobRemoved } from '#commons/data/applications.js';
import { deleteJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

/**
 * Deletes one of the employer's own jobs with its search entries (see jobs.ts); its
 * applications stay, marked, for their candidates, who are told (applications.ts).
 */
export const handler = apiHandler(route.deleteJob, async ({ query, session }) => {
  const job = await deleteJob(session.userID, query.jobID);
  await tellApplicantsJobRemoved(job);
  return { msg: 'Job successfully deleted' };
});
