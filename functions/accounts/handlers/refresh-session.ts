import { ACCOUNT_MSG } from '../account-messages.js';
import { refreshAccessToken } from '../cognito-users.js';
import { judgeRefresh, rotateRefresh } from '../refresh-sessions.js';
import {
  clearSessionCookies,
  readRefreshCookie,
  renewedSessionCookies,
  sessionExpiresAt,
} from '../http/session-cookies.js';
import { deleteSession } from '../sessions.js';
import { serviceUnavailable } from '#platform/errors.js';
import { apiHandler } from '#functions/api-handler.js';
import { reply } from '#platform/http/response.js';
import { MSG } from '#shared/messages.js';
import type { RouteResponse } from '#shared/routes.js';
import * as route from '#shared/routes.js';

// A new session cookie, and a new refresh secret, from the refresh cookie of a live session
// (accounts/refresh-sessions.ts). A cookie whose secret another tab has just rotated out gets 200
// and nothing new (that tab's answer set the new cookies in this browser). Anything else: 401
// and the cookies cleared; a replayed old secret also ends the session.
export const handler = apiHandler(route.refreshSession, async ({ cookies }) => {
  const refused = () =>
    reply({ msg: MSG.sessionExpired } as unknown as RouteResponse<'refreshSession'>, {
      statusCode: 401,
      cookies: clearSessionCookies(),
    });
  const presented = readRefreshCookie(cookies);
  if (!presented) return refused();
  // Twice at most: two renewals that collided both lose, and one more try settles it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const verdict = await judgeRefresh(presented);
    if (verdict.state === 'refused') return refused();
    if (verdict.state === 'concurrent')
      return reply({ msg: ACCOUNT_MSG.sessionRenewed, sessionExpiresAt: verdict.record.accessExpiresAt });
    const tokens = await refreshAccessToken(verdict.refreshToken);
    if (!tokens || tokens.claims.sub !== presented.userID) {
      // Cognito no longer takes it (signed out there, expired): the session is over.
      await deleteSession(presented.userID, presented.sessionID);
      return refused();
    }
    const rotated = await rotateRefresh(verdict, presented, tokens);
    if (rotated === 'revoked') return refused();
    if (rotated !== 'lost')
      return reply(
        { msg: ACCOUNT_MSG.sessionRenewed, sessionExpiresAt: sessionExpiresAt(tokens) },
        { cookies: renewedSessionCookies(tokens, rotated) },
      );
  }
  // Still colliding with other renewals: nothing was changed, and a retry will settle it.
  throw serviceUnavailable();
});
