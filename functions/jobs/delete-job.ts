import { deleteJob } from '#commons/data/jobs.js';
import { apiHandler } from '#commons/http/api-handler.js';

/** Deletes one of the employer's own jobs with its search entries and applications (see jobs.ts). */
export const handler = apiHandler('deleteJob', async ({ query, session }) => {
  await deleteJob(session.userID, query.jobID);
  return { msg: 'Job successfully deleted' };
});
