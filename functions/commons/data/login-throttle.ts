// Failed logins (table-design.ts, pattern 5). Nobody can lock an account: only wrong passwords
// count, and the wait they bring applies to the (account, address) pair that made them, so
// a correct password from any other address still gets in while an attacker is failing.
// - Pair: `RATE#login-fail#pair#<hash of email and address>` / `FAILURES`, holding `failures`
//   and `lastFailureAt` (epoch s), forgotten a day after the last failure (TTL). The first
//   FREE_FAILURES cost nothing (typos); from then on the pair waits before each new try,
//   15 s after the fifth failure, doubling with each one, at most 15 minutes (retryDelaySeconds).
//   A success clears it.
// - Account: `RATE#login-fail#acct#<hash of email>` / `<window start>`, failures from any
//   address in 15-minute windows. It refuses nothing (that would be the lock-out); crossing
//   ACCOUNT_ALERT_FAILURES is logged, the operators' sign of guessing spread over addresses.
// An address counts as its IPv6 /64 (addressSubject), as for the other rate limits.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { tooManyRequests } from '../errors.js';
import { logger } from '../helpers/logger.js';
import { addressSubject, countInWindow, digest } from './rate-limits.js';

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

/** What the login does once the password is checked. */
export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * Starts a login from `address` for `email`: throws 429 (with the wait) while the pair must
 * wait. Past the free failures, the attempt is counted as a failure before the password is
 * checked, in a write conditioned on the failure read, so parallel tries cannot share one turn.
 */
export async function startLoginAttempt(email: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const Key = loginPairKey(email, address);
  const nowS = Math.floor(now / 1000);
  const { Item } = await dynamo().send(new GetCommand({ TableName: config.tableName, Key, ConsistentRead: true }));
  const failures = Number(Item?.failures ?? 0);
  const lastFailureAt = Number(Item?.lastFailureAt ?? 0);
  const wait = lastFailureAt + retryDelaySeconds(failures) - nowS;
  if (wait > 0) throw tooManyRequests(tryAgainMessage(wait));

  const countPairFailure = (condition?: string) =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.tableName,
        Key,
        UpdateExpression: 'ADD failures :one SET lastFailureAt = :now, expiresAt = :expiresAt',
        ...(condition ? { ConditionExpression: condition } : {}),
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': nowS,
          ':expiresAt': nowS + PAIR_MEMORY_SECONDS,
          ...(condition ? { ':seen': lastFailureAt } : {}),
        },
      }),
    );
  const countedFirst = failures >= FREE_FAILURES;
  if (countedFirst) {
    try {
      await countPairFailure('lastFailureAt = :seen');
    } catch (error) {
      // Another try from the pair took this turn: that one counts, this one waits.
      if ((error as Error).name === 'ConditionalCheckFailedException')
        throw tooManyRequests(tryAgainMessage(retryDelaySeconds(failures + 1)));
      throw error;
    }
  }

  return {
    async failed() {
      const [, accountFailures] = await Promise.all([
        countedFirst ? undefined : countPairFailure(),
        countInWindow(`login-fail#acct#${digest(email)}`, now),
      ]);
      if (accountFailures === ACCOUNT_ALERT_FAILURES)
        logger.warn('many failed logins for one account', { failures: accountFailures });
    },
    async succeeded() {
      if (failures === 0 && !countedFirst) return;
      await dynamo().send(
        new UpdateCommand({
          TableName: config.tableName,
          Key,
          UpdateExpression: 'SET failures = :zero, expiresAt = :expiresAt',
          ExpressionAttributeValues: { ':zero': 0, ':expiresAt': nowS + PAIR_MEMORY_SECONDS },
        }),
      );
    },
  };
}
