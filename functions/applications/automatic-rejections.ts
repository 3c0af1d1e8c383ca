// Automatic rejections (docs/product/applications.md, "Knock-outs"; docs/data-model.md,
// pattern 28). An application that misses a requirement of a job that rejects automatically
// carries `autoRejectAt`, an hour after applying, and a sparse GSI2 entry under AUTOREJECT
// sorted by that time. A scheduled run (every few minutes in AWS, a timer on `npm start`) reads
// the due ones a page at a time and rejects each, conditioned on the rejection still pending:
// a member's move, a withdrawal or applying again within the hour removes it, and wins.
import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { getJob } from '#functions/jobs/jobs.js';
import { HttpError } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { countOutcomesInBatches } from '#platform/async/in-batches.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { applicationKey, AUTO_REJECT_PK, NO_AUTO_REJECT, type ApplicationItem } from './application-items.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { moveApplication } from './stage-moves.js';
import { followUpStageMove } from './stage-move-follow-up.js';

/** How the stage history names the mover. */
export const AUTOMATIC_MOVER = { name: 'Automatic rejection (requirements not met)' };

/** Due rejections read a run: the next run takes the rest. */
const DUE_PAGE = 100;

export interface AutomaticRejectionReport {
  rejected: number;
  /** Moved, withdrawn or removed meanwhile: nothing to do. */
  skipped: number;
  failed: number;
}

/** The pending rejections due at `now`, oldest first, at most a page (pattern 28). */
async function dueRejections(now: Date): Promise<ApplicationItem[]> {
  return (await queryItems(
    {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pending AND GSI2SK <= :now',
      // '~' sorts after the '#<jobID>' that follows the time.
      ExpressionAttributeValues: { ':pending': AUTO_REJECT_PK, ':now': `${now.toISOString()}~` },
    },
    { limit: DUE_PAGE },
  )) as unknown as ApplicationItem[];
}

/** Takes the pending mark off an application whose job or application is gone. */
async function dropPending(item: ApplicationItem): Promise<void> {
  try {
    await updateItem({
      Key: applicationKey(item.jobID, item.userID),
      UpdateExpression: NO_AUTO_REJECT,
      ConditionExpression: 'autoRejectAt = :due',
      ExpressionAttributeValues: { ':due': item.autoRejectAt },
    });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** Rejects one due application unless it was moved first; emails the candidate when it did. */
async function rejectOne(item: ApplicationItem, run: RejectionRun): Promise<'rejected' | 'skipped'> {
  const job = await getJob(item.jobID, { consistent: true });
  if (!job) {
    await dropPending(item);
    return 'skipped';
  }
  try {
    const change = await moveApplication(job, item.userID, 'rejected', AUTOMATIC_MOVER, {
      now: run.now,
      automaticRejectionDueAt: item.autoRejectAt,
      rejectionReason: 'requirements',
      email: {},
    });
    if (!change.changed) return 'skipped';
    await followUpStageMove(job, change, 'rejected', run.siteLink);
    return 'rejected';
  } catch (error) {
    // The job was deleted (its applications marked) or the candidate withdrew: nothing to reject.
    if (error instanceof HttpError && [404, 409].includes(error.statusCode)) {
      if (error.message === MSG_APPLICATION_NOT_FOUND) await dropPending(item);
      return 'skipped';
    }
    throw error;
  }
}

export interface RejectionRun {
  /** For the links in the candidates' emails. */
  siteLink: SiteLink;
  now: () => Date;
}

/** One scheduled run: every rejection due at `now` (a page of them), a few at once. */
export async function rejectDueApplications(run: RejectionRun): Promise<AutomaticRejectionReport> {
  const due = await dueRejections(run.now());
  return countOutcomesInBatches(
    due,
    ['rejected', 'skipped'],
    (item) => rejectOne(item, run),
    (item, error) => logger.error('automatic rejection failed', { jobID: item.jobID, error: error as Error }),
  );
}
