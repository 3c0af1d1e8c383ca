import { companyOf, getCompany, getTeam, TEAM_MSG, toPublicTeam } from '../companies.js';
import { sendInvitation } from '../invitations.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { forbidden } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { siteUrl } from '#platform/http/site-link.js';
import * as route from '#shared/routes.js';
import { TEAM_LIMITS } from '../team-limits.js';

// The Owner sends a pending invitation again: a new link, valid 7 days from now; the old
// link then says a newer one was sent.
export const handler = apiHandler(
  route.resendInvitation,
  async ({ body, session, sourceIp }) => {
    const companyID = companyOf(session.user);
    await enforceRateLimit(TEAM_LIMITS.invite, { account: session.userID, address: sourceIp });
    const company = await getCompany(companyID);
    if (company?.ownerID !== session.userID) throw forbidden(TEAM_MSG.ownerOnly);
    await sendInvitation(company, session.user, body.email, { resend: true, site: await siteUrl() });
    return toPublicTeam(await getTeam(companyID), session.userID);
  },
  { viewerAddress },
);
