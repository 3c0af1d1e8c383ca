// Sessions: the session cookie names the server-side session (platform/auth/sessions.ts) and carries a
// secret of its own; the session's record holds the secret's hash, when its access token
// expires, and that Cognito token sealed under the secret. The browser never holds a Cognito
// token, so a stolen cookie cannot be taken to Cognito's API. One read (BatchGetItem, strongly
// consistent) fetches the record with the user's profile: the role and account state come
// from our own table, never from the client.
import type { Role } from '#shared/constants.js';
import { batchGetItems, type ItemKey } from '#platform/dynamodb/batch-get.js';
import { sessionKey, type SessionRecord } from './sessions.js';
import { getUserProfile, sessionRevoked, userKey, type UserProfile } from './users.js';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { sameHash } from '#platform/crypto.js';
import { hashSessionSecret, parseSessionCookie, unseal } from './session-secrets.js';

/** Who is calling: the signed-in account, as the session check found it. */
export interface Session {
  userID: string;
  role: Role;
  /** The profile read while checking the session: handlers need not read it again. */
  user: UserProfile;
  /** When the session's access token expires, epoch seconds. */
  expiresAt?: number;
  /**
   * The session's Cognito access token, kept on the server (only the calls Cognito authorises
   * by it need it: two-step sign-in's set-up); null when it cannot be opened.
   */
  cognitoAccessToken(): string | null;
}

/** A test's stand-in for the session records: a cookie value to whom it belongs. */
type TestSessions = {
  verify(token: string): Promise<{ sub?: unknown; iat?: unknown; exp?: unknown }>;
};
let testSessions: TestSessions | undefined;

/**
 * Lets unit tests name sessions by plain cookie values (their mocked table holds no session
 * records); the value then also stands for the Cognito access token. Never set in AWS.
 */
export function setTestSessions(custom: TestSessions | undefined): void {
  testSessions = custom;
}

/** The session of a request, or null when there is none or it is not valid any more. */
export async function resolveSession(cookies: Record<string, string>): Promise<Session | null> {
  return (await resolveSessionAndRead(cookies))?.session ?? null;
}

type Checked = { session: Session; item: Record<string, unknown> | undefined };

/**
 * resolveSession, and with `alsoRead` one more item read in the same round trip as the
 * profile and the session's record (one BatchGetItem, strongly consistent): a signed-in call
 * that reads one item named by its input waits for DynamoDB once instead of twice. `item` is
 * undefined when there is no such item.
 */
export async function resolveSessionAndRead(
  cookies: Record<string, string>,
  alsoRead?: ItemKey,
  now = Date.now(),
): Promise<Checked | null> {
  const value = cookies[cookieNames.session];
  if (!value) return null;
  if (testSessions) return resolveTestSession(testSessions, value, alsoRead);
  const cookie = parseSessionCookie(value);
  if (!cookie) return null;
  // Strongly consistent: a sign-out, or a removal from a company, holds from the next call on.
  const [user, record, item] = (await batchGetItems(
    [userKey(cookie.userID), sessionKey(cookie.userID, cookie.sessionID), ...(alsoRead ? [alsoRead] : [])],
    { consistent: true },
  )) as [UserProfile | undefined, SessionRecord | undefined, Record<string, unknown> | undefined];
  if (!record || !sameHash(record.sessionHash, hashSessionSecret(cookie.secret))) return null;
  if (record.accessExpiresAt <= now) return null;
  if (!user || user.status !== 'active') return null;
  // Logout (and password changes) revoke every session that began before them.
  if (sessionRevoked(user, record.startedAt)) return null;
  const sealed = record.sealedAccessToken;
  return {
    session: {
      userID: user.userID,
      role: user.role,
      user,
      expiresAt: Math.floor(record.accessExpiresAt / 1000),
      cognitoAccessToken: () =>
        sealed ? unseal(sealed, cookie.secret, cookie.sessionID, 'cognito-access-token') : null,
    },
    item,
  };
}

async function resolveTestSession(sessions: TestSessions, token: string, alsoRead?: ItemKey): Promise<Checked | null> {
  let claims: Awaited<ReturnType<TestSessions['verify']>>;
  try {
    claims = await sessions.verify(token);
  } catch {
    return null;
  }
  if (typeof claims.sub !== 'string') return null;
  const userID = claims.sub;
  const [user, item] = alsoRead
    ? ((await batchGetItems([userKey(userID), alsoRead], { consistent: true })) as [
        UserProfile | undefined,
        Record<string, unknown> | undefined,
      ])
    : [await getUserProfile(userID, { consistent: true }), undefined];
  if (!user || user.status !== 'active') return null;
  if (sessionRevoked(user, typeof claims.iat === 'number' ? claims.iat : 0)) return null;
  const expiresAt = typeof claims.exp === 'number' ? claims.exp : undefined;
  return {
    session: { userID, role: user.role, user, ...(expiresAt ? { expiresAt } : {}), cognitoAccessToken: () => token },
    item,
  };
}
