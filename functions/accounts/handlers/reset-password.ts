import { ACCOUNT_MSG } from '../account-messages.js';
import { setCognitoPassword, signOutEverywhere } from '../cognito-users.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { accountIdByEmail } from '../accounts.js';
import { checkCode, spendCode } from '../one-time-codes.js';
import { endSessions } from '../sessions.js';
import { HttpError, badRequest } from '#platform/errors.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { enforceResetTryLimit } from '../account-limits.js';

// Forgot password, step 2: email, code and the new password. Anyone may call it with any
// email, so every failure of the code answers alike (an email without an account, no code,
// an expired, wrong or locked one): nothing tells a real account. A code locked by five
// wrong tries is replaced by the owner's next request, which always gets a fresh one. On
// success the code is used up, the password set, and every session of the account ended
// (our own cut-off and session records, checked on every call and renewal, are what count;
// Cognito's global sign-out backs them up).
export const handler = apiHandler(
  route.resetPassword,
  async ({ body, sourceIp }) => {
    // Before the code is looked at, so a refused password costs no try (and says nothing of the account).
    await refuseCommonPassword(body.newPassword, 'newPassword');
    // Counted per email and address together: one attacker's tries stop theirs, not the owner's.
    await enforceResetTryLimit(body.email, sourceIp);
    const userID = await accountIdByEmail(body.email);
    if (!userID) throw badRequest(ACCOUNT_MSG.resetCodeInvalid);
    const code = await checkCode(userID, 'reset-password', body.otp).catch((error: unknown) => {
      if (error instanceof HttpError && error.statusCode < 500) throw badRequest(ACCOUNT_MSG.resetCodeInvalid);
      throw error;
    });
    await spendCode(userID, 'reset-password', code, () => setCognitoPassword(userID, body.newPassword));
    await endSessions(userID);
    await bestEffort('Cognito global sign-out after a password reset', () => signOutEverywhere(userID));
    return { msg: ACCOUNT_MSG.passwordReset };
  },
  { viewerAddress },
);
