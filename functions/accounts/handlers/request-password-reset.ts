import { ACCOUNT_MSG } from '../account-messages.js';
import { deliverCode } from '../code-emails.js';
import { accountIdByEmail } from '../accounts.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { refuseSuppressedAddress } from '#platform/email/suppressions.js';
import { getUserProfile } from '../users.js';
import { positiveInteger } from '#platform/config.js';
import { logger } from '#platform/observability/logger.js';
import { pause } from '#platform/async/retry.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS, withinResetEmailLimit } from '../account-limits.js';

// Forgot password, step 1. The answer is the same whether the email has an account or not
// (and whether the email could be sent), so the call cannot be used to find accounts.
// Only confirmed accounts get a code; an unconfirmed one can simply sign up again.
// Requests count per address (429 beyond); for a real account they count per account and per
// address, and over those limits the answer is the same with nothing sent, except that a
// fresh code always goes to the first request of an address (withinResetEmailLimit says why).
/**
 * The answer never comes sooner than this after the request (milliseconds; unit tests set
 * RESET_ANSWER_MS lower): a real account's extra work (its counters, the code, the email)
 * would otherwise make it measurably slower than an unknown email's, and so tell which
 * emails have accounts.
 */
export const resetAnswerMs = () => positiveInteger('RESET_ANSWER_MS', 1_500);

export const handler = apiHandler(
  route.requestPasswordReset,
  async ({ body, sourceIp }) => {
    const answerAt = Date.now() + resetAnswerMs();
    await enforceRateLimit(ACCOUNT_LIMITS.reset, { address: sourceIp });
    // Said whether or not the address has an account: it is about the address, which the person typed.
    await refuseSuppressedAddress(body.email);
    const userID = await accountIdByEmail(body.email);
    const profile = userID ? await getUserProfile(userID) : undefined;
    if (profile?.status === 'active') {
      if (await withinResetEmailLimit(profile.userID, sourceIp)) {
        try {
          await deliverCode(profile.userID, 'reset-password', profile.email);
        } catch (error) {
          logger.error('password reset code not delivered', { error: error as Error });
        }
      } else {
        logger.warn('password reset email not sent: the account has had its share for now');
      }
    }
    if (Date.now() > answerAt) logger.warn('forgot-password took longer than its constant answer time');
    await pause(Math.max(0, answerAt - Date.now()));
    return { msg: ACCOUNT_MSG.resetCodeSent };
  },
  { viewerAddress },
);
