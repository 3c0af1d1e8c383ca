import { companyOf, getTeam, toPublicTeam } from '#commons/data/companies.js';
import { revokeInvitation } from '#commons/data/invitations.js';
import { enforceRateLimit } from '#commons/data/rate-limits.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
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
