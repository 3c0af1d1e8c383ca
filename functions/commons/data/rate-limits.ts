// Rate limits (table-design.ts, pattern 5): a fixed window counter per action and per
// account or source address, one atomic UpdateItem ADD each; the items expire by TTL.
// Limits: 10 per account (50 for invitations and team changes) and RATE_LIMIT_PER_ADDRESS
// (default 200) per address, per action, per 15 minutes. The per-address limit is high
// because offices and mobile networks share addresses, and because test suites run every
// sign-in from 127.0.0.1.
import { createHash } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { tooManyRequests } from '../errors.js';

export const RATE_WINDOW_SECONDS = 15 * 60;
export const PER_ACCOUNT_LIMIT = 10;
/**
 * Actions an account may take more often: an Owner invites a whole team at once, and
 * arranges it (revoke, remove, hand over) in one sitting.
 */
const ACCOUNT_LIMITS: Partial<Record<RateAction, number>> = { invite: 50, team: 50 };
export const DEFAULT_PER_ADDRESS_LIMIT = 200;

/**
 * Login attempts, sign-ups, code emails (confirmation, email and password changes),
 * password-reset emails, requirements sent, invitation emails, membership changes.
 */
export type RateAction = 'login' | 'signup' | 'code' | 'reset' | 'requirement' | 'invite' | 'team';

export function perAddressLimit(): number {
  const value = Number(process.env.RATE_LIMIT_PER_ADDRESS);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_PER_ADDRESS_LIMIT;
}

/** Keys hold no email or address in clear: a short hash is enough to count. */
const digest = (value: string) => createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

async function hit(key: string, limit: number, now: number): Promise<boolean> {
  const windowStart = Math.floor(now / 1000 / RATE_WINDOW_SECONDS) * RATE_WINDOW_SECONDS;
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: config.tableName,
      Key: { PK: `RATE#${key}`, SK: String(windowStart) },
      UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
      ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + RATE_WINDOW_SECONDS * 2 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(Attributes?.hits ?? 0) <= limit;
}

/**
 * Counts one attempt of `action` for the account (an email or userID) and the source
 * address; throws 429 when either is over its limit in the current window.
 */
export async function enforceRateLimit(
  action: RateAction,
  who: { account?: string; address?: string },
  now = Date.now(),
): Promise<void> {
  const checks: Promise<boolean>[] = [];
  const accountLimit = ACCOUNT_LIMITS[action] ?? PER_ACCOUNT_LIMIT;
  if (who.account) checks.push(hit(`${action}#acct#${digest(who.account)}`, accountLimit, now));
  if (who.address) checks.push(hit(`${action}#addr#${digest(who.address)}`, perAddressLimit(), now));
  const results = await Promise.all(checks);
  if (results.includes(false)) throw tooManyRequests();
}
