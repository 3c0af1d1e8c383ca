import { ACCOUNT_MSG, clearSessionCookies, checkCode } from '#functions/accounts/index.js';
import { apiHandler } from '#functions/api-handler.js';
import { closeAccount, finishAccountDeletion } from '../account-deletion.js';
import { logger } from '#platform/observability/logger.js';
import { reply } from '#platform/http/response.js';
import * as route from '#shared/routes.js';

// Step 2, with the emailed code: the account is closed at once (nobody can sign in to it or
// see it), then its data is removed (privacy/account-deletion.ts). Should a removal step fail,
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
