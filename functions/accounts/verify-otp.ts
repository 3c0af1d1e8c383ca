import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { clearOnboardingCookie } from '#commons/auth/session-cookies.js';
import { onboardingAccount } from '#commons/auth/signup.js';
import { activateAccount } from '#commons/data/accounts.js';
import { checkCode } from '#commons/data/one-time-codes.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { checkOnboarding } from '#commons/http/check-onboarding.js';
import { reply } from '#commons/http/response.js';
import * as route from '#shared/routes.js';

// Confirms the email: the code is checked (wrong tries counted), then the account becomes
// active, the code is used up and a candidate enters sourcing, all in one transaction.
// The onboarding cookie has done its job and is cleared.
export const handler = apiHandler(
  route.verifyOtp,
  async ({ body }) => {
    const profile = await onboardingAccount(body.userID);
    const code = await checkCode(profile.userID, 'confirm-email', body.otp);
    await activateAccount(profile, code.codeHash);
    return reply({ msg: ACCOUNT_MSG.emailConfirmed }, { cookies: [clearOnboardingCookie()] });
  },
  { onboarding: checkOnboarding },
);
