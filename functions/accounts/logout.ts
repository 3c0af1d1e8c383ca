import { ACCOUNT_MSG } from '#commons/auth/account-messages.js';
import { refreshAccessToken, revokeRefreshToken, signOutEverywhere } from '#commons/auth/cognito-users.js';
import { resolveSession } from '#commons/auth/session.js';
import { clearOnboardingCookie, clearSessionCookies, readRefreshCookie } from '#commons/auth/session-cookies.js';
import { revokeSessions } from '#commons/data/users.js';
import { bestEffort } from '#commons/helpers/best-effort.js';
import { apiHandler } from '#commons/http/api-handler.js';
import { reply } from '#commons/http/response.js';
import * as route from '#shared/routes.js';

/** The signed-in user: from the session cookie, or from a refresh token Cognito still accepts. */
async function signedInUserID(cookies: Record<string, string>): Promise<string | null> {
  const session = await resolveSession(cookies);
  if (session) return session.userID;
  const refresh = readRefreshCookie(cookies);
  if (!refresh) return null;
  // Cognito down: the user cannot be named, but the cookies are still cleared below.
  const tokens = await bestEffort(
    'identify the user by the refresh token',
    () => refreshAccessToken(refresh.refreshToken),
    null,
  );
  return tokens?.claims.sub === refresh.userID ? refresh.userID : null;
}

// Revokes on the server, not only in the browser: every session of the user that began
// until now stops working (sessionsValidAfter, checked on every call and on refresh),
// Cognito revokes the refresh tokens, and the cookies are cleared. Anyone may call it;
// without a session it only clears the cookies. Our own revocation is what every call checks;
// Cognito's steps back it up, so an outage there does not stop a logout.
export const handler = apiHandler(route.logout, async ({ cookies }) => {
  const userID = await signedInUserID(cookies);
  if (userID) {
    await revokeSessions(userID);
    await bestEffort('Cognito global sign-out at logout', () => signOutEverywhere(userID));
  }
  const refresh = readRefreshCookie(cookies);
  if (refresh) await bestEffort('revoke the refresh token at logout', () => revokeRefreshToken(refresh.refreshToken));
  return reply({ msg: ACCOUNT_MSG.loggedOut }, { cookies: [...clearSessionCookies(), clearOnboardingCookie()] });
});
