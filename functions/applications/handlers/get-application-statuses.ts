import { jobMarksOf } from '../my-applications.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Which of a page of jobs the caller applied to and which they saved (the "Applied" badges
// and the bookmarks of Find jobs): one BatchGetItem of both.
export const handler = apiHandler(route.getApplicationStatuses, async ({ query, session }) =>
  jobMarksOf(session.userID, query.jobIDs),
);
