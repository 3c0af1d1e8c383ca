import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { clearSessionCookies } from '#commons/auth/session-cookies.js';
import { closeAccount, finishAccountDeletion } from '#commons/data/account-deletion.js';
import { checkCode } from '#commons/data/one-time-codes.js';
import { logger } from '#commons/helpers/logger.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { reply } from '#commons/http/response.js';
import * as route from '#shared/routes.js';

// Step 2, with the emailed code: the account is closed at once (nobody can sign in to it or
// see it), then its data is removed (data/account-deletion.ts). Should a removal step fail,
// the answer says so and the hourly clean-up finishes it; this browser is signed out either way.
export const handler = apiHandler(route.deleteAccount, async ({ body, session }) => {
  const { user } = session;
  const code = await checkCode(user.userID, 'delete-account', body.otp);
  await closeAccount(user, code.codeHash);
  const closed = { ...user, status: 'deleting' as const };
  let complete = true;
  try {
    await finishAccountDeletion(closed);
  } catch (error) {
    complete = false;
    logger.error('account deletion left for the clean-up', { userID: user.userID, error: error as Error });
  }
  const msg = complete ? ACCOUNT_MSG.accountDeleted : ACCOUNT_MSG.accountDeletionPending;
  return reply({ msg, complete }, { cookies: clearSessionCookies() });
});
