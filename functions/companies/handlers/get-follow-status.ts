import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { isFollowing } from '../company-follows.js';

// Whether the caller follows the company (the Follow button of its public page): one GetItem.
export const handler = apiHandler(route.getFollowStatus, async ({ query, session }) => ({
  following: await isFollowing(session.userID, query.companyID),
}));
