// One change of an existing job (docs/data-model.md, patterns 7 and 10): the job item and its
// search entries in one conditional transaction under the job's version lock, read again and
// retried when it lost a race, then the company's counts. Every writer of a job's state goes
// through here: its company's edits (job-writes.ts), trust and safety (job-holds.ts) and the
// company's new name (company-rename.ts).
import { conflict } from '#platform/errors.js';
import { withRetries } from '#platform/async/retry.js';
import { collidedWithAnotherWrite, conditionFailed } from '#platform/dynamodb/transactions.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import { currentReferenceRates } from './reference-rates.js';
import { entryWrites, getCompanyJob, jobInsightsKey, jobKey, listsOf, tombstoneOf, type JobItem } from './jobs.js';
import { companyListKeys, moveJobCounts } from './company-job-lists.js';

/** Fields the company can change (with `version`); applicantCount belongs to applications. */
const MUTABLE_FIELDS = [
  'companyName',
  'companySlug',
  'companyVerifiedDomain',
  'jobTitle',
  'jobType',
  'department',
  'country',
  'timeZone',
  'startTime',
  'endTime',
  'aboutRole',
  'paymentInterval',
  'minSalary',
  'maxSalary',
  'currency',
  'applicantCountries',
  'screeningQuestions',
  'rejectWhenUnqualified',
  'active',
  'hold',
  'removedAt',
  'companySuspended',
  'GSI2PK',
  'GSI2SK',
  'searchLists',
  'updatedAt',
] as const satisfies readonly (keyof JobItem)[];

/** The write of the job item itself: an Update of the mutable fields, or a Delete, both under the version lock. */
export function jobWrite(before: JobItem, after: JobItem | null): TransactItem {
  const lock = {
    ConditionExpression: 'companyID = :owner AND version = :version',
    ExpressionAttributeValues: { ':owner': before.companyID, ':version': before.version },
  };
  if (!after) return { Delete: { Key: jobKey(before.jobID), ...lock } };
  const { set, names, values } = setFields(
    Object.fromEntries(MUTABLE_FIELDS.map((field) => [field, after[field]])),
    'numbered',
  );
  return {
    Update: {
      Key: jobKey(before.jobID),
      UpdateExpression: `SET ${set}, version = :next`,
      ConditionExpression: lock.ConditionExpression,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ...lock.ExpressionAttributeValues, ...values, ':next': before.version + 1 },
    },
  };
}

export const MAX_ATTEMPTS = 4;

/** A transaction cancelled because the job changed meanwhile (version lock) or was busy. */
export const lostRace = (error: unknown): boolean => collidedWithAnotherWrite(error) || conditionFailed(error);

/**
 * Reads the company's job, computes its next state (null: delete) and writes job and entries
 * in one transaction under the version lock, then the company's counts; when another change
 * won the race, reads again and retries. Throws 404 when the job is missing or another company's. `known`: the job as
 * just read by the caller, used for the first try (the lock refuses it if stale).
 */
export async function changeJob(
  jobID: string,
  companyID: string,
  next: (job: JobItem) => JobItem | null,
  known?: JobItem,
  now = new Date(),
  alsoWrite: (before: JobItem, after: JobItem | null) => TransactItem[] = () => [],
): Promise<JobItem | null> {
  const rates = await currentReferenceRates();
  const change = async (attempt: number) => {
    const before = attempt === 1 && known ? known : await getCompanyJob(jobID, companyID);
    const changed = next(before);
    const after = changed && { ...changed, ...companyListKeys(changed), searchLists: listsOf(changed, rates) };
    // A deleted job leaves its tombstone in the same write: its page never answers 404 meanwhile;
    // its insights go with it (its applications stay, for their candidates).
    const tombstone: TransactItem[] = after
      ? []
      : [{ Put: { Item: tombstoneOf(before, now) } }, { Delete: { Key: jobInsightsKey(before.jobID) } }];
    await transact([
      jobWrite(before, after),
      ...tombstone,
      ...entryWrites(before, after ?? undefined),
      ...alsoWrite(before, after),
    ]);
    return { before, after };
  };
  const { before, after } = await withRetries(change, {
    retryable: lostRace,
    maxAttempts: MAX_ATTEMPTS,
    capMs: 200,
    giveUp: () => conflict('This job was changed at the same time. Please try again.'),
  });
  await moveJobCounts(companyID, before, after ?? undefined);
  return after;
}
