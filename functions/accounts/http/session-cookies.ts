// The cookies of a session: `session` the server-side session's id and a secret of its own
// (it lives as long as the Cognito access token it stands for, which stays on the server:
// platform/auth/session.ts), `refresh` the same id and another secret (30 days: accounts/refresh-sessions.ts).
// Neither is a Cognito token, so a stolen cookie cannot be taken to Cognito's API. The onboarding cookie proves which account this
// browser has just signed up. All are HttpOnly, SameSite=Strict, Path=/, Secure outside
// plain-http local runs, except the `signed-in` hint: no secret, just "1", which the web app
// reads to ask get-user only when a session may exist (a visitor's page then logs no 401). It
// lives and goes with the refresh cookie.
import { config } from '#platform/config.js';
import { clearCookie, serializeCookie } from '#platform/http/cookies.js';
import { endSessions } from '../sessions.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { refreshAccessToken, signIn, type Tokens } from '../cognito-users.js';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { ONBOARDING_TTL_SECONDS, createOnboardingToken } from '#platform/auth/onboarding-token.js';
import {
  judgeRefresh,
  openSession,
  parseRefreshCookie,
  refreshCookieValue,
  rotateRefresh,
  tokensAfter,
  type OpenedSession,
  type RefreshCookie,
} from '../refresh-sessions.js';
import { sessionCookieValue } from '../session-secrets.js';

export { REFRESH_TTL_SECONDS, type RefreshCookie } from '../refresh-sessions.js';

const cookie = (name: string, value: string, maxAgeSeconds: number) =>
  serializeCookie(name, value, { maxAgeSeconds, secure: config.secureCookies });

/** Epoch milliseconds at which the session cookie stops working. */
export const sessionExpiresAt = (tokens: Pick<Tokens, 'claims'>) => tokens.claims.exp * 1000;

/**
 * The cookies of a session: the session cookie until its access token expires, the refresh
 * cookie and the signed-in hint until the session's end (`expiresAt`, epoch seconds). A new
 * session's come from startSession; this is for a session that already has its record.
 */
export function renewedSessionCookies(tokens: Tokens, opened: OpenedSession, now = Date.now()): string[] {
  const nowSeconds = Math.floor(now / 1000);
  const maxAge = Math.max(0, opened.expiresAt - nowSeconds);
  return [
    cookie(cookieNames.session, sessionCookieValue(opened.session), tokens.claims.exp - nowSeconds),
    cookie(cookieNames.refresh, refreshCookieValue(opened.cookie), maxAge),
    serializeCookie(cookieNames.signedIn, '1', {
      maxAgeSeconds: maxAge,
      secure: config.secureCookies,
      httpOnly: false,
    }),
  ];
}

/**
 * Starts the session of a password sign-in (login, joining a team, a password change, ...):
 * stores its server-side record and answers the cookies to set. The one way a session is opened.
 */
export async function startSession(userID: string, tokens: Tokens): Promise<string[]> {
  if (tokens.claims.sub !== userID) throw new Error('Tokens of another user');
  if (!tokens.refreshToken) throw new Error('A password sign-in without a refresh token');
  return renewedSessionCookies(tokens, await openSession(userID, { ...tokens, refreshToken: tokens.refreshToken }));
}

export const readRefreshCookie = (cookies: Record<string, string>): RefreshCookie | null =>
  parseRefreshCookie(cookies[cookieNames.refresh]);

/**
 * Ends every session of the user but this browser's, which is renewed past the cut-off (an
 * email change: no password to sign in with again). Answers this browser's new cookies, or
 * none when it holds no live session or the renewal fails (it is then signed out too).
 * Cognito's global sign-out is not called: it would end this browser's Cognito refresh
 * token as well, and the others' are sealed in records that are gone.
 */
export async function endOtherSessions(userID: string, cookies: Record<string, string>): Promise<string[]> {
  const presented = readRefreshCookie(cookies);
  const verdict = presented?.userID === userID ? await judgeRefresh(presented) : null;
  const kept = verdict?.state === 'current' ? { verdict, presented: presented! } : null;
  const cutoff = await endSessions(userID, { keep: kept?.presented.sessionID });
  if (!kept) return [];
  const renewed = await bestEffort(
    'renew the session of the browser that changed the email',
    async () => {
      const tokens = await tokensAfter(cutoff, () => refreshAccessToken(kept.verdict.refreshToken));
      if (!tokens || tokens.claims.sub !== userID) return [];
      const rotated = await rotateRefresh(kept.verdict, kept.presented, tokens, { restart: true });
      return typeof rotated === 'string' ? [] : renewedSessionCookies(tokens, rotated);
    },
    [],
  );
  return renewed ?? [];
}

export const clearSessionCookies = () => [
  clearCookie(cookieNames.session, config.secureCookies),
  clearCookie(cookieNames.refresh, config.secureCookies),
  clearCookie(cookieNames.signedIn, config.secureCookies),
];

export const onboardingCookie = (userID: string) =>
  cookie(cookieNames.onboarding, createOnboardingToken(userID), ONBOARDING_TTL_SECONDS);
export const clearOnboardingCookie = () => clearCookie(cookieNames.onboarding, config.secureCookies);

/** Password sign-in whose session outlives a revocation at `revokedAt` (epoch seconds): see tokensAfter. */
export const signInAfter = (email: string, password: string, revokedAt: number | undefined, first?: Tokens) =>
  tokensAfter(revokedAt, () => signIn(email, password), first);
