// Jobs (docs/data-model.md, patterns 6, 7, 8 and 10): the job item, its search entries and its
// applications, and their reads; every change of a job's state is in job-writes.ts. One job is
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
import { type addJobBody, type Job, type JobCard } from '#shared/schemas/jobs.js';
import { NEW_COMPANY_DAYS } from '#shared/constants.js';
import type { JobReview } from '#shared/schemas/trust.js';

/** An applicant as the company's view of a job lists them (applications/application-items.ts builds them). */
type Applicant = NonNullable<Job['applicants']>[number];
import { toCandidateQuestion, type ScreeningQuestion } from '#shared/schemas/screening.js';
import { notFound } from '#platform/errors.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { jobLists, listEntry, listEntrySK, type JobListEntry } from './job-lists.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { getItem, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { titleWords } from '#platform/search/search-keys.js';
import { companyJobsKey } from './company-job-lists.js';

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
  /** Absent on jobs the company-job-lists migration has not reached (company-job-lists.ts). */
  GSI2PK?: string;
  GSI2SK?: string;
  entity: 'JOB';
  jobID: string;
  /** The company that owns the job (teams/companies.ts). */
  companyID: string;
  /** Who posted it, and their name then ("Posted by"). */
  employerID: string;
  postedByName?: string;
  /** The company's name and its page's slug, kept in step by update-company-bio (company-rename.ts). */
  companyName: string;
  companySlug?: string;
  /** The domain the company proved ('' or absent: not verified), for the "Verified" mark. */
  companyVerifiedDomain?: string;
  /** When the company joined (absent on jobs posted before it was kept). */
  companyCreatedAt?: string;
  active: boolean;
  /**
   * Held for review (trust and safety): out of search until an operator releases it; null once
   * released. Its company may still edit it.
   */
  hold?: JobHold | null;
  /** When an operator removed it: out of search for good, its page answers 410. */
  removedAt?: string;
  /** Its company is suspended: out of search until it is unsuspended (company-rename.ts). */
  companySuspended?: boolean;
  /** The search lists it is in while open (job-lists.ts); absent on jobs the lists migration has not reached. */
  searchLists?: string[];
  createdAt: string;
  updatedAt: string;
  /** Raised by job-application in the same transaction as the application item. */
  applicantCount: number;
  /** Optimistic lock: +1 on every change by the owner (not on applications). */
  version: number;
}

export const JOB_SK = 'JOB' as const;

/** Why a job is held: the scam signals its text tripped, or reports by several users. */
export interface JobHold {
  /** In plain words, for its company and the operators. */
  reasons: string[];
  /** The scam signals (trust/scam-signals.ts) it tripped, if that is why. */
  signals: string[];
  since: string;
}

/**
 * Whether candidates find the job and may apply: open, and neither held, removed nor of a
 * suspended company. Only such a job has search entries.
 */
export const isFindable = (job: JobItem | undefined): job is JobItem =>
  !!job?.active && !job.hold && !job.removedAt && !job.companySuspended;

/** The job's standing as its company sees it: under review, or removed by an operator. */
export function jobReviewOf(job: JobItem): JobReview | undefined {
  if (job.removedAt) return { state: 'removed', reasons: [REMOVED_REASON], since: job.removedAt };
  if (job.hold) return { state: 'under-review', reasons: job.hold.reasons, since: job.hold.since };
  if (job.companySuspended) return { state: 'under-review', reasons: [SUSPENDED_REASON], since: job.updatedAt };
  return undefined;
}
const REMOVED_REASON = 'Our team removed it: it broke the marketplace’s rules for job posts.';
const SUSPENDED_REASON = 'Your company is suspended: its jobs are out of search until it is unsuspended.';

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
export const TOMBSTONE_DAYS = 365;
export const jobTombstoneKey = (jobID: string) => ({ PK: `JOB#${jobID}`, SK: TOMBSTONE_SK });

