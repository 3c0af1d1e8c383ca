import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { deliverCode } from '#commons/auth/code-emails.js';
import { accountIdByEmail } from '#commons/data/accounts.js';
import { enforceRateLimit, withinResetEmailLimit } from '#commons/data/rate-limits.js';
import { refuseSuppressedAddress } from '#commons/data/suppressions.js';
import { getUserProfile } from '#commons/data/users.js';
import { logger } from '#commons/helpers/logger.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
import * as route from '#shared/routes.js';

// Forgot password, step 1. The answer is the same whether the email has an account or not
// (and whether the email could be sent), so the call cannot be used to find accounts.
// Only confirmed accounts get a code; an unconfirmed one can simply sign up again.
// Requests count per address (429 beyond); per account only the emails sent count, and over
// that limit the answer is the same with nothing sent (withinResetEmailLimit says why).
export const handler = apiHandler(
  route.requestPasswordReset,
  async ({ body, sourceIp }) => {
    await enforceRateLimit('reset', { address: sourceIp });
    // Said whether or not the address has an account: it is about the address, which the person typed.
    await refuseSuppressedAddress(body.email);
    const userID = await accountIdByEmail(body.email);
    const profile = userID ? await getUserProfile(userID) : undefined;
    if (profile?.status === 'active') {
      if (await withinResetEmailLimit(profile.userID)) {
        try {
          await deliverCode(profile.userID, 'reset-password', profile.email);
        } catch (error) {
          logger.error('password reset code not delivered', { error: error as Error });
        }
      } else {
        logger.warn('password reset email not sent: the account has had its share for now');
      }
    }
    return { msg: ACCOUNT_MSG.resetCodeSent };
  },
  { viewerAddress },
);
