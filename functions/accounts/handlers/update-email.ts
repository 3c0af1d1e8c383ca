import { ACCOUNT_MSG } from '../account-messages.js';
import { deliverCode } from '../code-emails.js';
import { requirePassword } from '../password-check.js';
import { accountIdByEmail } from '../accounts.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { badRequest, conflict } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Step 1 of an email change: the password proves it is the owner, then a code goes to the
// NEW address, stored with it (the email changes only in verify-update-otp). A wrong
// password is a 400, not a 401: the session itself is fine.
export const handler = apiHandler(
  route.updateEmail,
  async ({ body, session, sourceIp }) => {
    const { user } = session;
    if (body.email === user.email.toLowerCase()) throw badRequest(ACCOUNT_MSG.sameEmail);
    await enforceRateLimit(ACCOUNT_LIMITS.code, { account: user.userID, address: sourceIp });
    await requirePassword(user.email, body.password, sourceIp);
    if (await accountIdByEmail(body.email)) throw conflict(ACCOUNT_MSG.emailTaken);
    await deliverCode(user.userID, 'change-email', body.email, { email: body.email });
    return { msg: ACCOUNT_MSG.codeSent };
  },
  { viewerAddress },
);