export function tombstoneOf(job: JobItem, now: Date): JobTombstone {
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
/** Where jobs were listed before companies (one employer's): read only by the migration. */
export const legacyEmployerJobsKey = (employerID: string) => `EMPLOYER#${employerID}`;

/**
 * The job's insights item (pattern 30), in the job's partition: written with the job and
 * deleted with it; its counters are the applications' (applications/job-insights.ts).
 */
export const jobInsightsKey = (jobID: string) => ({ PK: `JOB#${jobID}`, SK: 'INSIGHTS' });
/** A job's new insights item; `countsQualified`: it has counted those who meet the requirements from the start. */
export const newJobInsightsItem = (jobID: string) => ({
  ...jobInsightsKey(jobID),
  entity: 'JOB_INSIGHTS',
  jobID,
  countsQualified: true,
});

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
    employer: {
      companyName: item.companyName ?? '',
      ...(item.companySlug ? { companySlug: item.companySlug } : {}),
      ...(item.companyVerifiedDomain ? { verified: true, verifiedDomain: item.companyVerifiedDomain } : {}),
    },
  };
}

/**
 * A job's card as its own page shows it, at `now`: with when its company joined while that
 * company is younger than NEW_COMPANY_DAYS and not verified (never stored: cards in the search
 * lists are written once, and a company's age changes every day).
 */
export function toJobPageCard(item: JobItem, now = new Date()): JobCard {
  const card = toJobCard(item);
  const joined = item.companyCreatedAt;
  const young = joined && now.getTime() - Date.parse(joined) < NEW_COMPANY_DAYS * 86_400_000;
  return young && !card.employer.verified ? { ...card, employer: { ...card.employer, newCompanySince: joined } } : card;
}

/**
 * What leaves the server (jobSchema): never keys, owner IDs or version. `forCompany`: the
 * company's own view, which also says who posted the job.
 */
export function toPublicJob(item: JobItem, options: { applicants?: Applicant[]; forCompany?: boolean } = {}): Job {
  const review = jobReviewOf(item);
  return {
    ...toJobPageCard(item),
    aboutRole: item.aboutRole,
    applicantCount: item.applicantCount ?? 0,
    // The requirements are the company's: a candidate sees the questions alone.
    screeningQuestions: options.forCompany
      ? (item.screeningQuestions ?? [])
      : (item.screeningQuestions ?? []).map(toCandidateQuestion),
    ...(options.forCompany ? { rejectWhenUnqualified: item.rejectWhenUnqualified ?? false } : {}),
    ...(options.applicants ? { applicants: options.applicants } : {}),
    ...(options.forCompany && item.postedByName ? { postedBy: item.postedByName } : {}),
    ...(options.forCompany && review ? { review } : {}),
  };
}

// ---- Search lists (pattern 10, job-lists.ts) -------------------------------------------

/** The lists the job is found in at `rates`: none unless it is findable. */
export const listsOf = (job: JobItem | undefined, rates: ReferenceRates): string[] =>
  isFindable(job) ? jobLists(toJobCard(job), rates) : [];

/** The lists of an open job that has none yet, and their entries (the lists migration). */
export function newJobLists(job: JobItem, rates: ReferenceRates) {
  const searchLists = listsOf(job, rates);
  return { searchLists, entries: jobListEntries({ ...job, searchLists }) };
}

/** The job's list entries: one per list it is in, each with its card. */
export const jobListEntries = (job: JobItem): JobListEntry[] =>
  isFindable(job) ? (job.searchLists ?? []).map((list) => listEntry(toJobCard(job), list)) : [];

/**
 * Deletes and puts that turn the entries of `before` into those of `after` (absent or
 * closed: none). The lists a job is in are kept on the job (`searchLists`), since the pay
 * bands follow the rates of the day of its last write.
 */
export function entryWrites(before: JobItem | undefined, after: JobItem | undefined): TransactItem[] {
  const old = isFindable(before) ? (before.searchLists ?? []) : [];
  const next = after ? jobListEntries(after) : [];
  const sameCard = isFindable(before) && isFindable(after) && isDeepStrictEqual(toJobCard(before), toJobCard(after));
  const deletes = old
    .filter((list) => !next.some((entry) => entry.SK === listEntrySK(list)))
    .map((list) => ({ Delete: { Key: { PK: `JOB#${before!.jobID}`, SK: listEntrySK(list) } } }));
  // The same card: only the lists it newly joins; else every entry carries the new card.
  const puts = next.filter((entry) => !sameCard || !old.some((list) => listEntrySK(list) === entry.SK));
  return [...deletes, ...puts.map((entry) => ({ Put: { Item: entry } }))];
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
