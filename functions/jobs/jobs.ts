// Jobs (docs/data-model.md, patterns 6, 7, 8 and 10): the job item, its search entries and its
// applications, and every change of a job's state. One job is
//   PK JOB#<jobID> / SK JOB                          the job (pattern 6), on GSI1 under its company (pattern 7)
//   PK JOB#<jobID> / SK LIST#<list>                  one per search list while it is open (job-lists.ts)
//   PK JOB#<jobID> / SK APPLICATION#<candidateID>    one per application (pattern 8)
//   PK JOB#<jobID> / SK TOMBSTONE                    once deleted: its page answers 410 (pattern 26)
// A job's state and its list entries always change in one TransactWrite, so an open job is
// findable and a closed or deleted one is not, with nothing in between. Every change of an
// existing job is conditioned on the job's `version` (optimistic locking): two concurrent
// edits cannot leave entries that match neither. Applications change only `applicantCount`,
// never `version`, so applying never conflicts with the company's edits. A job belongs to
// its company: every member may change it (DESIGN: "is the caller a member of the company
// that owns this?"); `employerID` only records who posted it.
import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod/mini';
import { JOB_FORM_FIELDS, type addJobBody, type Job, type JobCard } from '#shared/schemas/jobs.js';
import { pickFields } from '#shared/schemas/common.js';
import { toCandidateQuestion, type ScreeningQuestion } from '#shared/schemas/screening.js';
import { conflict, HttpError, notFound, ValidationError } from '#platform/errors.js';
import { withRetries } from '#platform/async/retry.js';
import type { Applicant } from '#functions/applications/application-items.js';
import { jobInsightsKey, newJobInsightsItem } from '#functions/applications/job-insights.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { collidedWithAnotherWrite, conditionFailed } from '#platform/dynamodb/transactions.js';
import { findDepartment } from './departments.js';
import type { UserProfile } from '#platform/auth/users.js';
import { jobLists, listEntry, listEntrySK, type JobListEntry } from './job-lists.js';
import { currentReferenceRates } from './reference-rates.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { getItem, transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import { titleWords } from '#platform/search/search-keys.js';

/** The fields an employer writes (add-job and update-job bodies, after validation). */
export type JobFields = z.output<typeof addJobBody>;

export interface JobItem extends Omit<
  JobFields,
  'applicantCountries' | 'screeningQuestions' | 'rejectWhenUnqualified'
> {
  /** Absent on jobs posted before who-can-apply: Anywhere. */
  applicantCountries?: string[];
  /** Absent on jobs posted before screening questions: none. */
  screeningQuestions?: ScreeningQuestion[];
  rejectWhenUnqualified?: boolean;
  PK: string;
  SK: typeof JOB_SK;
  GSI1PK: string;
  GSI1SK: string;
  entity: 'JOB';
  jobID: string;
  /** The company that owns the job (teams/companies.ts). */
  companyID: string;
  /** Who posted it, and their name then ("Posted by"). */
  employerID: string;
  postedByName?: string;
  /** The company's name, kept in step by update-company-bio. */
  companyName: string;
  active: boolean;
  /** The search lists it is in while open (job-lists.ts); absent on jobs the lists migration has not reached. */
  searchLists?: string[];
  createdAt: string;
  updatedAt: string;
  /** Raised by job-application in the same transaction as the application item. */
  applicantCount: number;
  /** Optimistic lock: +1 on every change by the owner (not on applications). */
  version: number;
}

const JOB_SK = 'JOB' as const;

export const jobKey = (jobID: string) => ({ PK: `JOB#${jobID}`, SK: JOB_SK });

/**
 * What is left of a deleted job (pattern 26): the first word of its title, so that its public
 * page can answer 410 with similar open jobs instead of the 404 of an id that never existed.
 */
export interface JobTombstone {
  PK: string;
  SK: typeof TOMBSTONE_SK;
  entity: 'JOB_TOMBSTONE';
  /** The title's first word as search splits titles (lower case); '' when it has none. */
  titleWord: string;
  deletedAt: string;
  /** TTL: a year on, links to the job have stopped being followed and its page answers 404. */
  expiresAt: number;
}

