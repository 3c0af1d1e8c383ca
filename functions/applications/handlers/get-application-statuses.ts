import { applicationStatuses } from '../my-applications.js';
import { savedAmong } from '#functions/candidates/index.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Which of a page of jobs the caller applied to and which they saved (the "Applied" badges
// and the bookmarks of Find jobs): one BatchGetItem each, side by side.
export const handler = apiHandler(route.getApplicationStatuses, async ({ query, session }) => {
  const [applications, saved] = await Promise.all([
    applicationStatuses(session.userID, query.jobIDs),
    savedAmong(session.userID, query.jobIDs),
  ]);
  return { applications, saved };
});
