import { companyOf, getCompany, leaveCompany, TEAM_MSG } from '../companies.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { conflict } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { TEAM_LIMITS } from '../team-limits.js';

// A Member leaves the company; the account stays, belonging to no company until it joins one.
// The Owner is told to hand over first before anything is counted (the write checks it again).
export const handler = apiHandler(
  route.leaveCompany,
  async ({ session, sourceIp }) => {
    const companyID = companyOf(session.user);
    if ((await getCompany(companyID))?.ownerID === session.userID) throw conflict(TEAM_MSG.ownerCannotLeave);
    await enforceRateLimit(TEAM_LIMITS.team, { account: session.userID, address: sourceIp });
    await leaveCompany(companyID, session.userID);
    return { msg: TEAM_MSG.left };
  },
  { viewerAddress },
);