const TOMBSTONE_SK = 'TOMBSTONE' as const;
const TOMBSTONE_DAYS = 365;
export const jobTombstoneKey = (jobID: string) => ({ PK: `JOB#${jobID}`, SK: TOMBSTONE_SK });

function tombstoneOf(job: JobItem, now: Date): JobTombstone {
  return {
    ...jobTombstoneKey(job.jobID),
    entity: 'JOB_TOMBSTONE',
    titleWord: titleWords(job.jobTitle)[0] ?? '',
    deletedAt: now.toISOString(),
    expiresAt: Math.floor(now.getTime() / 1000) + TOMBSTONE_DAYS * 24 * 60 * 60,
  };
}

/** The tombstone of a deleted job, while it lasts (DynamoDB deletes expired items late). */
export async function getJobTombstone(jobID: string, now = new Date()): Promise<JobTombstone | undefined> {
  const { Item } = await getItem({ Key: jobTombstoneKey(jobID) });
  const tombstone = Item as JobTombstone | undefined;
  return tombstone && tombstone.expiresAt * 1000 > now.getTime() ? tombstone : undefined;
}
export const companyJobsKey = (companyID: string) => `COMPANYJOBS#${companyID}`;
/** Where jobs were listed before companies (one employer's): read only by the migration. */
export const legacyEmployerJobsKey = (employerID: string) => `EMPLOYER#${employerID}`;

/**
 * Raises or lowers the job's applicant count, alone: not in the application's transaction,
 * where the job item would make every concurrent application to it collide (DynamoDB cancels
 * transactions that touch one item at once). Single writes to one item queue instead. A job
 * deleted meanwhile has nothing to count.
 */
