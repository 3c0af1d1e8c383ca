// Rate limits (docs/data-model.md, pattern 5): a fixed window counter per action and per
// account or source address, one atomic UpdateItem ADD each; the items expire by TTL. The
// limits themselves are the areas' (accounts/account-limits.ts, teams/team-limits.ts, ...): an
// action is counted per account (PER_ACCOUNT_LIMIT unless it says otherwise) and per address
// (an IPv6 /64), RATE_LIMIT_PER_ADDRESS (default 200) per action and window (15 minutes unless
// it says otherwise). The per-address limit is high because offices and mobile networks share
// addresses, and because test suites run every sign-in from 127.0.0.1.
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { positiveInteger } from './config.js';
import { tooManyRequests } from './errors.js';
import { updateItem } from './dynamodb/table.js';

export const RATE_WINDOW_SECONDS = 15 * 60;
export const HOUR_SECONDS = 60 * 60;
export const DAY_SECONDS = 24 * HOUR_SECONDS;
export const PER_ACCOUNT_LIMIT = 10;

/** One action's limits, as an area declares them. */
export interface RateLimit {
  /** Names the action's counters: one per action, whoever declares it. */
  action: string;
  /** Per account in a window (default PER_ACCOUNT_LIMIT). */
  perAccount?: number;
  /** An environment variable a deployment may raise `perAccount` with (the bench's soak does). */
  perAccountSetting?: string;
  /** The window, in seconds (default RATE_WINDOW_SECONDS). */
  windowSeconds?: number;
  /** What the 429 says where "a few minutes" would not be true. */
  message?: string;
}

export const DEFAULT_PER_ADDRESS_LIMIT = 200;

function accountLimitOf(limit: RateLimit): number {
  const perAccount = limit.perAccount ?? PER_ACCOUNT_LIMIT;
  return limit.perAccountSetting ? positiveInteger(limit.perAccountSetting, perAccount) : perAccount;
}

export function perAddressLimit(): number {
  return positiveInteger('RATE_LIMIT_PER_ADDRESS', DEFAULT_PER_ADDRESS_LIMIT);
}

/**
 * Whose address a request counts against: one IPv6 subscriber holds a whole /64 (and may
 * pick any address in it), so IPv6 addresses count per /64 prefix; an IPv4 address, written
 * plainly or IPv4-mapped (::ffff:a.b.c.d), counts as itself.
 */
export function addressSubject(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** Keys hold no email or address in clear: a short hash is enough to count. */
export const digest = (value: string) =>
  createHash('sha256').update(value.toLowerCase()).digest('base64url').slice(0, 22);

/** Counts one in the current window of the counter `key`; returns the window's count so far. */
export async function countInWindow(key: string, now: number, windowSeconds = RATE_WINDOW_SECONDS): Promise<number> {
  const windowStart = Math.floor(now / 1000 / windowSeconds) * windowSeconds;
  const { Attributes } = await updateItem({
    Key: { PK: `RATE#${key}`, SK: String(windowStart) },
    UpdateExpression: 'ADD hits :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
    ExpressionAttributeValues: { ':one': 1, ':expiresAt': windowStart + windowSeconds * 2 },
    ReturnValues: 'UPDATED_NEW',
  });
  return Number(Attributes?.hits ?? 0);
}

const hit = async (key: string, limit: number, now: number, windowSeconds?: number) =>
  (await countInWindow(key, now, windowSeconds)) <= limit;

/**
 * Counts one attempt of the action for the account (an email or userID) and the source
 * address; throws 429 when either is over its limit in the current window.
 */
export async function enforceRateLimit(
  limit: RateLimit,
  who: { account?: string; address?: string },
  now = Date.now(),
): Promise<void> {
  const { action } = limit;
  const checks: Promise<boolean>[] = [];
  const accountLimit = accountLimitOf(limit);
  const window = limit.windowSeconds;
  if (who.account) checks.push(hit(`${action}#acct#${digest(who.account)}`, accountLimit, now, window));
  if (who.address)
    checks.push(hit(`${action}#addr#${digest(addressSubject(who.address))}`, perAddressLimit(), now, window));
  const results = await Promise.all(checks);
  if (results.includes(false)) throw tooManyRequests(limit.message);
}

/**
 * Counts one use of something the whole product may do only `limit` times an hour (one
 * counter for everyone, e.g. confirmation emails to addresses typed into a public form);
 * false once over the limit. It never throws 429: the caller decides what to leave out.
 */
export async function withinHourlyBudget(name: string, limit: number, now = Date.now()): Promise<boolean> {
  return hit(`${name}#all`, limit, now, HOUR_SECONDS);
}
