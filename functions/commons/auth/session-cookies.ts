// The cookies of a session: `session` holds the Cognito access token (it lives as long as
// the token), `refresh` the refresh token (30 days) with the userID and the sign-in time in
// front, so refresh-session can refuse a session that was revoked since. The onboarding
// cookie proves which account this browser has just signed up. All are HttpOnly,
// SameSite=Strict, Path=/, Secure outside plain-http local runs, except the `signed-in`
// hint: no secret, just "1", which the web app reads to ask get-user only when a session may
// exist (a visitor's page then logs no 401). It lives and goes with the refresh cookie.
import { config } from '../config.js';
import { pause } from '../helpers/retry.js';
import { clearCookie, serializeCookie } from '../http/cookies.js';
import { signIn, type Tokens } from './cognito-users.js';
import { cookieNames } from './cookie-names.js';
import { ONBOARDING_TTL_SECONDS, createOnboardingToken } from './onboarding-token.js';

export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

const cookie = (name: string, value: string, maxAgeSeconds: number) =>
  serializeCookie(name, value, { maxAgeSeconds, secure: config.secureCookies });

/** Epoch milliseconds at which the session cookie stops working. */
export const sessionExpiresAt = (tokens: Pick<Tokens, 'claims'>) => tokens.claims.exp * 1000;

/** The session cookie (and, after a password sign-in, the refresh cookie). */
export function sessionCookies(tokens: Tokens, now = Date.now()): string[] {
  const cookies = [cookie(cookieNames.session, tokens.accessToken, tokens.claims.exp - Math.floor(now / 1000))];
  if (tokens.refreshToken) {
    cookies.push(
      cookie(
        cookieNames.refresh,
        `${tokens.claims.sub}.${tokens.claims.iat}.${tokens.refreshToken}`,
        REFRESH_TTL_SECONDS,
      ),
      serializeCookie(cookieNames.signedIn, '1', {
        maxAgeSeconds: REFRESH_TTL_SECONDS,
        secure: config.secureCookies,
        httpOnly: false,
      }),
    );
  }
  return cookies;
}

export interface RefreshCookie {
  userID: string;
  /** When the session began (the first access token's iat), epoch seconds. */
  startedAt: number;
  refreshToken: string;
}

export function readRefreshCookie(cookies: Record<string, string>): RefreshCookie | null {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.(.+)$/i.exec(cookies[cookieNames.refresh] ?? '');
  if (!match) return null;
  return { userID: match[1]!, startedAt: Number(match[2]), refreshToken: match[3]! };
}

export const clearSessionCookies = () => [
  clearCookie(cookieNames.session, config.secureCookies),
  clearCookie(cookieNames.refresh, config.secureCookies),
  clearCookie(cookieNames.signedIn, config.secureCookies),
];

export const onboardingCookie = (userID: string) =>
  cookie(cookieNames.onboarding, createOnboardingToken(userID), ONBOARDING_TTL_SECONDS);
export const clearOnboardingCookie = () => clearCookie(cookieNames.onboarding, config.secureCookies);

/**
 * Password sign-in whose session outlives a revocation at `revokedAt` (epoch seconds).
 * Token times are whole seconds, so a sign-in in the very second of a logout would be
 * refused as revoked: it waits for the next second and signs in again (once or twice).
 */
export async function signInAfter(
  email: string,
  password: string,
  revokedAt: number | undefined,
  first?: Tokens,
): Promise<Tokens | null> {
  let tokens = first ?? (await signIn(email, password));
  for (
    let attempt = 0;
    tokens && revokedAt !== undefined && tokens.claims.iat <= revokedAt && attempt < 2;
    attempt += 1
  ) {
    await pause(Math.max(50, (revokedAt + 1) * 1000 - Date.now() + 20));
    tokens = await signIn(email, password);
  }
  if (tokens && revokedAt !== undefined && tokens.claims.iat <= revokedAt)
    throw new Error('Cognito keeps issuing tokens older than the revocation');
  return tokens;
}
