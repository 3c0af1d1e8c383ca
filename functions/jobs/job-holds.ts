// Trust and safety on jobs (docs/product/trust-and-safety.md, Holds): the hold a job's text or
// pay earns it as it is posted or edited, its place in the operators' queue (written in the
// job's own transaction), and what reports and operators do to any company's job: hold,
// release, remove. A held or removed job has no search entries (jobs.ts isFindable).
import { TRUST_MSG } from '#shared/schemas/trust.js';
import type { ReferenceRates } from '#shared/remote-fit/pay.js';
import { conflict } from '#platform/errors.js';
import type { TransactItem } from '#platform/dynamodb/table.js';
import { holdQueueWrite, jobSignals, SCAM_SIGNAL_REASONS } from '#functions/trust/index.js';
import { topYearlyPayEur } from './department-pay.js';
import { changeJob } from './job-change.js';
import type { JobFields, JobHold, JobItem } from './jobs.js';

/** The hold a job's text or pay earns it (trust/scam-signals.ts), if any: it is then out of search until an operator looks. */
export function scamHold(
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
export const newHoldQueued = (before: JobItem | undefined, after: JobItem | null): TransactItem[] =>
  after?.hold && !before?.hold
    ? [holdQueueWrite(after.jobID, queueFactsOf(after), after.hold.reasons, after.hold.since)]
    : [];

/** A job an operator removed is no more its company's to change (409). */
export function notRemoved(job: JobItem): JobItem {
  if (job.removedAt) throw conflict(TRUST_MSG.jobRemoved);
  return job;
}

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
    newHoldQueued,
  );
  return held!;
}

/** Releases a held job: back in search if it is open. */
export async function releaseJob(job: JobItem, now = new Date()): Promise<JobItem> {
  const released = await changeJob(job.jobID, job.companyID, (before) => ({ ...before, hold: null }), job, now);
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
  );
  return removed!;
}
