// What both sign-up calls and the onboarding calls share: the account is created (see
// accounts/accounts.ts), a confirmation code is emailed, and the browser gets the onboarding
// cookie that proves, for the calls that follow (add bio, verify, resend), that it is the
// one that signed this account up.
import { createAccount, type NewAccount } from '#functions/flows/sign-up.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { refuseSuppressedAddress } from '#platform/email/suppressions.js';
import { getUserProfile, type UserProfile } from '../users.js';
import { conflict, notFound } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { reply, type Reply } from '#platform/http/response.js';
import { ACCOUNT_MSG } from '../account-messages.js';
import { deliverCode } from '../code-emails.js';
import { refuseCommonPassword } from '../common-passwords.js';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { readOnboardingToken } from '#platform/auth/onboarding-token.js';
import { onboardingCookie } from './session-cookies.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

export interface SignupRequest {
  profile: NewAccount['profile'];
  password: string;
  resume?: Buffer;
  sourceIp: string;
  cookies: Record<string, string>;
}

/**
 * Creates the account and emails its code. Once the account exists the answer is 200 even
 * if the email could not be sent: the message says so, and "Request again" on the next
 * screen completes the flow.
 */
export async function signUp(request: SignupRequest): Promise<Reply<{ userID: string; msg: string }>> {
  await refuseCommonPassword(request.password, 'password');
  await enforceRateLimit(ACCOUNT_LIMITS.signup, { account: request.profile.email, address: request.sourceIp });
  // Before the account exists: the person can correct the address on the same form.
  await refuseSuppressedAddress(request.profile.email);
  const profile = await createAccount({
    profile: request.profile,
    password: request.password,
    resume: request.resume,
    onboardingUserID: readOnboardingToken(request.cookies[cookieNames.onboarding]),
  });
  let msg: string = ACCOUNT_MSG.signupDone(profile.email);
  try {
    await deliverCode(profile.userID, 'confirm-email', profile.email);
  } catch (error) {
    logger.warn('sign-up code not delivered; the user can request it again', { error: error as Error });
    msg = ACCOUNT_MSG.signupCodeNotSent;
  }
  return reply({ userID: profile.userID, msg }, { cookies: [onboardingCookie(profile.userID)] });
}

/** The profile field that records marketing consent: its time, only when it was given. */
export const marketingConsentFields = (consent: boolean | undefined, now = Date.now()) =>
  consent ? { marketingConsentAt: new Date(now).toISOString() } : {};

/** The account an onboarding call names, which must still be unconfirmed (404 / 409 otherwise). */
export async function onboardingAccount(userID: string): Promise<UserProfile> {
  const profile = await getUserProfile(userID, { consistent: true });
  if (!profile) throw notFound(ACCOUNT_MSG.accountGone);
  if (profile.status !== 'onboarding') throw conflict(ACCOUNT_MSG.alreadyConfirmed);
  return profile;
}
