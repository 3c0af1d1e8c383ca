import { ACCOUNT_MSG } from '../account-messages.js';
import type { Tokens } from '../cognito-users.js';
import { clearMfaChallengeCookie, mfaChallengeCookie } from '../http/mfa-challenge-cookie.js';
import { countedPasswordSignIn } from '../password-check.js';
import {
  clearOnboardingCookie,
  onboardingCookie,
  sessionExpiresAt,
  signInAfter,
  startSession,
} from '../http/session-cookies.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { getUserProfile, sessionRevoked } from '../users.js';
import { unauthorized } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { reply } from '#platform/http/response.js';
import type { RouteResponse } from '#shared/routes.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Email and password are checked by Cognito; who the user is (role, status) comes from our
// profile. An account that has not confirmed its email cannot log in: the answer is a 403
// carrying the userID and a fresh onboarding cookie, so the login page can offer to resend
// the code (the password has just been proven, so this reveals nothing to a stranger).
// Requests count per address; wrong passwords per account and address, with a growing wait
// for that pair alone (login-throttle.ts), so no one can lock the owner out. With two-step
// sign-in on, Cognito answers a right password with a TOTP challenge: it goes to this browser
// in a sealed 5-minute cookie, and verify-totp-login finishes the sign-in with the code.
export const handler = apiHandler(
  route.login,
  async ({ body, sourceIp }) => {
    await enforceRateLimit(ACCOUNT_LIMITS.login, { address: sourceIp });
    const { signedIn, attempt } = await countedPasswordSignIn(body.email, body.password, sourceIp);
    if (!signedIn) {
      countEvent('failedLogin');
      throw unauthorized(ACCOUNT_MSG.wrongCredentials);
    }
    // Only an active account can have turned TOTP on, so onboarding needs no code. The pair's
    // earlier failures stay until the code is right too: wrong codes count like wrong passwords.
    if ('challenge' in signedIn) {
      await attempt.uncount();
      return reply({ mfaRequired: true }, { cookies: [mfaChallengeCookie(signedIn.challenge, body.email)] });
    }
    await attempt.succeeded();
    let tokens: Tokens | null = signedIn.tokens;
    const profile = await getUserProfile(tokens.claims.sub, { consistent: true });
    // A closed account (its deletion under way) is gone to its owner too.
    if (!profile || profile.status === 'deleting') throw unauthorized(ACCOUNT_MSG.wrongCredentials);
    if (profile.status !== 'active') {
      const unconfirmed = {
        msg: ACCOUNT_MSG.notConfirmed,
        userID: profile.userID,
      } as unknown as RouteResponse<'login'>;
      return reply(unconfirmed, { statusCode: 403, cookies: [onboardingCookie(profile.userID)] });
    }
    // A login in the very second of a logout would be refused as revoked: wait it out.
    if (sessionRevoked(profile, tokens.claims.iat))
      tokens = await signInAfter(body.email, body.password, profile.sessionsValidAfter, tokens);
    if (!tokens) throw unauthorized(ACCOUNT_MSG.wrongCredentials);
    countEvent('login');
    return reply(
      { user: await publicUserWithPhoto(profile), sessionExpiresAt: sessionExpiresAt(tokens) },
      {
        cookies: [...(await startSession(profile.userID, tokens)), clearOnboardingCookie(), clearMfaChallengeCookie()],
      },
    );
  },
  { viewerAddress },
);
