import { FOLLOW_MSG } from '#shared/schemas/follows.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { unfollowCompany } from '../company-follows.js';

// Only the caller's own follows: the key is under their partition.
export const handler = apiHandler(route.unfollowCompany, async ({ query, session }) => {
  await unfollowCompany(session.userID, query.companyID);
  return { msg: FOLLOW_MSG.unfollowed, following: false };
});
