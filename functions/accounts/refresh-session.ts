import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { refreshAccessToken } from '#commons/auth/cognito-users.js';
import {
  clearSessionCookies,
  readRefreshCookie,
  sessionCookies,
  sessionExpiresAt,
} from '#commons/auth/session-cookies.js';
import { getUserProfile, sessionRevoked } from '#commons/data/users.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { reply } from '#commons/http/response.js';
import { MSG } from '#shared/messages.js';
import type { RouteResponse } from '#shared/routes.js';
import * as route from '#shared/routes.js';

// A new session cookie from the refresh cookie, for a session that was not revoked since it
// began, of an account that is still active. Anything else: 401 and both cookies cleared.
export const handler = apiHandler(route.refreshSession, async ({ cookies }) => {
  const refused = () =>
    reply({ msg: MSG.sessionExpired } as unknown as RouteResponse<'refreshSession'>, {
      statusCode: 401,
      cookies: clearSessionCookies(),
    });
  const refresh = readRefreshCookie(cookies);
  if (!refresh) return refused();
  const profile = await getUserProfile(refresh.userID);
  if (!profile || profile.status !== 'active' || sessionRevoked(profile, refresh.startedAt)) return refused();
  const tokens = await refreshAccessToken(refresh.refreshToken);
  if (!tokens || tokens.claims.sub !== refresh.userID) return refused();
  return reply(
    { msg: ACCOUNT_MSG.sessionRenewed, sessionExpiresAt: sessionExpiresAt(tokens) },
    { cookies: sessionCookies(tokens) },
  );
});
