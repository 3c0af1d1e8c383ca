// The secrets of a session (accounts/refresh-sessions.ts). Both cookies carry
// `<userID>.<sessionID>.<secret>`, each with a random secret of its own: the refresh cookie's
// opens the Cognito refresh token, the session cookie's the Cognito access token, each sealed
// in the session's record under a key derived from that secret; the record keeps only the
// secrets' hashes. The browser never holds a Cognito token. No AWS calls and no path aliases:
// the integration helpers that give test users a session (tools/test-users.ts)
// use it too.
import { createHash, randomBytes } from 'node:crypto';
import { derivedKey, open, seal as sealUnder } from '#platform/crypto.js';
import { sessionKey, type SessionRecord } from './sessions.js';

/** The refresh token's life (Cognito's refreshTokenValidity): the session's, counted from sign-in. */
/** What Cognito answers a sign-in or a refresh with, as the session keeps it. */
export interface TokenClaims {
  sub: string;
  /** Issued at, epoch seconds. */
  iat: number;
  /** Expires at, epoch seconds. */
  exp: number;
}

export interface Tokens {
  accessToken: string;
  /** Only a password sign-in returns one; a refresh does not. */
  refreshToken?: string;
  claims: TokenClaims;
}

export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long a secret just rotated out is answered as a concurrent renewal, not as reuse. */
export const REUSE_GRACE_MS = 20_000;

export interface RefreshCookie {
  userID: string;
  sessionID: string;
  secret: string;
}

const COOKIE_PATTERN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/i;

export function parseRefreshCookie(value: string | undefined): RefreshCookie | null {
  const match = COOKIE_PATTERN.exec(value ?? '');
  return match ? { userID: match[1]!, sessionID: match[2]!, secret: match[3]! } : null;
}

export const refreshCookieValue = ({ userID, sessionID, secret }: RefreshCookie) => `${userID}.${sessionID}.${secret}`;

/** The session cookie has the refresh cookie's form, with its own secret. */
export type SessionCookie = RefreshCookie;
export const parseSessionCookie = parseRefreshCookie;
export const sessionCookieValue = refreshCookieValue;

export const newSecret = () => randomBytes(32).toString('base64url');
// High-entropy secrets: a plain hash is enough (no salt, no slow hash).
export const hashRefreshSecret = (secret: string) =>
  createHash('sha256').update(`refresh-secret\0${secret}`).digest('base64url');
/** The session cookie's secret, hashed apart from the refresh secret's: neither stands for the other. */
export const hashSessionSecret = (secret: string) =>
  createHash('sha256').update(`session-secret\0${secret}`).digest('base64url');

/** Which Cognito token a sealing holds: each is sealed under a key of its own. */
export type SealedToken = 'cognito-refresh-token' | 'cognito-access-token';

/** Each token of each session under its own key: the cookie's secret, salted with the session. */
const sealingKey = (secret: string, sessionID: string, token: SealedToken) => derivedKey(secret, sessionID, token);

export const seal = (
  token: string,
  secret: string,
  sessionID: string,
  kind: SealedToken = 'cognito-refresh-token',
): string => sealUnder(token, sealingKey(secret, sessionID, kind));

export const unseal = (
  sealedToken: string,
  secret: string,
  sessionID: string,
  kind: SealedToken = 'cognito-refresh-token',
): string | null => open(sealedToken, sealingKey(secret, sessionID, kind));

/** The record's fields that let a session cookie in: its secret's hash and the access token sealed under it. */
export function sessionCookieFields(
  userID: string,
  sessionID: string,
  accessToken: string,
): { session: SessionCookie; fields: Required<Pick<SessionRecord, 'sessionHash' | 'sealedAccessToken'>> } {
  const session = { userID, sessionID, secret: newSecret() };
  return {
    session,
    fields: {
      sessionHash: hashSessionSecret(session.secret),
      sealedAccessToken: seal(accessToken, session.secret, sessionID, 'cognito-access-token'),
    },
  };
}

/** A new session of a password sign-in: its record and the two cookies that open it. */
export function newSession(
  userID: string,
  tokens: Tokens & { refreshToken: string },
): { record: SessionRecord; cookie: RefreshCookie; session: SessionCookie; expiresAt: number } {
  const cookie = { userID, sessionID: randomBytes(16).toString('base64url'), secret: newSecret() };
  const { session, fields } = sessionCookieFields(userID, cookie.sessionID, tokens.accessToken);
  const expiresAt = tokens.claims.iat + REFRESH_TTL_SECONDS;
  const record: SessionRecord = {
    ...sessionKey(userID, cookie.sessionID),
    userID,
    sessionID: cookie.sessionID,
    startedAt: tokens.claims.iat,
    secretHash: hashRefreshSecret(cookie.secret),
    sealedToken: seal(tokens.refreshToken, cookie.secret, cookie.sessionID),
    ...fields,
    accessExpiresAt: tokens.claims.exp * 1000,
    expiresAt,
  };
  return { record, cookie, session, expiresAt };
}
