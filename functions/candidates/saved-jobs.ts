// A candidate's saved jobs (docs/data-model.md, pattern 39; docs/product/saved-jobs.md). One
// item per saved job in the candidate's partition, listed newest saved first on GSI1, and one
// count beside them that holds the cap:
//   PK USER#<candidateID> / SK SAVEDJOB#<jobID>   GSI1 SAVEDJOBS#<candidateID> / <savedAt>#<jobID>
//   PK USER#<candidateID> / SK SAVEDJOBS          { count }
// Saving and removing change the item and the count in one transaction, so the count is
// always the number of items. The item keeps the job's title and company as they were, for
// the list to name a job deleted since. Deleted with the account's partition.
import { PAGE_SIZE } from '#shared/constants.js';
import { SAVED_JOBS_MAX, SAVED_JOBS_MSG } from '#shared/schemas/saved-jobs.js';
import { conflict, notFound } from '#platform/errors.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { decodePageCursor, encodePageCursor, newestFirstPosition } from '#platform/dynamodb/page-cursor.js';
import { queryTable, transact } from '#platform/dynamodb/table.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { getJob, jobKey, type JobItem } from '#functions/jobs/index.js';

const SAVED_PREFIX = 'SAVEDJOB#';

export const savedJobKey = (candidateID: string, jobID: string) => ({
  PK: `USER#${candidateID}`,
  SK: `${SAVED_PREFIX}${jobID}`,
});
const savedCountKey = (candidateID: string) => ({ PK: `USER#${candidateID}`, SK: 'SAVEDJOBS' });
export const savedListPK = (candidateID: string) => `SAVEDJOBS#${candidateID}`;

export interface SavedJobItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'SAVED_JOB';
  jobID: string;
  savedAt: string;
  jobTitle: string;
  companyName: string;
}

/** Keeps the job among the candidate's saved jobs; saving it again changes nothing. 404 for no such job, 409 past the cap. */
export async function saveJob(candidateID: string, jobID: string, now = new Date()): Promise<void> {
  const job = await getJob(jobID);
  if (!job) throw notFound(SAVED_JOBS_MSG.notFound);
  const savedAt = now.toISOString();
  const item: SavedJobItem = {
    ...savedJobKey(candidateID, jobID),
    GSI1PK: savedListPK(candidateID),
    GSI1SK: `${savedAt}#${jobID}`,
    entity: 'SAVED_JOB',
    jobID,
    savedAt,
    jobTitle: job.jobTitle,
    companyName: job.companyName,
  };
  try {
    await transact([
      { Put: { Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      {
        Update: {
          Key: savedCountKey(candidateID),
          UpdateExpression: 'SET entity = :entity ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':entity': 'SAVED_JOBS_COUNT', ':one': 1, ':max': SAVED_JOBS_MAX },
        },
      },
    ]);
  } catch (error) {
    if (conditionFailedAt(error, 0)) return;
    if (conditionFailedAt(error, 1)) throw conflict(SAVED_JOBS_MSG.limit);
    throw error;
  }
}

/** Removes the job from the candidate's saved jobs; one not saved: nothing to do. */
export async function unsaveJob(candidateID: string, jobID: string): Promise<void> {
  try {
    await transact([
      { Delete: { Key: savedJobKey(candidateID, jobID), ConditionExpression: 'attribute_exists(PK)' } },
      {
        Update: {
          Key: savedCountKey(candidateID),
          UpdateExpression: 'ADD #count :minusOne',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
  } catch (error) {
    if (!conditionFailedAt(error, 0)) throw error;
  }
}

const MSG_BAD_CURSOR = 'This list has changed. Please reload the page.';

/**
 * A page of the candidate's saved jobs, newest saved first: one Query of PAGE_SIZE + 1 on GSI1
 * and one BatchGetItem of the page's jobs (undefined where a job is gone).
 */
export async function savedJobsPage(
  candidateID: string,
  cursor?: string,
): Promise<{ saved: SavedJobItem[]; jobs: (JobItem | undefined)[]; nextCursor?: string }> {
  const listPK = savedListPK(candidateID);
  const start = cursor
    ? decodePageCursor(
        cursor,
        (position) => {
          const at = newestFirstPosition(position);
          return at && { ...savedJobKey(candidateID, at.id), GSI1PK: listPK, GSI1SK: `${at.time}#${at.id}` };
        },
        MSG_BAD_CURSOR,
      )
    : undefined;
  const { Items = [] } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': listPK },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ExclusiveStartKey: start,
  });
  const saved = (Items as unknown as SavedJobItem[]).slice(0, PAGE_SIZE);
  const jobs = (await batchGetItems(saved.map((item) => jobKey(item.jobID)))) as (JobItem | undefined)[];
  const last = saved.at(-1);
  return {
    saved,
    jobs,
    ...(Items.length > PAGE_SIZE && last ? { nextCursor: encodePageCursor([last.savedAt, last.jobID]) } : {}),
  };
}