export async function changeApplicantCount(jobID: string, delta: 1 | -1): Promise<void> {
  try {
    await updateItem(applicantCountChange(jobID, delta).Update!);
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/** The same change as a transaction item, for a rare write that must move with the count (an account's deletion). */
export function applicantCountChange(jobID: string, delta: 1 | -1): TransactItem {
  return {
    Update: {
      Key: jobKey(jobID),
      UpdateExpression: 'ADD applicantCount :delta',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':delta': delta },
    },
  };
}

export async function getJob(jobID: string, options: { consistent?: boolean } = {}): Promise<JobItem | undefined> {
  const { Item } = await getItem({ Key: jobKey(jobID), ConsistentRead: options.consistent ?? false });
  return Item as JobItem | undefined;
}

/**
 * The job when the company `companyID` owns it. Another company's job and a missing job look
 * the same (404): nobody learns that a job they cannot see exists.
 */
export async function getCompanyJob(jobID: string, companyID: string): Promise<JobItem> {
  return companyJobOnly(await getJob(jobID, { consistent: true }), companyID);
}

/** getCompanyJob's check of a job item already read. */
export function companyJobOnly(job: JobItem | undefined, companyID: string): JobItem {
  if (!job || job.companyID !== companyID) throw notFound('We could not find this job.');
  return job;
}

/** What the search list shows of a job (jobCardSchema), kept on each of its search entries. */
export function toJobCard(item: JobItem): JobCard {
  return {
    _id: item.jobID,
    jobTitle: item.jobTitle,
    jobType: item.jobType,
    department: item.department,
    country: item.country,
    timeZone: item.timeZone ?? '',
    startTime: item.startTime,
    endTime: item.endTime,
    paymentInterval: item.paymentInterval,
    minSalary: item.minSalary,
    maxSalary: item.maxSalary,
    currency: item.currency ?? '',
    applicantCountries: item.applicantCountries ?? [],
    active: item.active,
    createdAt: item.createdAt,
    employer: { companyName: item.companyName ?? '' },
  };
}

/**
 * What leaves the server (jobSchema): never keys, owner IDs or version. `forCompany`: the
 * company's own view, which also says who posted the job.
 */
export function toPublicJob(item: JobItem, options: { applicants?: Applicant[]; forCompany?: boolean } = {}): Job {
  return {
    ...toJobCard(item),
    aboutRole: item.aboutRole,
    // With the applicants at hand, counted from them: exact even if a count write was lost.
    applicantCount: options.applicants
      ? options.applicants.filter((applicant) => applicant.stage !== 'withdrawn').length
      : (item.applicantCount ?? 0),
    // The requirements are the company's: a candidate sees the questions alone.
    screeningQuestions: options.forCompany
      ? (item.screeningQuestions ?? [])
      : (item.screeningQuestions ?? []).map(toCandidateQuestion),
    ...(options.forCompany ? { rejectWhenUnqualified: item.rejectWhenUnqualified ?? false } : {}),
    ...(options.applicants ? { applicants: options.applicants } : {}),
    ...(options.forCompany && item.postedByName ? { postedBy: item.postedByName } : {}),
  };
}

// ---- Search lists (pattern 10, job-lists.ts) -------------------------------------------

/** The lists the job is found in at `rates`: none unless it is open. */
const listsOf = (job: JobItem | undefined, rates: ReferenceRates): string[] =>
  job?.active ? jobLists(toJobCard(job), rates) : [];

/** The lists of an open job that has none yet, and their entries (the lists migration). */
export function newJobLists(job: JobItem, rates: ReferenceRates) {
  const searchLists = listsOf(job, rates);
  return { searchLists, entries: jobListEntries({ ...job, searchLists }) };
}

/** The job's list entries: one per list it is in, each with its card. */
export const jobListEntries = (job: JobItem): JobListEntry[] =>
  job.active ? (job.searchLists ?? []).map((list) => listEntry(toJobCard(job), list)) : [];

/**
 * Deletes and puts that turn the entries of `before` into those of `after` (absent or
 * closed: none). The lists a job is in are kept on the job (`searchLists`), since the pay
 * bands follow the rates of the day of its last write.
 */
function entryWrites(before: JobItem | undefined, after: JobItem | undefined): TransactItem[] {
  const old = before?.active ? (before.searchLists ?? []) : [];
  const next = after ? jobListEntries(after) : [];
  const sameCard = !!before?.active && !!after?.active && isDeepStrictEqual(toJobCard(before), toJobCard(after));
  const deletes = old
    .filter((list) => !next.some((entry) => entry.SK === listEntrySK(list)))
    .map((list) => ({ Delete: { Key: { PK: `JOB#${before!.jobID}`, SK: listEntrySK(list) } } }));
  // The same card: only the lists it newly joins; else every entry carries the new card.
  const puts = next.filter((entry) => !sameCard || !old.some((list) => listEntrySK(list) === entry.SK));
  return [...deletes, ...puts.map((entry) => ({ Put: { Item: entry } }))];
}

// ---- Writes ---------------------------------------------------------------------------

/** Checks the department against the lookup and takes its stored spelling. */
async function withKnownDepartment(fields: JobFields): Promise<JobFields> {
  const department = await findDepartment(fields.department);
  if (!department) {
    const msg = 'Choose a department from the list';
    throw new ValidationError(msg, { department: msg });
  }
  return { ...fields, department };
}

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

/**
 * Every item a new open job consists of: the job item and its list entries. Pure (the
 * department must already be checked), so the benchmark seeds jobs exactly as posted ones.
 */
export function newJobItems(
  poster: Pick<UserProfile, 'userID' | 'firstName' | 'lastName'>,
  company: { companyID: string; companyName: string },
  fields: JobFields,
  rates: ReferenceRates,
  now = new Date(),
  jobID: string = crypto.randomUUID(),
) {
  const createdAt = now.toISOString();
  const posted: JobItem = {
    ...jobKey(jobID),
    GSI1PK: companyJobsKey(company.companyID),
    GSI1SK: `JOB#${createdAt}#${jobID}`,
    entity: 'JOB',
    jobID,
    companyID: company.companyID,
    employerID: poster.userID,
    postedByName: `${poster.firstName} ${poster.lastName}`.trim(),
    companyName: company.companyName,
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

/** Posts a new open job of the poster's company: the job and its list entries in one transaction. */
export async function createJob(
  poster: UserProfile,
  company: { companyID: string; companyName: string },
  fields: JobFields,
  now = new Date(),
): Promise<JobItem> {
  const [known, rates] = await Promise.all([withKnownDepartment(fields), currentReferenceRates()]);
  const { job, entries } = newJobItems(poster, company, known, rates, now);
  await transact([
    { Put: { Item: job, ConditionExpression: 'attribute_not_exists(PK)' } },
    // Its insights count from the first application on (applications/job-insights.ts).
    { Put: { Item: newJobInsightsItem(job.jobID) } },
    ...entries.map((entry) => ({ Put: { Item: entry } })),
  ]);
  return job;
}

/** Fields the company can change (with `version`); applicantCount belongs to applications. */
const MUTABLE_FIELDS = [
  'companyName',
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
 * in one transaction under the version lock; when another change won the race, reads again
 * and retries. Throws 404 when the job is missing or another company's. `known`: the job as
 * just read by the caller, used for the first try (the lock refuses it if stale).
 */
async function changeJob(
  jobID: string,
  companyID: string,
  next: (job: JobItem) => JobItem | null,
  known?: JobItem,
  now = new Date(),
): Promise<JobItem | null> {
  const rates = await currentReferenceRates();
  const change = async (attempt: number) => {
    const before = attempt === 1 && known ? known : await getCompanyJob(jobID, companyID);
    const changed = next(before);
    const after = changed && { ...changed, searchLists: listsOf(changed, rates) };
    // A deleted job leaves its tombstone in the same write: its page never answers 404 meanwhile;
    // its insights go with it (its applications stay, for their candidates).
    const tombstone: TransactItem[] = after
      ? []
      : [{ Put: { Item: tombstoneOf(before, now) } }, { Delete: { Key: jobInsightsKey(before.jobID) } }];
    await transact([jobWrite(before, after), ...tombstone, ...entryWrites(before, after ?? undefined)]);
    return after;
  };
  return withRetries(change, {
    retryable: lostRace,
    maxAttempts: MAX_ATTEMPTS,
    capMs: 200,
    giveUp: () => conflict('This job was changed at the same time. Please try again.'),
  });
}

/** Changes the form fields of the company's job; open jobs get their entries rewritten in the same write. */
export async function updateJob(
  companyID: string,
  jobID: string,
  fields: JobFields,
  now = new Date(),
): Promise<JobItem> {
  const known = await withKnownDepartment(fields);
  const job = await changeJob(jobID, companyID, (before) => ({
    ...before,
    ...formFields(known, before.screeningQuestions),
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
    before.active === active ? before : { ...before, active, updatedAt: now.toISOString() },
  );
  return job!;
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

/**
 * Puts the company's current name on each of its jobs that carries another one (after a
 * company bio update), with the cards of an open job's search entries in the same write.
 * Job by job, so a call cut short is healed by the next.
 */
export async function renameCompanyOnJobs(companyID: string, companyName: string): Promise<number> {
  const stale = (await listCompanyJobs(companyID)).filter((job) => job.companyName !== companyName);
  for (const job of stale) {
    try {
      await changeJob(job.jobID, companyID, (before) => ({ ...before, companyName }), job);
    } catch (error) {
      // Deleted meanwhile: nothing to rename.
      if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
    }
  }
  return stale.length;
}

// ---- Reads ----------------------------------------------------------------------------

/** All of one company's jobs, newest first: one Query on GSI1 (pattern 7), paged through. */
export const listCompanyJobs = (companyID: string) => jobsListedUnder(companyJobsKey(companyID));

/** The jobs on GSI1 under `listKey`, newest first. */
export async function jobsListedUnder(listKey: string): Promise<JobItem[]> {
  const jobs = await queryItems({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :job)',
    ExpressionAttributeValues: { ':pk': listKey, ':job': 'JOB#' },
    ScanIndexForward: false,
  });
  return jobs as unknown as JobItem[];
}
