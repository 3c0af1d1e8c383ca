import { ACCOUNT_MSG } from '../account-messages.js';
import { revokeRefreshToken, signOutEverywhere } from '../cognito-users.js';
import { judgeRefresh } from '../refresh-sessions.js';
import { resolveSession } from '../session-check.js';
import { clearOnboardingCookie, clearSessionCookies, readRefreshCookie } from '../http/session-cookies.js';
import { endSessions } from '../sessions.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { apiHandler } from '#functions/api-handler.js';
import { reply } from '#platform/http/response.js';
import * as route from '#shared/routes.js';

// Ends every session of the user on the server, not only in this browser: the cut-off
// (sessionsValidAfter, checked on every call and renewal) and the session records, then
// Cognito's global sign-out and the revocation of this browser's Cognito refresh token, both
// best effort (ours is what every check reads, so an outage there does not stop a logout).
// The user is named by a valid session cookie or a live refresh cookie; without either it
// only clears the cookies. A POST, so the cross-site check applies (platform/http/refuse-cross-site.ts).
export const handler = apiHandler(route.logout, async ({ cookies }) => {
  const session = await resolveSession(cookies);
  const presented = readRefreshCookie(cookies);
  const verdict = presented ? await judgeRefresh(presented) : null;
  const userID = session?.userID ?? (verdict && verdict.state !== 'refused' ? presented!.userID : null);
  if (userID) {
    await endSessions(userID);
    await bestEffort('Cognito global sign-out at logout', () => signOutEverywhere(userID));
  }
  if (verdict?.state === 'current' && presented!.userID === userID) await revokeRefreshToken(verdict.refreshToken);
  return reply({ msg: ACCOUNT_MSG.loggedOut }, { cookies: [...clearSessionCookies(), clearOnboardingCookie()] });
});
