import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { answerMfaChallenge } from '#commons/auth/cognito-users.js';
import { cookieNames } from '#commons/auth/cookie-names.js';
import { clearMfaChallengeCookie, openChallenge } from '#commons/auth/mfa-challenge-cookie.js';
import { sessionExpiresAt, startSession } from '#commons/auth/session-cookies.js';
import { startLoginAttempt } from '#commons/data/login-throttle.js';
import { publicUserWithPhoto } from '#commons/data/photos.js';
import { enforceRateLimit } from '#commons/data/rate-limits.js';
import { getUserProfile } from '#commons/data/users.js';
import { HttpError, ValidationError } from '#commons/errors.js';
import { countEvent } from '#commons/helpers/metrics.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { viewerAddress } from '#commons/http/client-address.js';
import { reply } from '#commons/http/response.js';
import type { RouteResponse } from '#shared/routes.js';
import * as route from '#shared/routes.js';

// Step 2 of a two-step sign-in: the sealed challenge cookie that login set (5 minutes) and the
// authenticator's code, answered to Cognito. Wrong codes count as failures of the email and
// address pair, exactly as wrong passwords do (login-throttle.ts), with Cognito's own limits on
// top. The session then starts as login starts it.
export const handler = apiHandler(
  route.verifyTotpLogin,
  async ({ body, cookies, sourceIp }) => {
    await enforceRateLimit('login', { address: sourceIp });
    const challenge = openChallenge(cookies[cookieNames.mfaChallenge]);
    if (!challenge) throw new HttpError(401, ACCOUNT_MSG.totpLoginExpired);
    const attempt = await startLoginAttempt(challenge.email, sourceIp);
    const answer = await answerMfaChallenge(challenge, body.code);
    if (answer === 'expired') {
      await attempt.failed();
      // Cognito will not take this challenge again: the browser starts over from the password.
      const expired = { msg: ACCOUNT_MSG.totpLoginExpired } as unknown as RouteResponse<'verifyTotpLogin'>;
      return reply(expired, {
        statusCode: 401,
        cookies: [clearMfaChallengeCookie()],
      });
    }
    if (answer === 'wrong-code') {
      await attempt.failed();
      countEvent('failedLogin');
      throw new ValidationError(ACCOUNT_MSG.totpWrongCode, { code: ACCOUNT_MSG.totpWrongCode });
    }
    await attempt.succeeded();
    const { tokens } = answer;
    const profile = await getUserProfile(tokens.claims.sub, { consistent: true });
    if (!profile || profile.status !== 'active') throw new HttpError(401, ACCOUNT_MSG.totpLoginExpired);
    countEvent('login');
    return reply(
      { user: await publicUserWithPhoto(profile), sessionExpiresAt: sessionExpiresAt(tokens) },
      { cookies: [...(await startSession(profile.userID, tokens)), clearMfaChallengeCookie()] },
    );
  },
  { viewerAddress },
);
