import { ACCOUNT_MSG } from '../account-messages.js';
import { setCognitoPassword, signOutEverywhere } from '../cognito-users.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { endOtherSessions, signInAfter, startSession } from '../http/session-cookies.js';
import { changeAccountEmail } from '#functions/flows/account-email.js';
import { checkCode, spendCode } from '../one-time-codes.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { endSessions } from '../sessions.js';
import { emailChangedEmail } from '../account-emails.js';
import { sendEmail } from '#platform/email/send-email.js';
import { badRequest } from '#platform/errors.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { reply } from '#platform/http/response.js';
import * as route from '#shared/routes.js';

// Step 2 of an email or password change, with the code.
// - change-email: the pending address (stored with the code) becomes the account's email in
//   the table (EMAIL# items moved in one transaction, 409 if taken meanwhile) and in Cognito;
//   the old address is told (best effort: the change stands if that email fails), and every
//   other session is ended (this browser's is renewed).
// - change-password: the new password, sent again now, is set in Cognito; every session is
//   ended and this browser gets a fresh one. A failure to set it puts the code back, so the
//   same code can be tried again.
export const handler = apiHandler(route.verifyUpdateOtp, async ({ body, session, cookies }) => {
  const { user } = session;
  if (body.purpose === 'change-email') {
    const code = await checkCode(user.userID, 'change-email', body.otp);
    if (!code.pendingEmail || (body.email && body.email !== code.pendingEmail))
      throw badRequest(ACCOUNT_MSG.codeForOtherEmail);
    const moved = await changeAccountEmail(user, code.pendingEmail, code.codeHash);
    await bestEffort('tell the old address that the email changed', () =>
      sendEmail(emailChangedEmail(user.email, moved.email)),
    );
    const sessionCookies = await endOtherSessions(user.userID, cookies);
    return reply({ user: await publicUserWithPhoto(moved) }, { cookies: sessionCookies });
  }
  // Checked again here, where it is set: step 1 is a separate call.
  await refuseCommonPassword(body.newPassword!, 'newPassword');
  const code = await checkCode(user.userID, 'change-password', body.otp);
  await spendCode(user.userID, 'change-password', code, () => setCognitoPassword(user.userID, body.newPassword!));
  const revokedAt = await endSessions(user.userID);
  await bestEffort('Cognito global sign-out after a password change', () => signOutEverywhere(user.userID));
  // The password is changed either way; without a fresh session this browser logs in again.
  const tokens = await bestEffort(
    'sign in with the new password',
    () => signInAfter(user.email, body.newPassword!, revokedAt),
    null,
  );
  const updated = { ...user, sessionsValidAfter: revokedAt };
  const sessionCookies = tokens
    ? await bestEffort('start the new session', () => startSession(user.userID, tokens), [])
    : [];
  return reply({ user: await publicUserWithPhoto(updated) }, { cookies: sessionCookies ?? [] });
});
