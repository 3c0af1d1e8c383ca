// A company's jobs by state and their counts (docs/data-model.md, pattern 38;
// jobs/company-job-lists.ts). Two passes:
//   1. every job item gets its state key on GSI2, conditioned on its state as read (a job
//      closed, reopened or deleted meanwhile has the keys its change wrote);
//   2. every company's counts are counted from those lists and written.
// Jobs posted or changed after the deploy keep their counts themselves; a count written in the
// second pass is what the lists hold then. Both passes are Scans: no key lists every job or
// every company.
import { mapInBatches } from '#platform/async/in-batches.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { putItem, queryTable, updateItem } from '#platform/dynamodb/table.js';
import {
  companyJobCountsKey,
  companyListKeys,
  companyStateJobsKey,
  jobKey,
  type JobItem,
  keepHiringListing,
} from '#functions/jobs/index.js';
import { scanPage, type Cursor, type Migration } from './migration.js';

type Pass = 'keys' | 'counts';

/** Writes the job's state keys unless it has them; answers whether it wrote. */
async function keyJob(job: JobItem): Promise<boolean> {
  const keys = companyListKeys(job);
  if (job.GSI2PK === keys.GSI2PK && job.GSI2SK === keys.GSI2SK) return false;
  try {
    await updateItem({
      Key: jobKey(job.jobID),
      UpdateExpression: 'SET GSI2PK = :pk, GSI2SK = :sk',
      ConditionExpression: 'active = :active',
      ExpressionAttributeValues: { ':pk': keys.GSI2PK, ':sk': keys.GSI2SK, ':active': job.active },
    });
    return true;
  } catch (error) {
    // Changed or deleted meanwhile: that change wrote its keys.
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** The jobs under one state of a company: a COUNT Query, paged through. */
async function countList(partition: string): Promise<number> {
  let count = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await queryTable({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      Select: 'COUNT',
      ExclusiveStartKey: start,
    });
    count += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

async function countCompanyJobs(companyID: string): Promise<void> {
  const [open, closed] = await Promise.all([
    countList(companyStateJobsKey(companyID, 'open')),
    countList(companyStateJobsKey(companyID, 'closed')),
  ]);
  await putItem({
    Item: { ...companyJobCountsKey(companyID), entity: 'COMPANY_JOB_COUNTS', companyID, open, closed },
  });
  await keepHiringListing(companyID, { open });
}

export const migrateToCompanyJobLists: Migration = {
  id: 'company-job-lists',
  async step(cursor, pageSize) {
    const pass: Pass = cursor?.pass === 'counts' ? 'counts' : 'keys';
    const start = cursor?.key as Cursor | undefined;
    if (pass === 'keys') {
      const page = await scanPage(
        {
          FilterExpression: 'begins_with(PK, :job) AND SK = :sk',
          ExpressionAttributeValues: { ':job': 'JOB#', ':sk': 'JOB' },
        },
        start,
        pageSize,
      );
      const keyed = await mapInBatches(page.items as unknown as JobItem[], keyJob);
      const counts = { itemsRead: page.read, jobsKeyed: keyed.filter(Boolean).length };
      return { next: page.next ? { pass, key: page.next } : { pass: 'counts' }, counts };
    }
    const page = await scanPage(
      {
        FilterExpression: 'begins_with(PK, :company) AND SK = :sk',
        ExpressionAttributeValues: { ':company': 'COMPANY#', ':sk': 'COMPANY' },
      },
      start,
      pageSize,
    );
    const companies = page.items.map((item) => String(item.companyID));
    await mapInBatches(companies, countCompanyJobs);
    return {
      next: page.next ? { pass, key: page.next } : undefined,
      counts: { itemsRead: page.read, companiesCounted: companies.length },
    };
  },
};
