import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { setCognitoPassword, signOutEverywhere } from '#commons/auth/cognito-users.js';
import { accountIdByEmail } from '#commons/data/accounts.js';
import { checkCode, deleteCode } from '#commons/data/one-time-codes.js';
import { revokeSessions } from '#commons/data/users.js';
import { badRequest } from '#commons/errors.js';
import { apiHandler } from '#commons/http/api-handler.js';

// Forgot password, step 2: email, code and the new password. An email without an account
// gets the same answer as a wrong code. On success the code is used up, the password set,
// and every session of the account signed out.
export const handler = apiHandler('resetPassword', async ({ body }) => {
  const userID = await accountIdByEmail(body.email);
  if (!userID) throw badRequest(ACCOUNT_MSG.codeExpired);
  const code = await checkCode(userID, 'reset-password', body.otp);
  await deleteCode(userID, 'reset-password', code.codeHash);
  await setCognitoPassword(userID, body.newPassword);
  await revokeSessions(userID);
  await signOutEverywhere(userID);
  return { msg: ACCOUNT_MSG.passwordReset };
});
