// Automatic rejections (docs/product/applications.md, "Knock-outs"; docs/data-model.md,
// pattern 28). An application that misses a requirement of a job that rejects automatically
// carries `autoRejectAt`, an hour after applying, and a sparse GSI2 entry under AUTOREJECT
// sorted by that time. A scheduled run (every few minutes in AWS, a timer on `npm start`) reads
// the due ones a page at a time and rejects each, conditioned on the rejection still pending:
// a member's move, a withdrawal or applying again within the hour removes it, and wins. The
// run itself, with each rejection's follow-up, is flows/automatic-rejections.ts.
import { MSG_APPLICATION_NOT_FOUND } from '#shared/schemas/applications.js';
import { getJob, type JobItem } from '#functions/jobs/index.js';
import { HttpError } from '#platform/errors.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { applicationKey, AUTO_REJECT_PK, NO_AUTO_REJECT, type ApplicationItem } from './application-items.js';
import { moveApplication, type StageChange } from './stage-moves.js';

/** How the stage history names the mover. */
export const AUTOMATIC_MOVER = { name: 'Automatic rejection (requirements not met)' };

/** Due rejections read a run: the next run takes the rest. */
const DUE_PAGE = 100;

/** The pending rejections due at `now`, oldest first, at most a page (pattern 28). */
export async function dueRejections(now: Date): Promise<ApplicationItem[]> {
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

/**
 * Rejects one due application unless it was moved first: the job and the move, for the
 * follow-up (flows/automatic-rejections.ts), or undefined when there was nothing to reject.
 */
export async function rejectDueApplication(
  item: ApplicationItem,
  now: () => Date,
): Promise<{ job: JobItem; change: StageChange } | undefined> {
  const job = await getJob(item.jobID, { consistent: true });
  if (!job) {
    await dropPending(item);
    return undefined;
  }
  try {
    const change = await moveApplication(job, item.userID, 'rejected', AUTOMATIC_MOVER, {
      now,
      automaticRejectionDueAt: item.autoRejectAt,
      rejectionReason: 'requirements',
      email: {},
    });
    return change.changed ? { job, change } : undefined;
  } catch (error) {
    // The job was deleted (its applications marked) or the candidate withdrew: nothing to reject.
    if (error instanceof HttpError && [404, 409].includes(error.statusCode)) {
      if (error.message === MSG_APPLICATION_NOT_FOUND) await dropPending(item);
      return undefined;
    }
    throw error;
  }
}
