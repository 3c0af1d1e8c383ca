// Sessions: the session cookie holds a Cognito access token. It is verified against the
// pool's keys (issuer, expiry, client, token use), then the user's profile is read: the
// role and account state come from our own table, never from the client.
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache } from 'aws-jwt-verify/jwk';
import { config } from '../config.js';
import { batchGetItems, type ItemKey } from '../data/batch-get.js';
import { getUserProfile, sessionRevoked, userKey, type UserProfile } from '../data/users.js';
import type { Session } from '../http/types.js';
import { cookieNames } from './cookie-names.js';

type Verifier = {
  verify(
    token: string,
  ): Promise<{ sub?: unknown; client_id?: unknown; token_use?: unknown; iat?: unknown; exp?: unknown }>;
};
let verifier: Verifier | undefined;

/**
 * aws-jwt-verify fetches keys over HTTPS only; cognito-local serves them over plain HTTP
 * on 127.0.0.1, so the local stack gets a fetch-based key cache. Never used in AWS.
 */
const plainHttpJwksCache = () =>
  new SimpleJwksCache({
    fetcher: {
      fetch: async (uri: string) => {
        const response = await fetch(uri, { signal: AbortSignal.timeout(3000) });
        if (!response.ok) throw new Error(`JWKS fetch failed with ${response.status}`);
        return response.arrayBuffer();
      },
    },
  });

function accessTokenVerifier(): Verifier {
  if (verifier) return verifier;
  const jwksUri = config.jwksUri;
  verifier = JwtRsaVerifier.create(
    {
      issuer: config.tokenIssuer,
      jwksUri,
      audience: null,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access') throw new Error('Not an access token');
        if (payload.client_id !== config.userPoolClientId) throw new Error('Token of another client');
      },
    },
    jwksUri.startsWith('http:') ? { jwksCache: plainHttpJwksCache() } : undefined,
  ) as Verifier;
  return verifier;
}

/** Lets tests swap the verifier (for example, to inject a token check failure). */
export function setAccessTokenVerifier(custom: Verifier | undefined): void {
  verifier = custom;
}

/** The session of a request, or null when there is none or it is not valid any more. */
export async function resolveSession(cookies: Record<string, string>): Promise<Session | null> {
  return (await resolveSessionAndRead(cookies))?.session ?? null;
}

/**
 * resolveSession, and with `alsoRead` one more item read in the same round trip as the
 * profile (one BatchGetItem, strongly consistent): a signed-in call that reads one item
 * named by its input waits for DynamoDB once instead of twice. `item` is undefined when
 * there is no such item.
 */
export async function resolveSessionAndRead(
  cookies: Record<string, string>,
  alsoRead?: ItemKey,
): Promise<{ session: Session; item: Record<string, unknown> | undefined } | null> {
  const token = cookies[cookieNames.session];
  if (!token) return null;
  let userID: string;
  let issuedAt: number;
  let expiresAt: number | undefined;
  try {
    const payload = await accessTokenVerifier().verify(token);
    if (typeof payload.sub !== 'string') return null;
    userID = payload.sub;
    issuedAt = typeof payload.iat === 'number' ? payload.iat : 0;
    expiresAt = typeof payload.exp === 'number' ? payload.exp : undefined;
  } catch {
    return null;
  }
  const [user, item] = alsoRead
    ? ((await batchGetItems([userKey(userID), alsoRead], { consistent: true })) as [
        UserProfile | undefined,
        Record<string, unknown> | undefined,
      ])
    : // Strongly consistent: a sign-out, or a removal from a company, holds from the next call on.
      [await getUserProfile(userID, { consistent: true }), undefined];
  if (!user || user.status !== 'active') return null;
  // Logout (and password changes) revoke every session that began before them.
  if (sessionRevoked(user, issuedAt)) return null;
  return { session: { userID, role: user.role, user, ...(expiresAt ? { expiresAt } : {}) }, item };
}
