// A company's jobs by state (docs/data-model.md, patterns 7 and 38). The job item is listed
// twice under its company, newest first, and the company's counts sit beside them:
//   GSI1 COMPANYJOBS#<companyID> / JOB#<createdAt>#<jobID>           every job ("All jobs")
//   GSI2 COMPANYJOBS#<companyID>#<open|closed> / <createdAt>#<jobID>  by state ("Open", "Closed")
//   PK COMPANYJOBS#<companyID> / SK COUNTS  { open, closed }         the tabs' counts
//     GSI3 HIRINGCOMPANIES / <companyID>, while open > 0               the companies' sitemap
// The state key changes in the same transaction as the job, and the counts right after it
// (job-writes.ts), so the tabs always agree with the jobs and their counts follow them.
import { getItem, paginateTableQuery, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

export const companyJobsKey = (companyID: string) => `COMPANYJOBS#${companyID}`;

export type JobState = 'open' | 'closed';
export const stateOf = (active: boolean): JobState => (active ? 'open' : 'closed');

export const companyStateJobsKey = (companyID: string, state: JobState) => `${companyJobsKey(companyID)}#${state}`;

/** The job's place in its company's lists: every job (GSI1) and the jobs of its state (GSI2). */
export const companyListKeys = (job: { companyID: string; active: boolean; createdAt: string; jobID: string }) => ({
  GSI1PK: companyJobsKey(job.companyID),
  GSI1SK: `JOB#${job.createdAt}#${job.jobID}`,
  GSI2PK: companyStateJobsKey(job.companyID, stateOf(job.active)),
  GSI2SK: `${job.createdAt}#${job.jobID}`,
});

export const companyJobCountsKey = (companyID: string) => ({ PK: companyJobsKey(companyID), SK: 'COUNTS' });

export interface CompanyJobCounts {
  open: number;
  closed: number;
}

/**
 * Moves the company's counts from the job `before` to the job `after` (undefined: no job),
 * once the job's own transaction is done. Alone, as the applicant count is (jobs.ts
 * changeApplicantCount): in the job's transaction the one counts item would make concurrent
 * posts of one company collide (DynamoDB cancels transactions that touch one item at once);
 * single writes to it queue instead. A count left behind by a run stopped in between is set
 * right by the company-job-lists migration.
 */
export async function moveJobCounts(
  companyID: string,
  before: { active: boolean } | undefined,
  after: { active: boolean } | undefined,
): Promise<void> {
  const delta = { open: 0, closed: 0 };
  if (before) delta[stateOf(before.active)] -= 1;
  if (after) delta[stateOf(after.active)] += 1;
  if (delta.open === 0 && delta.closed === 0) return;
  const { Attributes } = await updateItem({
    Key: companyJobCountsKey(companyID),
    UpdateExpression: 'SET entity = :entity, companyID = :company ADD #open :open, #closed :closed',
    ExpressionAttributeNames: { '#open': 'open', '#closed': 'closed' },
    ExpressionAttributeValues: {
      ':entity': 'COMPANY_JOB_COUNTS',
      ':company': companyID,
      ':open': delta.open,
      ':closed': delta.closed,
    },
    ReturnValues: 'ALL_NEW',
  });
  await keepHiringListing(companyID, Attributes ?? {});
}

/** The companies with an open job (the companies' sitemap): GSI3 of their counts. */
export const HIRING_COMPANIES = 'HIRINGCOMPANIES';

/**
 * Lists the company among those hiring while it has an open job, from its counts as just
 * written. Conditioned on the count as it is then: of two moves at once, the write that comes
 * last is the one whose condition holds, so the listing always ends as the count says.
 */
export async function keepHiringListing(companyID: string, counts: Record<string, unknown>): Promise<void> {
  const hiring = Number(counts.open ?? 0) > 0;
  if (hiring === (counts.GSI3PK === HIRING_COMPANIES)) return;
  try {
    await updateItem({
      Key: companyJobCountsKey(companyID),
      ...(hiring
        ? {
            UpdateExpression: 'SET GSI3PK = :list, GSI3SK = :company',
            ConditionExpression: '#open > :zero',
            ExpressionAttributeValues: { ':list': HIRING_COMPANIES, ':company': companyID, ':zero': 0 },
          }
        : {
            UpdateExpression: 'REMOVE GSI3PK, GSI3SK',
            ConditionExpression: '#open <= :zero',
            ExpressionAttributeValues: { ':zero': 0 },
          }),
      ExpressionAttributeNames: { '#open': 'open' },
    });
  } catch (error) {
    // The count moved again meanwhile: that move lists or unlists the company.
    if (!conditionFailed(error)) throw error;
  }
}

/** The IDs of the companies with an open job, at most `max`: keys only, 1 MB a page. */
export async function hiringCompanyIDs(max: number): Promise<string[]> {
  const ids: string[] = [];
  const pages = paginateTableQuery({
    IndexName: 'GSI3',
    KeyConditionExpression: 'GSI3PK = :list',
    ExpressionAttributeValues: { ':list': HIRING_COMPANIES },
    ProjectionExpression: 'GSI3SK',
  });
  for await (const page of pages) {
    for (const item of page.Items ?? []) ids.push(String(item.GSI3SK));
    if (ids.length >= max) break;
  }
  return ids.slice(0, max);
}

/** The company's counts of open and closed jobs: one GetItem. */
export async function getCompanyJobCounts(companyID: string): Promise<CompanyJobCounts> {
  const { Item } = await getItem({ Key: companyJobCountsKey(companyID) });
  return { open: Math.max(0, Number(Item?.open ?? 0)), closed: Math.max(0, Number(Item?.closed ?? 0)) };
}
