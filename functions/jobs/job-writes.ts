// A company writing its jobs (docs/data-model.md, patterns 7 and 10): a new job with its search
// lists in one transaction, and every change (edit, close and reopen, delete) as one change of
// job-change.ts. A job whose text or pay trips a scam signal is held as it is written (job-holds.ts).
import { JOB_FORM_FIELDS } from '#shared/schemas/jobs.js';
import { pickFields } from '#shared/schemas/common.js';
import { type ScreeningQuestion } from '#shared/schemas/screening.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { ValidationError } from '#platform/errors.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { transact } from '#platform/dynamodb/table.js';
import { logger } from '#platform/observability/logger.js';
import { type UserProfile, fullName } from '#functions/accounts/index.js';
import { departmentKey } from './departments.js';
import { countDepartmentPay, departmentPayKey, medianPayOf, topYearlyPayEur } from './department-pay.js';
import { currentReferenceRates } from './reference-rates.js';
import { jobKey, jobListEntries, listsOf, newJobInsightsItem, type JobFields, type JobItem } from './jobs.js';
import { companyListKeys, moveJobCounts } from './company-job-lists.js';
import { changeJob } from './job-change.js';
import { newHoldQueued, notRemoved, scamHold } from './job-holds.js';

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
  const job = await changeJob(
    jobID,
    companyID,
    (before) => ({
      ...notRemoved(before),
      ...formFields(known, before.screeningQuestions),
      ...(hold && !before.hold ? { hold } : {}),
      updatedAt: now.toISOString(),
    }),
    undefined,
    now,
    newHoldQueued,
  );
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
