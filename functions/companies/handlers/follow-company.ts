import { FOLLOW_MSG } from '#shared/schemas/follows.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { followCompany } from '../company-follows.js';

// The caller follows a company: following it twice is fine; past the cap, 409.
export const handler = apiHandler(route.followCompany, async ({ body, session }) => {
  await followCompany(session.userID, body.companyID);
  return { msg: FOLLOW_MSG.followed, following: true };
});
