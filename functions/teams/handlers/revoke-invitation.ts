import { companyOf, getTeam, toPublicTeam } from '../companies.js';
import { revokeInvitation } from '../invitations.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#platform/http/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner withdraws a pending invitation (the Owner check is part of the write).
export const handler = apiHandler(
  route.revokeInvitation,
  async ({ body, session, sourceIp }) => {
    const companyID = companyOf(session.user);
    await enforceRateLimit('team', { account: session.userID, address: sourceIp });
    await revokeInvitation(companyID, session.userID, body.email);
    return toPublicTeam(await getTeam(companyID), session.userID);
  },
  { viewerAddress },
);
