// Writing jobs (docs/data-model.md, patterns 7 and 10): a new job with its search lists in one
// transaction, and every change (edit, close and reopen, delete, the company's new name) as one
// conditional transaction of the job and its lists, read again and retried when it lost a race.
import { JOB_FORM_FIELDS } from '#shared/schemas/jobs.js';
import { pickFields } from '#shared/schemas/common.js';
import { type ScreeningQuestion } from '#shared/schemas/screening.js';
import { conflict, ValidationError } from '#platform/errors.js';
import { withRetries } from '#platform/async/retry.js';
import { collidedWithAnotherWrite, conditionFailed, conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { departmentKey } from './departments.js';
import { countDepartmentPay, departmentPayKey, medianPayOf, topYearlyPayEur } from './department-pay.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { logger } from '#platform/observability/logger.js';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { holdQueueWrite, jobSignals, SCAM_SIGNAL_REASONS } from '#functions/trust/index.js';
import { type UserProfile, fullName } from '#functions/accounts/index.js';
import { companyKey } from '#functions/teams/index.js';
import { currentReferenceRates } from './reference-rates.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import {
  jobKey,
  tombstoneOf,
  getCompanyJob,
  entryWrites,
  jobListEntries,
  getJob,
  type JobItem,
  type JobFields,
  type JobHold,
  listsOf,
  jobInsightsKey,
  newJobInsightsItem,
} from './jobs.js';
import { companyListKeys, moveJobCounts } from './company-job-lists.js';

/**
 * Checks the department against the lookup and takes its stored spelling; reads what the
 * department's jobs pay in the same round trip (department-pay.ts).
 */
async function withKnownDepartment(fields: JobFields): Promise<{ fields: JobFields; medianPay?: number }> {
  const [department, pay] = await batchGetItems([
    departmentKey(fields.department),
    departmentPayKey(fields.department),
  ]);
  if (!department) {
    const msg = 'Choose a department from the list';
    throw new ValidationError(msg, { department: msg });
  }
  return { fields: { ...fields, department: String(department.name) }, medianPay: medianPayOf(pay) };
}

/** The hold a job's text or pay earns it (trust/scam-signals.ts), if any: it is then out of search until an operator looks. */
function scamHold(
  fields: JobFields,
  medianPay: number | undefined,
  rates: ReferenceRates,
  now: Date,
): JobHold | undefined {
  const signals = jobSignals(fields, { yearly: topYearlyPayEur(fields, rates), departmentMedian: medianPay });
  if (signals.length === 0) return undefined;
  return { reasons: signals.map((signal) => SCAM_SIGNAL_REASONS[signal]), signals, since: now.toISOString() };
}

/** What the review queue keeps of a job. */
const queueFactsOf = (job: JobItem) => ({ label: `${job.jobTitle} at ${job.companyName}`, companyID: job.companyID });

/** The queue's item of a job that has just become held, written with the hold. */
const newHoldQueued = (before: JobItem | undefined, after: JobItem | null): TransactItem[] =>
  after?.hold && !before?.hold
    ? [holdQueueWrite(after.jobID, queueFactsOf(after), after.hold.reasons, after.hold.since)]
    : [];

/**
 * Only the fields of the form: a body that carries more (update-job's jobID) leaves the rest
 * out. Each screening question keeps the id it has on the job (`before`); a new one gets one.
 */
function formFields(fields: JobFields, before: readonly ScreeningQuestion[] = []) {
  const known = new Set(before.map((question) => question.id));
  const used = new Set<string>();
  const screeningQuestions = fields.screeningQuestions.map((question): ScreeningQuestion => {
    const id = question.id && known.has(question.id) && !used.has(question.id) ? question.id : crypto.randomUUID();
    used.add(id);
    return { ...question, id };
  });
  return { ...pickFields(fields, JOB_FORM_FIELDS), screeningQuestions };
}

/** What a job takes from its company: its ID, and the name, page address and verified domain it shows. */
export interface PostingCompany {
  companyID: string;
  companyName: string;
  slug?: string;
  verifiedDomain?: string;
  /** When the company joined (a job page tells of an unverified company's first days). */
  createdAt?: string;
}

/**
 * The name, page address and verified domain a job shows of its company (a rename or a
 * verification changes them). `verifiedDomain` '' is "not verified"; absent leaves it as it is.
 */
export interface CompanyNaming {
  companyName: string;
  companySlug?: string;
  verifiedDomain?: string;
  /** Suspended by an operator: its jobs leave search (absent leaves it as it is). */
  suspended?: boolean;
}

/**
 * Every item a new open job consists of: the job item and its list entries. Pure (the
 * department must already be checked), so the benchmark seeds jobs exactly as posted ones.
 */
