import { changeTeam } from '../companies.js';
import { revokeInvitation } from '../invitations.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// The Owner withdraws a pending invitation (the Owner check is part of the write).
export const handler = apiHandler(
  route.revokeInvitation,
  async ({ body, session, sourceIp }) =>
    changeTeam(session, sourceIp, (companyID) => revokeInvitation(companyID, session.userID, body.email)),
  { viewerAddress },
);
