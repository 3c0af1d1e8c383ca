// The secrets of a session (auth/refresh-sessions.ts): the refresh cookie's random id and
// secret, the secret's hash, and the sealing of the Cognito refresh token under a key derived
// from the secret. No AWS calls and no path aliases: the integration helpers that give test
// users a session (test/integration/support/test-users.ts) use it too.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { sessionKey, type SessionRecord } from '../data/sessions.js';
import type { Tokens } from './cognito-users.js';

/** The refresh token's life (Cognito's refreshTokenValidity): the session's, counted from sign-in. */
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

export const newSecret = () => randomBytes(32).toString('base64url');
// High-entropy secrets: a plain hash is enough (no salt, no slow hash).
export const hashSecret = (secret: string) =>
  createHash('sha256').update(`refresh-secret\0${secret}`).digest('base64url');
export const sameHash = (a: string | undefined, b: string) =>
  a !== undefined && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const sealingKey = (secret: string, sessionID: string) =>
  Buffer.from(hkdfSync('sha256', secret, sessionID, 'cognito-refresh-token', 32));

export function seal(token: string, secret: string, sessionID: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(secret, sessionID), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function unseal(sealedToken: string, secret: string, sessionID: string): string | null {
  const [iv, sealed, tag] = sealedToken.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(secret, sessionID), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new session of a password sign-in: its record and the refresh cookie that opens it. */
export function newSession(
  userID: string,
  tokens: Tokens & { refreshToken: string },
): { record: SessionRecord; cookie: RefreshCookie; expiresAt: number } {
  const cookie = { userID, sessionID: randomBytes(16).toString('base64url'), secret: newSecret() };
  const expiresAt = tokens.claims.iat + REFRESH_TTL_SECONDS;
  const record: SessionRecord = {
    ...sessionKey(userID, cookie.sessionID),
    userID,
    sessionID: cookie.sessionID,
    startedAt: tokens.claims.iat,
    secretHash: hashSecret(cookie.secret),
    sealedToken: seal(tokens.refreshToken, cookie.secret, cookie.sessionID),
    accessExpiresAt: tokens.claims.exp * 1000,
    expiresAt,
  };
  return { record, cookie, expiresAt };
}
