// The hourly clean-up of accounts (docs/data-model.md, pattern 23; docs/product/privacy.md):
//   - deletions whose request stopped half-way are finished (account-deletion.ts);
//   - sign-ups never confirmed within UNCONFIRMED_DAYS are removed whole: Cognito user,
//     uploaded resume, code, profile and email item, so an abandoned sign-up leaves no
//     personal data behind. Their profiles also carry a TTL a week later, in case the
//     clean-up has not run by then (DynamoDB's TTL cannot remove the Cognito user or file).
// Both lists are Queries on GSI1 keys (never a Scan), a page at a time; one account that fails
// is logged and left for the next run without stopping the others.
import { logger } from '#platform/observability/logger.js';
import { closeUnconfirmedAccount, finishAccountDeletion, pendingDeletions } from './account-deletion.js';
import { UNCONFIRMED_DAYS, UNCONFIRMED_PK, type UserProfile } from '#functions/accounts/index.js';
import { queryItems } from '#platform/dynamodb/query-items.js';

/** Accounts handled per list per run; the next run takes the rest. */
export const CLEANUP_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Removes one unconfirmed account whole, as a deletion: closed first (only while still
 * unconfirmed: one confirmed meanwhile is left alone), then finished like any other.
 */
async function removeUnconfirmed(profile: UserProfile, now: Date): Promise<void> {
  const closed = await closeUnconfirmedAccount(profile, now);
  if (closed) await finishAccountDeletion(closed, now);
}

export interface CleanupReport {
  deletionsFinished: number;
  unconfirmedRemoved: number;
  failed: number;
}

export async function cleanUpAccounts(now = new Date()): Promise<CleanupReport> {
  const report: CleanupReport = { deletionsFinished: 0, unconfirmedRemoved: 0, failed: 0 };
  const attempt = async (what: string, profile: UserProfile, work: () => Promise<void>) => {
    try {
      await work();
      return true;
    } catch (error) {
      report.failed += 1;
      logger.error(`account clean-up: ${what} failed; the next run tries again`, {
        userID: profile.userID,
        error: error as Error,
      });
      return false;
    }
  };
  for (const profile of await pendingDeletions(CLEANUP_BATCH)) {
    if (await attempt('finishing a deletion', profile, () => finishAccountDeletion(profile, now)))
      report.deletionsFinished += 1;
  }
  const cutoff = new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS).toISOString();
  const unconfirmed = (await queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK < :cutoff',
      ExpressionAttributeValues: { ':pk': UNCONFIRMED_PK, ':cutoff': cutoff },
    },
    { limit: CLEANUP_BATCH },
  )) as unknown as UserProfile[];
  for (const profile of unconfirmed) {
    if (await attempt('removing an unconfirmed sign-up', profile, () => removeUnconfirmed(profile, now)))
      report.unconfirmedRemoved += 1;
  }
  return report;
}
