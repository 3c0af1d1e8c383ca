import { ACCOUNT_MSG, deliverCode, requirePassword, ACCOUNT_LIMITS } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';

// Step 1 of deleting the account: the password proves it is the owner (a stolen session is
// not enough), then a code goes to the account's email (so is a stolen password). A wrong
// password is a 400, not a 401: the session itself is fine.
export const handler = apiHandler(
  route.requestAccountDeletion,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    await enforceRateLimit(ACCOUNT_LIMITS.code, { account: user.userID, address: sourceIp });
    await requirePassword(user.email, body.password, sourceIp);
    await deliverCode(user.userID, 'delete-account', user.email);
    return { msg: ACCOUNT_MSG.deletionCodeSent };
  },
  { viewerAddress },
);
