import { INVITE_MSG, pendingInvitation, useInvitation } from '../invitations.js';
import { publicUserWithPhoto } from '../public-user.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { conflict, forbidden } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { TEAM_LIMITS } from '../team-limits.js';

// A signed-in employer of no company joins with one click. The invitation was sent to one
// email: only the account with that email may use it.
export const handler = apiHandler(
  route.joinCompany,
  async ({ body, session, sourceIp }) => {
    const invitation = await pendingInvitation(body.token);
    if (session.user.email.toLowerCase() !== invitation.email) throw forbidden(INVITE_MSG.otherEmail(invitation.email));
    if (session.user.companyID) throw conflict(INVITE_MSG.inCompany);
    await enforceRateLimit(TEAM_LIMITS.team, { account: session.userID, address: sourceIp });
    await useInvitation(invitation, session.userID);
    return { user: await publicUserWithPhoto({ ...session.user, companyID: invitation.companyID }) };
  },
  { viewerAddress },
);
