import { applicationStatuses } from '../my-applications.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// Which of a page of jobs the caller applied to (the "Applied" badges of Find jobs): one BatchGetItem.
export const handler = apiHandler(route.getApplicationStatuses, async ({ query, session }) => ({
  applications: await applicationStatuses(session.userID, query.jobIDs),
}));
