import { changeTeam, makeOwner } from '../companies.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner hands the role to another member and becomes a Member.
export const handler = apiHandler(
  route.makeOwner,
  async ({ body, session, sourceIp }) =>
    changeTeam(session, sourceIp, (companyID) => makeOwner(companyID, session.userID, body.userID)),
  { viewerAddress },
);
