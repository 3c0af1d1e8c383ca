// Sign-in sessions: PK USER#<userID>, SK SESSION#<sessionID> (docs/data-model.md, pattern 24).
// One item per sign-in: what every signed-in call checks the session cookie against, and what
// refresh-session checks before it renews the session. It holds no usable credential: hashes
// of the two cookies' secrets, and the Cognito tokens encrypted under keys only those secrets
// give (accounts/refresh-sessions.ts, platform/auth/session-secrets.ts).
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryPages } from '#platform/dynamodb/query-items.js';
import { collidedWithAnotherWrite, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { revokeSessions, userKey } from './users.js';
import { deleteItem, putItem, transact } from '#platform/dynamodb/table.js';

export const SESSION_PREFIX = 'SESSION#';

export const sessionKey = (userID: string, sessionID: string) => ({
  PK: `USER#${userID}`,
  SK: `${SESSION_PREFIX}${sessionID}`,
});

export interface SessionRecord {
  PK: string;
  SK: string;
  userID: string;
  sessionID: string;
  /** Epoch seconds: iat of the session's access token; revoked when sessionsValidAfter >= it. */
  startedAt: number;
  /** SHA-256 of the refresh cookie's current secret. */
  secretHash: string;
  /** SHA-256 of the secret it replaced, and when (epoch ms): a renewal racing that one is told apart from reuse. */
  previousHash?: string;
  rotatedAt?: number;
  /** The Cognito refresh token, AES-256-GCM under a key derived from the current secret. */
  sealedToken: string;
  /**
   * SHA-256 of the session cookie's secret, and the Cognito access token sealed under it
   * (what two-step sign-in's set-up calls of Cognito take). Absent on records made before the
   * session cookie was opaque: their next renewal adds them.
   */
  sessionHash?: string;
  sealedAccessToken?: string;
  /** Epoch ms at which the last access token given out expires. */
  accessExpiresAt: number;
  /** TTL, epoch seconds: the end of the refresh token's life. */
  expiresAt: number;
}

export async function putSession(record: SessionRecord): Promise<void> {
  await putItem({ Item: record, ConditionExpression: 'attribute_not_exists(PK)' });
}

/**
 * Replaces the secret, in one transaction that holds only while `expectedHash` is still the
 * current one and the user's sessions were not revoked since `next.startedAt` (a logout
 * racing a renewal wins: no new secret outlives it). 'lost': another renewal rotated it
 * first (or both collided); 'revoked': the session was ended meanwhile.
 */
export async function rotateSession(
  record: Pick<SessionRecord, 'userID' | 'sessionID'>,
  expectedHash: string,
  next: Pick<SessionRecord, 'secretHash' | 'sealedToken' | 'accessExpiresAt' | 'startedAt'> &
    Required<Pick<SessionRecord, 'sessionHash' | 'sealedAccessToken'>> & { rotatedAt: number },
): Promise<'rotated' | 'lost' | 'revoked'> {
  try {
    await transact([
      {
        Update: {
          Key: sessionKey(record.userID, record.sessionID),
          UpdateExpression:
            'SET secretHash = :next, previousHash = :expected, rotatedAt = :rotatedAt, sealedToken = :sealed, accessExpiresAt = :accessExpiresAt, startedAt = :startedAt, sessionHash = :sessionHash, sealedAccessToken = :sealedAccess',
          ConditionExpression: 'secretHash = :expected',
          ExpressionAttributeValues: {
            ':next': next.secretHash,
            ':expected': expectedHash,
            ':rotatedAt': next.rotatedAt,
            ':sealed': next.sealedToken,
            ':accessExpiresAt': next.accessExpiresAt,
            ':startedAt': next.startedAt,
            ':sessionHash': next.sessionHash,
            ':sealedAccess': next.sealedAccessToken,
          },
        },
      },
      {
        ConditionCheck: {
          Key: userKey(record.userID),
          ConditionExpression:
            '#status = :active AND (attribute_not_exists(sessionsValidAfter) OR sessionsValidAfter < :startedAt)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active', ':startedAt': next.startedAt },
        },
      },
    ]);
    return 'rotated';
  } catch (error) {
    if (conditionFailedAt(error, 1)) return 'revoked';
    if (conditionFailedAt(error, 0) || collidedWithAnotherWrite(error)) return 'lost';
    throw error;
  }
}

export async function deleteSession(userID: string, sessionID: string): Promise<void> {
  await deleteItem({ Key: sessionKey(userID, sessionID) });
}

/**
 * Deletes every session item of the user but `keep`: a Query of the user's SESSION# keys
 * (one per sign-in in the last 30 days, TTL ends the rest), then batch deletes.
 */
export async function deleteSessions(userID: string, keep?: string): Promise<number> {
  const keys: { PK: string; SK: string }[] = [];
  for await (const page of queryPages({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `USER#${userID}`, ':prefix': SESSION_PREFIX },
    ProjectionExpression: 'PK, SK',
  }))
    for (const item of page as { PK: string; SK: string }[])
      if (!keep || item.SK !== `${SESSION_PREFIX}${keep}`) keys.push({ PK: item.PK, SK: item.SK });
  return batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

/**
 * Ends every session of the user (but `keep`'s record, which the caller renews): the cut-off
 * on the profile is what every check reads, in one write; the records then go, best effort
 * (a record left behind is refused by the cut-off, and its TTL removes it). Returns the
 * cut-off, epoch seconds.
 */
export async function endSessions(userID: string, options: { keep?: string; now?: number } = {}): Promise<number> {
  const cutoff = await revokeSessions(userID, options.now);
  await bestEffort('delete the ended sessions', () => deleteSessions(userID, options.keep));
  return cutoff;
}
