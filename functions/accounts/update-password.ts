import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { deliverCode } from '#commons/auth/code-emails.js';
import { requirePassword } from '#commons/auth/password-check.js';
import { refuseCommonPassword } from '#commons/auth/common-passwords.js';
import { enforceRateLimit } from '#commons/data/rate-limits.js';
import { badRequest } from '#commons/errors.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
import * as route from '#shared/routes.js';

// Step 1 of a password change: the old password is checked and a code goes to the account's
// email. The new password is NOT kept: the page sends it again with the code (step 2).
export const handler = apiHandler(
  route.updatePassword,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    if (body.oldPassword === body.newPassword) throw badRequest(ACCOUNT_MSG.samePassword);
    await refuseCommonPassword(body.newPassword, 'newPassword');
    await enforceRateLimit('code', { account: user.userID, address: sourceIp });
    await requirePassword(user.email, body.oldPassword, sourceIp);
    await deliverCode(user.userID, 'change-password', user.email);
    return { msg: ACCOUNT_MSG.codeSent };
  },
  { viewerAddress },
);
