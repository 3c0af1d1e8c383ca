import { SAVED_JOBS_MSG } from '#shared/schemas/saved-jobs.js';
import { unsaveJob } from '../saved-jobs.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Only the caller's own saved jobs: the key is under their partition.
export const handler = apiHandler(route.unsaveJob, async ({ query, session }) => {
  await unsaveJob(session.userID, query.jobID);
  return { msg: SAVED_JOBS_MSG.removed, saved: false };
});
