import { companyOf, getCompany, leaveCompany, TEAM_MSG } from '#commons/data/companies.js';
import { enforceRateLimit } from '#commons/data/rate-limits.js';
import { conflict } from '#commons/errors.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
import * as route from '#shared/routes.js';

// A Member leaves the company; the account stays, belonging to no company until it joins one.
// The Owner is told to hand over first before anything is counted (the write checks it again).
export const handler = apiHandler(
  route.leaveCompany,
  async ({ session, sourceIp }) => {
    const companyID = companyOf(session.user);
    if ((await getCompany(companyID))?.ownerID === session.userID) throw conflict(TEAM_MSG.ownerCannotLeave);
    await enforceRateLimit('team', { account: session.userID, address: sourceIp });
    await leaveCompany(companyID, session.userID);
    return { msg: TEAM_MSG.left };
  },
  { viewerAddress },
);
