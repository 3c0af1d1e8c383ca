import { companyOf, getTeam, makeOwner, toPublicTeam } from '../companies.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#platform/http/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner hands the role to another member and becomes a Member.
export const handler = apiHandler(
  route.makeOwner,
  async ({ body, session, sourceIp }) => {
    const companyID = companyOf(session.user);
    await enforceRateLimit('team', { account: session.userID, address: sourceIp });
    await makeOwner(companyID, session.userID, body.userID);
    return toPublicTeam(await getTeam(companyID), session.userID);
  },
  { viewerAddress },
);
