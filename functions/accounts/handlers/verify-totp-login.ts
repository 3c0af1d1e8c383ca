import { ACCOUNT_MSG } from '../account-messages.js';
import { answerMfaChallenge } from '../cognito-users.js';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { clearMfaChallengeCookie, openChallenge } from '../http/mfa-challenge-cookie.js';
import { sessionExpiresAt, startSession } from '../http/session-cookies.js';
import { startLoginAttempt } from '../login-throttle.js';
import { apiHandler } from '#functions/api-handler.js';
import { publicUserWithPhoto } from '#functions/teams/index.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { getUserProfile } from '../users.js';
import { HttpError, ValidationError } from '#platform/errors.js';
import { countEvent } from '#platform/observability/metrics.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { reply } from '#platform/http/response.js';
import type { RouteResponse } from '#shared/routes.js';
import * as route from '#shared/routes.js';
import { ACCOUNT_LIMITS } from '../account-limits.js';

// Step 2 of a two-step sign-in: the sealed challenge cookie that login set (5 minutes) and the
// authenticator's code, answered to Cognito. Wrong codes count as failures of the email and
// address pair, exactly as wrong passwords do (login-throttle.ts), with Cognito's own limits on
// top. The session then starts as login starts it.
export const handler = apiHandler(
  route.verifyTotpLogin,
  async ({ body, cookies, sourceIp }) => {
    await enforceRateLimit(ACCOUNT_LIMITS.login, { address: sourceIp });
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
