import { listMyApplications } from '../my-applications.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// My applications: the caller's applications, newest first, a page at a time (applications.ts).
export const handler = apiHandler(route.getMyApplications, async ({ query, session }) =>
  listMyApplications(session.userID, query.page, query.cursor),
);
