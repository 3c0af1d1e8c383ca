import { ACCOUNT_MSG } from '../account-messages.js';
import { deliverCode } from '../code-emails.js';
import { requirePassword } from '../password-check.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { badRequest } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Step 1 of a password change: the old password is checked and a code goes to the account's
// email. The new password is NOT kept: the page sends it again with the code (step 2).
export const handler = apiHandler(
  route.updatePassword,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    if (body.oldPassword === body.newPassword) throw badRequest(ACCOUNT_MSG.samePassword);
    await refuseCommonPassword(body.newPassword, 'newPassword');
    await enforceRateLimit(ACCOUNT_LIMITS.code, { account: user.userID, address: sourceIp });
    await requirePassword(user.email, body.oldPassword, sourceIp);
    await deliverCode(user.userID, 'change-password', user.email);
    return { msg: ACCOUNT_MSG.codeSent };
  },
  { viewerAddress },
);
