import { SAVED_JOBS_MSG } from '#shared/schemas/saved-jobs.js';
import { saveJob } from '../saved-jobs.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Keeps a job among the caller's saved jobs: saving it twice is fine; past the cap, 409.
export const handler = apiHandler(route.saveJob, async ({ body, session }) => {
  await saveJob(session.userID, body.jobID);
  return { msg: SAVED_JOBS_MSG.saved, saved: true };
});
