// The move of job search to lists (docs/data-model.md, pattern 10): before, each open job had
// a card entry per combination of three filters (`SEARCH#<combo>`, GSI2 `JOBSEARCH#<combo>`)
// and a title-word entry per combination and word prefix (`WORD#<combo>#<key>`). Every open
// job still on them gets its list entries (job-lists.ts) and `searchLists` in one
// transaction, conditioned on its version and on having none yet, so a job changed meanwhile
// keeps what its change wrote; then, in a second pass, the old entries go. Search is whole
// again after the first pass, newest jobs first. Runs after the other migrations of search.
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { queryTable, transact } from '#platform/dynamodb/table.js';
import { jobKey, newJobLists, type JobItem, currentReferenceRates } from '#functions/jobs/index.js';
import type { Counts, Cursor, Migration } from './migration.js';

/** Every open job had a card entry of the "no filter" combination here. */
const OLD_ALL_JOBS = 'JOBSEARCH#t=*#d=*#c=*';
const OLD_ENTRY_PREFIXES = ['SEARCH#', 'WORD#'];

type Phase = 'lists' | 'old-entries';

/** A page of job IDs with old entries, newest first: at most 100, what one BatchGetItem takes. */
async function oldJobIds(key: Cursor | undefined, pageSize: number) {
  const page = await queryTable({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': OLD_ALL_JOBS },
    ProjectionExpression: 'jobID',
    ScanIndexForward: false,
    Limit: Math.min(pageSize, 100),
    ExclusiveStartKey: key,
  });
  return { ids: (page.Items ?? []).map((item) => String(item.jobID)), next: page.LastEvaluatedKey };
}

/** Writes the lists of each open job that has none; answers how many it wrote. */
async function writeLists(ids: string[]): Promise<number> {
  const rates = await currentReferenceRates();
  const jobs = (await batchGetItems(ids.map(jobKey))) as (JobItem | undefined)[];
  let written = 0;
  for (const job of jobs) {
    if (!job?.active || job.searchLists) continue;
    const { searchLists, entries } = newJobLists(job, rates);
    try {
      await transact([
        {
          Update: {
            Key: jobKey(job.jobID),
            UpdateExpression: 'SET searchLists = :lists',
            ConditionExpression: 'version = :version AND attribute_not_exists(searchLists)',
            ExpressionAttributeValues: { ':lists': searchLists, ':version': job.version },
          },
        },
        ...entries.map((entry) => ({ Put: { Item: entry } })),
      ]);
      written += 1;
    } catch (error) {
      // Changed meanwhile: that change wrote the job's lists, or closed or deleted it.
      if (!conditionFailed(error)) throw error;
    }
  }
  return written;
}

/** Deletes every old entry of the jobs (the job itself may be gone); answers how many. */
async function deleteOldEntries(ids: string[]): Promise<number> {
  const queries = ids.flatMap((id) => OLD_ENTRY_PREFIXES.map((prefix) => ({ pk: `JOB#${id}`, prefix })));
  const keys = (
    await mapInBatches(queries, ({ pk, prefix }) =>
      queryItems({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        ProjectionExpression: 'PK, SK',
      }),
    )
  ).flat();
  await batchWrite(
    keys.map((key) => ({ DeleteRequest: { Key: { PK: key.PK, SK: key.SK } } })),
    { inFlight: 4 },
  );
  return keys.length;
}

export const migrateSearchToLists: Migration = {
  id: 'search-lists',
  async step(cursor, pageSize) {
    const phase: Phase = cursor?.phase === 'old-entries' ? 'old-entries' : 'lists';
    const page = await oldJobIds(cursor?.key as Cursor | undefined, pageSize);
    const counts: Counts =
      phase === 'lists'
        ? { jobsListed: await writeLists(page.ids) }
        : { oldEntriesDeleted: await deleteOldEntries(page.ids) };
    if (page.next) return { next: { phase, key: page.next }, counts };
    return { next: phase === 'lists' ? { phase: 'old-entries' } : undefined, counts };
  },
};
