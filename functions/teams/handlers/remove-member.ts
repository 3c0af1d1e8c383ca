import { companyOf, getTeam, removeMember, toPublicTeam } from '../companies.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#platform/http/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner removes a member; their sessions are refused from their next call on (the
// session check reads their profile, whose companyID goes in the same write).
export const handler = apiHandler(
  route.removeMember,
  async ({ body, session, sourceIp }) => {
    const companyID = companyOf(session.user);
    await enforceRateLimit('team', { account: session.userID, address: sourceIp });
    await removeMember(companyID, session.userID, body.userID);
    return toPublicTeam(await getTeam(companyID), session.userID);
  },
  { viewerAddress },
);
