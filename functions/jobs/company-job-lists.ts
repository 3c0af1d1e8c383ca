// A company's jobs by state (docs/data-model.md, patterns 7 and 38). The job item is listed
// twice under its company, newest first, and the company's counts sit beside them:
//   GSI1 COMPANYJOBS#<companyID> / JOB#<createdAt>#<jobID>           every job ("All jobs")
//   GSI2 COMPANYJOBS#<companyID>#<open|closed> / <createdAt>#<jobID>  by state ("Open", "Closed")
//   PK COMPANYJOBS#<companyID> / SK COUNTS  { open, closed }         the tabs' counts
// The state key changes in the same transaction as the job, and the counts right after it
// (job-writes.ts), so the tabs always agree with the jobs and their counts follow them.
import { getItem, updateItem } from '#platform/dynamodb/table.js';

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
  await updateItem({
    Key: companyJobCountsKey(companyID),
    UpdateExpression: 'SET entity = :entity, companyID = :company ADD #open :open, #closed :closed',
    ExpressionAttributeNames: { '#open': 'open', '#closed': 'closed' },
    ExpressionAttributeValues: {
      ':entity': 'COMPANY_JOB_COUNTS',
      ':company': companyID,
      ':open': delta.open,
      ':closed': delta.closed,
    },
  });
}

/** The company's counts of open and closed jobs: one GetItem. */
export async function getCompanyJobCounts(companyID: string): Promise<CompanyJobCounts> {
  const { Item } = await getItem({ Key: companyJobCountsKey(companyID) });
  return { open: Math.max(0, Number(Item?.open ?? 0)), closed: Math.max(0, Number(Item?.closed ?? 0)) };
}
