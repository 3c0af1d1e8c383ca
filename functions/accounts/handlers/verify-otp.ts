import { ACCOUNT_MSG } from '../account-messages.js';
import { clearOnboardingCookie } from '../http/session-cookies.js';
import { onboardingAccount } from '../http/signup.js';
import { activateAccount } from '#functions/flows/sign-up.js';
import { checkCode } from '../one-time-codes.js';
import { apiHandler } from '#functions/api-handler.js';
import { checkOnboarding } from '#platform/http/check-onboarding.js';
import { reply } from '#platform/http/response.js';
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
