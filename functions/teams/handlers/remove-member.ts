import { changeTeam, removeMember } from '../companies.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner removes a member; their sessions are refused from their next call on (the
// session check reads their profile, whose companyID goes in the same write).
export const handler = apiHandler(
  route.removeMember,
  async ({ body, session, sourceIp }) =>
    changeTeam(session, sourceIp, (companyID) => removeMember(companyID, session.userID, body.userID)),
  { viewerAddress },
);
