// Failed logins (docs/data-model.md, pattern 5). Nobody can lock an account: only wrong passwords
// count, and the wait they bring applies to the (account, address) pair that made them, so
// a correct password from any other address still gets in while an attacker is failing.
// - Pair: `RATE#login-fail#pair#<hash of email and address>` / `FAILURES`, holding `failures`
//   and `lastFailureAt` (epoch s), forgotten a day after the last failure (TTL). Every try is
//   counted before the password is checked (parallel guesses take turns), and a success clears
//   the count. The first FREE_FAILURES cost nothing (typos); from then on the pair waits before
//   each new try, 15 s after the fifth failure, doubling with each one, at most 15 minutes
//   (retryDelaySeconds). Login, its second step and every password check in Settings count
//   here alike (accounts/password-check.ts).
// - Account: `RATE#login-fail#acct#<hash of email>` / `<window start>`, failures from any
//   address in 15-minute windows. It refuses nothing (that would be the lock-out); crossing
//   ACCOUNT_ALERT_FAILURES is logged, the operators' sign of guessing spread over addresses.
// An address counts as its IPv6 /64 (addressSubject), as for the other rate limits.
import { tooManyRequests } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { addressSubject, countInWindow, digest } from '#platform/rate-limits.js';
import { getItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

export const FREE_FAILURES = 5;
export const FIRST_DELAY_SECONDS = 15;
export const MAX_DELAY_SECONDS = 15 * 60;
export const ACCOUNT_ALERT_FAILURES = 20;
const PAIR_MEMORY_SECONDS = 24 * 60 * 60;

/** How long a pair with `failures` wrong passwords waits after its last one before trying again. */
export function retryDelaySeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** The 429's message: when to try again, in seconds, or in minutes from two minutes on. */
export function tryAgainMessage(seconds: number): string {
  const wait =
    seconds < 120 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many attempts. Try again in ${wait}.`;
}

export const loginPairKey = (email: string, address: string) => ({
  PK: `RATE#login-fail#pair#${digest(`${email}|${addressSubject(address)}`)}`,
  SK: 'FAILURES',
});

/** What the caller does once the password (or code) is checked. */
export interface LoginAttempt {
  /** It was wrong: the pair already counted it; the account's window counts it too. */
  failed(): Promise<void>;
  /** It was right: the pair's failures are cleared. */
  succeeded(): Promise<void>;
  /**
   * The try is not held against the pair: the password was right but the sign-in goes on to
   * its second step (the earlier failures stay until that code is right), or nothing was
   * checked (Cognito's own lock answered).
   */
  uncount(): Promise<void>;
}

/** Turns a pair may lose to its own parallel tries before it is told to wait. */
const TURNS = 3;

/**
 * Starts a check of the password (or code) of `email` from `address`: throws 429 (with the
 * wait) while the pair must wait. Every try is counted as a failure BEFORE it is checked, in a
 * write conditioned on the count just read, so parallel tries take turns and none escapes the
 * count; a success clears it.
 */
export async function startLoginAttempt(email: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const Key = loginPairKey(email, address);
  const nowS = Math.floor(now / 1000);
  for (let turn = 1; ; turn += 1) {
    const { Item } = await getItem({ Key, ConsistentRead: true });
    const failures = Number(Item?.failures ?? 0);
    const wait = Number(Item?.lastFailureAt ?? 0) + retryDelaySeconds(failures) - nowS;
    if (wait > 0) throw tooManyRequests(tryAgainMessage(wait));
    try {
      await updateItem({
        Key,
        UpdateExpression: 'ADD failures :one SET lastFailureAt = :now, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(failures) OR failures = :seen',
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': nowS,
          ':expiresAt': nowS + PAIR_MEMORY_SECONDS,
          ':seen': failures,
        },
      });
    } catch (error) {
      if (!conditionFailed(error)) throw error;
      // Another try of the pair took this turn: read its count and wait if it says so.
      if (turn < TURNS) continue;
      throw tooManyRequests(tryAgainMessage(Math.max(1, retryDelaySeconds(failures + 1))));
    }
    return pairAttempt(email, Key, now);
  }
}

function pairAttempt(email: string, Key: { PK: string; SK: string }, now: number): LoginAttempt {
  const nowS = Math.floor(now / 1000);
  const setFailures = (UpdateExpression: string, values: Record<string, number>) =>
    updateItem({
      Key,
      UpdateExpression,
      ExpressionAttributeValues: { ...values, ':expiresAt': nowS + PAIR_MEMORY_SECONDS },
    });
  return {
    async failed() {
      const accountFailures = await countInWindow(`login-fail#acct#${digest(email)}`, now);
      if (accountFailures === ACCOUNT_ALERT_FAILURES)
        logger.warn('many failed logins for one account', { failures: accountFailures });
    },
    async succeeded() {
      await setFailures('SET failures = :zero, expiresAt = :expiresAt', { ':zero': 0 });
    },
    async uncount() {
      await setFailures('ADD failures :minusOne SET expiresAt = :expiresAt', { ':minusOne': -1 });
    },
  };
}