export function newJobItems(
  poster: Pick<UserProfile, 'userID' | 'firstName' | 'lastName'>,
  company: PostingCompany,
  fields: JobFields,
  rates: ReferenceRates,
  now = new Date(),
  jobID: string = crypto.randomUUID(),
) {
  const createdAt = now.toISOString();
  const posted: JobItem = {
    ...jobKey(jobID),
    ...companyListKeys({ companyID: company.companyID, active: true, createdAt, jobID }),
    entity: 'JOB',
    jobID,
    companyID: company.companyID,
    employerID: poster.userID,
    postedByName: fullName(poster),
    companyName: company.companyName,
    ...(company.slug ? { companySlug: company.slug } : {}),
    ...(company.verifiedDomain ? { companyVerifiedDomain: company.verifiedDomain } : {}),
    ...(company.createdAt ? { companyCreatedAt: company.createdAt } : {}),
    ...formFields(fields),
    active: true,
    createdAt,
    updatedAt: createdAt,
    applicantCount: 0,
    version: 1,
  };
  const job = { ...posted, searchLists: listsOf(posted, rates) };
  return { job, entries: jobListEntries(job) };
}

/** Posts a new open job of the poster's company: the job and its list entries in one transaction, then its count. */
export async function createJob(
  poster: UserProfile,
  company: PostingCompany,
  fields: JobFields,
  now = new Date(),
): Promise<JobItem> {
  const [{ fields: known, medianPay }, rates] = await Promise.all([
    withKnownDepartment(fields),
    currentReferenceRates(),
  ]);
  const { job: posted, entries } = newJobItems(poster, company, known, rates, now);
  const hold = scamHold(known, medianPay, rates, now);
  const job: JobItem = hold ? { ...posted, hold, searchLists: [] } : posted;
  await transact([
    { Put: { Item: job, ConditionExpression: 'attribute_not_exists(PK)' } },
    // Its insights count from the first application on (applications/job-insights.ts).
    { Put: { Item: newJobInsightsItem(job.jobID) } },
    ...(hold ? newHoldQueued(undefined, job) : entries.map((entry) => ({ Put: { Item: entry } }))),
  ]);
  await moveJobCounts(company.companyID, undefined, job);
  // A held job's pay is not the department's: it would move the median it is judged by.
  if (!hold) {
    await countDepartmentPay(job.department, topYearlyPayEur(job, rates)).catch((error: unknown) =>
      logger.warn('department pay not counted', { error: error as Error, jobID: job.jobID }),
    );
  }
  return job;
}

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
function jobWrite(before: JobItem, after: JobItem | null): TransactItem {
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

const MAX_ATTEMPTS = 4;

/** A transaction cancelled because the job changed meanwhile (version lock) or was busy. */
const lostRace = (error: unknown): boolean => collidedWithAnotherWrite(error) || conditionFailed(error);

/**
 * Reads the company's job, computes its next state (null: delete) and writes job and entries
 * in one transaction under the version lock, then the company's counts; when another change
 * won the race, reads again and retries. Throws 404 when the job is missing or another company's. `known`: the job as
 * just read by the caller, used for the first try (the lock refuses it if stale).
 */
async function changeJob(
  jobID: string,
  companyID: string,
  next: (job: JobItem) => JobItem | null,
  known?: JobItem,
  now = new Date(),
  alsoWrite: (before: JobItem, after: JobItem | null) => TransactItem[] = newHoldQueued,
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

/** Changes the form fields of the company's job; open jobs get their entries rewritten in the same write. */
export async function updateJob(
  companyID: string,
  jobID: string,
  fields: JobFields,
  now = new Date(),
): Promise<JobItem> {
  const [{ fields: known, medianPay }, rates] = await Promise.all([
    withKnownDepartment(fields),
    currentReferenceRates(),
  ]);
  const hold = scamHold(known, medianPay, rates, now);
  // A held job stays held whatever the edit: an operator releases it.
  const job = await changeJob(jobID, companyID, (before) => ({
    ...notRemoved(before),
    ...formFields(known, before.screeningQuestions),
    ...(hold && !before.hold ? { hold } : {}),
    updatedAt: now.toISOString(),
  }));
  return job!;
}

/** Closes (entries deleted) or reopens (entries written) the company's job, in one write. */
export async function setJobActive(
  companyID: string,
  jobID: string,
  active: boolean,
  now = new Date(),
): Promise<JobItem> {
  const job = await changeJob(jobID, companyID, (before) =>
    notRemoved(before).active === active ? before : { ...before, active, updatedAt: now.toISOString() },
  );
  return job!;
}

/** A job an operator removed is no more its company's to change (409). */
function notRemoved(job: JobItem): JobItem {
  if (job.removedAt) throw conflict(TRUST_MSG.jobRemoved);
  return job;
}

// ---- Trust and safety: what operators and reports do to any company's job ----------------

/** Holds the job (reports by several users): out of search until an operator releases it. */
export async function holdJob(job: JobItem, reasons: string[], now = new Date()): Promise<JobItem> {
  const held = await changeJob(
    job.jobID,
    job.companyID,
    (before) =>
      before.hold || before.removedAt
        ? before
        : { ...before, hold: { reasons, signals: [], since: now.toISOString() } },
    job,
    now,
  );
  return held!;
}

/** Releases a held job: back in search if it is open. */
export async function releaseJob(job: JobItem, now = new Date()): Promise<JobItem> {
  const released = await changeJob(
    job.jobID,
    job.companyID,
    (before) => ({ ...before, hold: null }),
    job,
    now,
    () => [],
  );
  return released!;
}

/** Removes the job for good: closed, out of search, its page answers 410; its applications stay. */
export async function removeJob(job: JobItem, now = new Date()): Promise<JobItem> {
  const removed = await changeJob(
    job.jobID,
    job.companyID,
    (before) => ({
      ...notRemoved(before),
      active: false,
      hold: null,
      removedAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }),
    job,
    now,
    () => [],
  );
  return removed!;
}

/**
 * Deletes the company's job with its search entries, in one transaction: from then on nobody
 * finds the job and no application can land (applying conditions on the job item). Its
 * applications stay, for their candidates' lists (applications.ts tellApplicantsJobRemoved),
 * and its tombstone is written in the same transaction. Answers the job as it was.
 */
export async function deleteJob(companyID: string, jobID: string, now = new Date()): Promise<JobItem> {
  let deleted: JobItem | undefined;
  await changeJob(
    jobID,
    companyID,
    (before) => {
      deleted = before;
      return null;
    },
    undefined,
    now,
  );
  return deleted!;
}

/** What renaming one job came to (renameJob). */
export type JobRename = 'renamed' | 'unchanged' | 'gone' | 'superseded';

/**
 * Puts the company's name and slug on one of its jobs, with the cards of an open job's search
 * entries in the same write, under the version lock (a job changed meanwhile is read again),
 * and conditioned on the company still being named so: a rename overtaken by a later one
 * never writes its older naming over the newer ('superseded'; the later rename's run does the
 * job). A job already carrying the naming is not written ('unchanged'), so a page run again
 * renames nobody twice. `job`: the job as just read (the lock refuses it if stale).
 */
export async function renameJob(job: JobItem, naming: CompanyNaming): Promise<JobRename> {
  const { companyName, companySlug, verifiedDomain, suspended } = naming;
  const rates = await currentReferenceRates();
  const conditions = ['companyName = :name'];
  if (companySlug) conditions.push('slug = :slug');
  if (verifiedDomain) conditions.push('verifiedDomain = :domain');
  if (verifiedDomain === '') conditions.push('attribute_not_exists(verifiedDomain)');
  if (suspended !== undefined)
    conditions.push(suspended ? 'attribute_exists(suspension)' : 'attribute_not_exists(suspension)');
  // First in the transaction: its cancellation code is read at index 0.
  const stillCalledSo: TransactItem = {
    ConditionCheck: {
      Key: companyKey(job.companyID),
      ConditionExpression: conditions.join(' AND '),
      ExpressionAttributeValues: {
        ':name': companyName,
        ...(companySlug ? { ':slug': companySlug } : {}),
        ...(verifiedDomain ? { ':domain': verifiedDomain } : {}),
      },
    },
  };
  const rename = async (attempt: number): Promise<JobRename> => {
    const before = attempt === 1 ? job : await getJob(job.jobID, { consistent: true });
    if (!before || before.companyID !== job.companyID) return 'gone';
    if (carriesNaming(before, naming)) return 'unchanged';
    const changed = {
      ...before,
      companyName,
      ...(companySlug ? { companySlug } : {}),
      ...(verifiedDomain !== undefined ? { companyVerifiedDomain: verifiedDomain } : {}),
      ...(suspended !== undefined ? { companySuspended: suspended } : {}),
    };
    const after = { ...changed, ...companyListKeys(changed), searchLists: listsOf(changed, rates) };
    await transact([stillCalledSo, jobWrite(before, after), ...entryWrites(before, after)]);
    return 'renamed';
  };
  try {
    return await withRetries(rename, {
      retryable: (error) => lostRace(error) && !conditionFailedAt(error, 0),
      maxAttempts: MAX_ATTEMPTS,
      capMs: 200,
      giveUp: (error) => error,
    });
  } catch (error) {
    if (conditionFailedAt(error, 0)) return 'superseded';
    throw error;
  }
}

/** Whether the job already shows the company as `naming` names it. */
export const carriesNaming = (job: JobItem, naming: CompanyNaming): boolean =>
  job.companyName === naming.companyName &&
  (!naming.companySlug || job.companySlug === naming.companySlug) &&
  (naming.verifiedDomain === undefined || (job.companyVerifiedDomain ?? '') === naming.verifiedDomain) &&
  (naming.suspended === undefined || (job.companySuspended ?? false) === naming.suspended);
