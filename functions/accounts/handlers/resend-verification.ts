import { ACCOUNT_MSG } from '../account-messages.js';
import { deliverCode } from '../code-emails.js';
import { onboardingAccount } from '../http/signup.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { checkOnboarding } from '#platform/http/check-onboarding.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Both account types. The onboarding cookie has proven the browser; the account must still
// be unconfirmed. The new code replaces the old one.
export const handler = apiHandler(
  route.resendVerification,
  async ({ body, sourceIp }) => {
    const profile = await onboardingAccount(body.userID);
    await enforceRateLimit(ACCOUNT_LIMITS.code, { account: profile.userID, address: sourceIp });
    await deliverCode(profile.userID, 'confirm-email', profile.email);
    return { msg: ACCOUNT_MSG.codeSent };
  },
  { onboarding: checkOnboarding, viewerAddress },
);
