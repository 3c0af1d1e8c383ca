// The server side of the refresh cookie. Each sign-in opens a session item (platform/auth/sessions.ts);
// the cookie carries `<userID>.<sessionID>.<secret>`, a random 256-bit secret that changes on
// every renewal, as the session cookie's own secret does (platform/auth/session.ts). The item keeps only the secret's hash, and the Cognito refresh token sealed
// with a key derived from the secret: the token never reaches the browser (a stolen cookie
// cannot be taken to Cognito directly), and the table alone cannot open it.
// A renewal presenting the current secret rotates it. The secret just replaced is still
// answered (without new tokens) for REUSE_GRACE_MS, for two tabs renewing at once; any other
// secret is a replayed, stolen or forged cookie, and ends the session.
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { deleteSession, putSession, rotateSession, sessionKey, type SessionRecord } from './sessions.js';
import { sessionRevoked, userKey, type UserProfile } from './users.js';
import { logger } from '#platform/observability/logger.js';
import { pause } from '#platform/async/retry.js';
import type { Tokens } from './cognito-users.js';
import {
  REUSE_GRACE_MS,
  hashRefreshSecret,
  newSecret,
  newSession,
  seal,
  sessionCookieFields,
  unseal,
  type RefreshCookie,
  type SessionCookie,
} from './session-secrets.js';
import { sameHash } from '#platform/crypto.js';

export {
  REFRESH_TTL_SECONDS,
  REUSE_GRACE_MS,
  newSession,
  parseRefreshCookie,
  refreshCookieValue,
} from './session-secrets.js';
export type { RefreshCookie } from './session-secrets.js';

/** A session's two cookies, and when the session ends (epoch seconds). */
export interface OpenedSession {
  cookie: RefreshCookie;
  session: SessionCookie;
  expiresAt: number;
}

/** Stores the session of a password sign-in; answers its cookies and when it ends. */
export async function openSession(userID: string, tokens: Tokens & { refreshToken: string }): Promise<OpenedSession> {
  const { record, cookie, session, expiresAt } = newSession(userID, tokens);
  await putSession(record);
  return { cookie, session, expiresAt };
}

/**
 * What a refresh cookie is worth now:
 * - `current`: its secret is the session's; `refreshToken` is the Cognito refresh token;
 * - `concurrent`: its secret was rotated out by another renewal under REUSE_GRACE_MS ago;
 * - `refused`: no such session, ended, expired, revoked (sessionsValidAfter), an account no
 *   longer active, or a secret that is neither (the session is then deleted: reuse).
 */
export type RefreshVerdict =
  | { state: 'current'; record: SessionRecord; profile: UserProfile; refreshToken: string }
  | { state: 'concurrent'; record: SessionRecord; profile: UserProfile }
  | { state: 'refused' };

export async function judgeRefresh(cookie: RefreshCookie, options: { now?: number } = {}): Promise<RefreshVerdict> {
  const now = options.now ?? Date.now();
  const [profile, record] = (await batchGetItems(
    [userKey(cookie.userID), sessionKey(cookie.userID, cookie.sessionID)],
    {
      consistent: true,
    },
  )) as [UserProfile | undefined, SessionRecord | undefined];
  if (!record || record.expiresAt * 1000 <= now) return { state: 'refused' };
  if (!profile || profile.status !== 'active') return { state: 'refused' };
  if (sessionRevoked(profile, record.startedAt)) return { state: 'refused' };
  const presented = hashRefreshSecret(cookie.secret);
  if (sameHash(record.secretHash, presented)) {
    const refreshToken = unseal(record.sealedToken, cookie.secret, cookie.sessionID);
    return refreshToken ? { state: 'current', record, profile, refreshToken } : { state: 'refused' };
  }
  if (sameHash(record.previousHash, presented) && now - (record.rotatedAt ?? 0) <= REUSE_GRACE_MS)
    return { state: 'concurrent', record, profile };
  // An old (or made-up) secret for a real session: whoever holds the current one may be a
  // thief, so the session ends for both.
  logger.warn('refresh secret reused: session ended', { userID: cookie.userID });
  await deleteSession(cookie.userID, cookie.sessionID);
  return { state: 'refused' };
}

/**
 * Gives the session new secrets (the refresh cookie's and the session cookie's) and its new
 * access token, sealing both Cognito tokens again under them. `restart`: the session counts as begun at the new token's
 * iat (it is kept through a revocation: an email change). 'lost': another renewal rotated it
 * first; 'revoked': it was ended meanwhile.
 */
export async function rotateRefresh(
  verdict: Extract<RefreshVerdict, { state: 'current' }>,
  cookie: RefreshCookie,
  tokens: Tokens,
  options: { restart?: boolean; now?: number } = {},
): Promise<OpenedSession | 'lost' | 'revoked'> {
  const next = { ...cookie, secret: newSecret() };
  const { session, fields } = sessionCookieFields(cookie.userID, cookie.sessionID, tokens.accessToken);
  const outcome = await rotateSession(verdict.record, verdict.record.secretHash, {
    secretHash: hashRefreshSecret(next.secret),
    sealedToken: seal(verdict.refreshToken, next.secret, cookie.sessionID),
    ...fields,
    accessExpiresAt: tokens.claims.exp * 1000,
    startedAt: options.restart ? tokens.claims.iat : verdict.record.startedAt,
    rotatedAt: options.now ?? Date.now(),
  });
  return outcome === 'rotated' ? { cookie: next, session, expiresAt: verdict.record.expiresAt } : outcome;
}

/**
 * Tokens issued strictly after a revocation at `revokedAt` (epoch seconds). Token times are
 * whole seconds, so tokens from the very second of a revocation would be refused as revoked:
 * wait for the next second and ask again (once or twice).
 */
export async function tokensAfter(
  revokedAt: number | undefined,
  issue: () => Promise<Tokens | null>,
  first?: Tokens | null,
): Promise<Tokens | null> {
  let tokens = first === undefined ? await issue() : first;
  for (
    let attempt = 0;
    tokens && revokedAt !== undefined && tokens.claims.iat <= revokedAt && attempt < 2;
    attempt += 1
  ) {
    await pause(Math.max(50, (revokedAt + 1) * 1000 - Date.now() + 20));
    tokens = await issue();
  }
  if (tokens && revokedAt !== undefined && tokens.claims.iat <= revokedAt)
    throw new Error('Cognito keeps issuing tokens older than the revocation');
  return tokens;
}
