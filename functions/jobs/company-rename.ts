// A company's new name and slug (and its verified domain, and whether it is suspended) on its jobs (docs/data-model.md, pattern 7), in the background: the
// bio update queues one message and answers; the queue's worker (handlers/rename-company-jobs.ts)
// renames one page of the company's jobs per message and queues the next page's, so a worker
// cut short goes on from the page it was on (SQS hands its message back) and a company with
// thousands of jobs never holds up a request. Each job is written once per name (renameJob
// skips a job that already carries it), and a run overtaken by a later rename stops at its
// first job (the later run puts the newer name on every job).
// The local stack has no SQS: it delivers the messages to the same worker in process
// (local/company-renames.ts).
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { sqs } from '#platform/clients/sqs.js';
import { config } from '#platform/config.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { type JobItem } from './jobs.js';
import { companyJobsKey } from './company-job-lists.js';
import { withRetries } from '#platform/async/retry.js';
import { conditionFailedAt } from '#platform/dynamodb/transactions.js';
import { transact, type TransactItem } from '#platform/dynamodb/table.js';
import { companyKey } from '#functions/teams/index.js';
import { entryWrites, getJob, listsOf } from './jobs.js';
import { companyListKeys } from './company-job-lists.js';
import { jobWrite, lostRace, MAX_ATTEMPTS } from './job-change.js';
import { currentReferenceRates } from './reference-rates.js';

/** Jobs renamed per message: a page is done well within the worker's timeout. */
export const RENAME_PAGE_SIZE = 25;

/** One message of the queue: the name to put on the jobs, and where the page starts. */
export const companyRenameSchema = z.object({
  companyID: z.string().check(z.minLength(1)),
  companyName: z.string().check(z.minLength(1)),
  /** The company page's slug the jobs link to (absent in messages queued before slugs). */
  companySlug: z.optional(z.string().check(z.minLength(1))),
  /** The domain the company proved, '' for none (absent in messages queued before verification). */
  verifiedDomain: z.optional(z.string()),
  /** Whether an operator suspended the company: its jobs then leave search (absent in older messages). */
  suspended: z.optional(z.boolean()),
  /** The last key of the page before (GSI1's LastEvaluatedKey); absent for the first page. */
  after: z.optional(z.record(z.string(), z.string())),
});
export type CompanyRename = z.infer<typeof companyRenameSchema>;

/**
 * The queue's other work: telling a company's followers of a new job, a page at a time
 * (companies/follower-news.ts). Its messages name their kind; a rename's names none.
 */
export const followerNewsSchema = z.object({
  kind: z.literal('followerNews'),
  companyID: z.string().check(z.minLength(1)),
  jobID: z.string().check(z.minLength(1)),
  after: z.optional(z.record(z.string(), z.string())),
});

/** Any message of the company work queue. */
export const companyWorkSchema = z.union([followerNewsSchema, companyRenameSchema]);
export type CompanyWork = z.infer<typeof companyWorkSchema>;

type Deliver = (message: CompanyWork) => void;
let inProcess: Deliver | undefined;

/** The local stack's queue: messages go to `deliver` instead of SQS (undefined: SQS again). */
export function deliverCompanyRenamesInProcess(deliver: Deliver | undefined): void {
  inProcess = deliver;
}

/** The rename that puts the company's name, slug and verified domain, as it has them now, on its jobs. */
export const companyRenameOf = (company: {
  companyID: string;
  companyName: string;
  slug?: string;
  verifiedDomain?: string;
  suspension?: object;
}): CompanyRename => ({
  companyID: company.companyID,
  companyName: company.companyName,
  ...(company.slug ? { companySlug: company.slug } : {}),
  verifiedDomain: company.verifiedDomain ?? '',
  suspended: company.suspension !== undefined,
});

/** Hands a rename or a follower fan-out (or its next page) to the background worker. */
export async function queueCompanyRename(message: CompanyWork): Promise<void> {
  if (inProcess) return inProcess(message);
  await sqs().send(
    new SendMessageCommand({ QueueUrl: config.companyRenameQueueUrl, MessageBody: JSON.stringify(message) }),
  );
}

/** How one message went: its page's jobs by outcome, and the next page's message, if any. */
export interface RenamePageReport {
  renamed: number;
  unchanged: number;
  superseded: boolean;
  next?: CompanyRename;
}

/**
 * Renames one page of the company's jobs, oldest first (a job posted during the run comes
 * last, so the run still reaches it). Stops at the first job whose rename was overtaken.
 */
export async function renameCompanyJobsPage(message: CompanyRename): Promise<RenamePageReport> {
  const { companyID, companyName, companySlug, verifiedDomain, suspended, after } = message;
  const naming = {
    companyName,
    ...(companySlug ? { companySlug } : {}),
    ...(verifiedDomain !== undefined ? { verifiedDomain } : {}),
    ...(suspended !== undefined ? { suspended } : {}),
  };
  const listKey = companyJobsKey(companyID);
  // A key of another company's list would rename nothing of this one's: start over instead.
  const start = after?.GSI1PK === listKey ? after : undefined;
  const { Items = [], LastEvaluatedKey } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :job)',
    ExpressionAttributeValues: { ':pk': listKey, ':job': 'JOB#' },
    Limit: RENAME_PAGE_SIZE,
    ...(start ? { ExclusiveStartKey: start } : {}),
  });
  const report: RenamePageReport = { renamed: 0, unchanged: 0, superseded: false };
  for (const job of Items as JobItem[]) {
    if (carriesNaming(job, naming)) {
      report.unchanged += 1;
      continue;
    }
    const outcome = await renameJob(job, naming);
    if (outcome === 'superseded') return { ...report, superseded: true };
    if (outcome === 'renamed') report.renamed += 1;
    else report.unchanged += 1;
  }
  if (LastEvaluatedKey) report.next = { companyID, ...naming, after: LastEvaluatedKey as Record<string, string> };
  return report;
}

/** The worker's step for one message: its page, then the next page's message queued. */
export async function renameQueuedPage(message: CompanyRename): Promise<RenamePageReport> {
  const report = await renameCompanyJobsPage(message);
  // Queued before this message is done with: lost neither way, and a page run twice renames nobody again.
  if (report.next) await queueCompanyRename(report.next);
  return report;
}

// ---- One job ------------------------------------------------------------------------

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
