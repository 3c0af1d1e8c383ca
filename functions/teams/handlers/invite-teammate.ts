import { companyOf, getTeam, TEAM_MSG, toPublicTeam } from '../companies.js';
import { INVITE_MSG, sendInvitation } from '../invitations.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { conflict, forbidden } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { siteUrl } from '#platform/http/site-link.js';
import * as route from '#shared/routes.js';
import { TEAM_LIMITS } from '../team-limits.js';

// The Owner invites someone by email (docs/product/teams.md). Inviting an email that already
// has a pending invitation sends it a new link, as Resend does.
export const handler = apiHandler(
  route.inviteTeammate,
  async ({ body, session, sourceIp }) => {
    const companyID = companyOf(session.user);
    await enforceRateLimit(TEAM_LIMITS.invite, { account: session.userID, address: sourceIp });
    const team = await getTeam(companyID);
    if (team.company.ownerID !== session.userID) throw forbidden(TEAM_MSG.ownerOnly);
    if (team.members.some((member) => member.email.toLowerCase() === body.email))
      throw conflict(INVITE_MSG.alreadyMember(body.email));
    await sendInvitation(team.company, session.user, body.email, { resend: false, site: await siteUrl() });
    return toPublicTeam(await getTeam(companyID), session.userID);
  },
  { viewerAddress },
);
