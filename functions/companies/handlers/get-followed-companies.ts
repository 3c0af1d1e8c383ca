import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { followedCompaniesPage } from '../followed-companies.js';

// The caller's followed companies, newest followed first: a Query of 11 and one BatchGetItem.
export const handler = apiHandler(route.getFollowedCompanies, async ({ query, session }) => {
  const { companies, nextCursor } = await followedCompaniesPage(session.userID, query.cursor);
  return { companies, pagination: nextCursor ? { isLastPage: false, nextCursor } : { isLastPage: true } };
});
