import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { deliverCode } from '#commons/auth/code-emails.js';
import { accountIdByEmail } from '#commons/data/accounts.js';
import { enforceRateLimit } from '#commons/data/rate-limits.js';
import { getUserProfile } from '#commons/data/users.js';
import { logger } from '#commons/helpers/logger.js';
import { apiHandler } from '#commons/http/api-handler.js';
import * as route from '#shared/routes.js';

// Forgot password, step 1. The answer is the same whether the email has an account or not
// (and whether the email could be sent), so the call cannot be used to find accounts.
// Only confirmed accounts get a code; an unconfirmed one can simply sign up again.
export const handler = apiHandler(route.requestPasswordReset, async ({ body, sourceIp }) => {
  await enforceRateLimit('reset', { account: body.email, address: sourceIp });
  const userID = await accountIdByEmail(body.email);
  const profile = userID ? await getUserProfile(userID) : undefined;
  if (profile?.status === 'active') {
    try {
      await deliverCode(profile.userID, 'reset-password', profile.email);
    } catch (error) {
      logger.error('password reset code not delivered', { error: error as Error });
    }
  }
  return { msg: ACCOUNT_MSG.resetCodeSent };
});
