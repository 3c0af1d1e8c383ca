import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { setCognitoPassword, signOutEverywhere } from '#commons/auth/cognito-users.js';
import { refuseCommonPassword } from '#commons/auth/common-passwords.js';
import { accountIdByEmail } from '#commons/data/accounts.js';
import { checkCode, spendCode } from '#commons/data/one-time-codes.js';
import { endSessions } from '#commons/data/sessions.js';
import { HttpError, badRequest } from '#commons/errors.js';
import { bestEffort } from '#commons/helpers/best-effort.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// Forgot password, step 2: email, code and the new password. Anyone may call it with any
// email, so every failure of the code answers alike (an email without an account, no code,
// an expired, wrong or locked one): no tries count or lock to tell a real account by. On
// success the code is used up, the password set, and every session of the account ended
// (our own cut-off and session records, checked on every call and renewal, are what count;
// Cognito's global sign-out backs them up).
export const handler = apiHandler(route.resetPassword, async ({ body }) => {
  // Before the code is looked at, so a refused password costs no try (and says nothing of the account).
  await refuseCommonPassword(body.newPassword, 'newPassword');
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
});
