// The daily job alert digest (docs/product/job-alerts.md) in two steps, with a queue between
// them. The scheduled run (handlers/send-job-alerts.ts) pages the active alerts (the sparse
// index, job-alerts.ts) and queues each one's key; the queue's workers
// (handlers/send-alert-digests.ts) take each key and send that alert's digest, paced to their
// share of the account's SES sending rate (digest-pacing.ts). For one alert: the open jobs of
// its search posted since its window's start (newJobsMatching: at most a fixed number of
// entries read), and if there are any, the digest is recorded first and then sent; if none, the
// window still moves past the jobs read, so a search that matches nothing costs nothing more; a failed send
// is undone and the alert handed back to the queue. An alert queued twice is sent once.
// The run and the workers also send followers their companies' news (flows/daily-digests.ts).
import { randomBytes } from 'node:crypto';
import { describeJobAlert, JOB_ALERT_DIGEST_MAX } from '#shared/schemas/job-alerts.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { digestSiteUrl } from '#platform/config.js';
import { jobAlertEmail } from './job-alert-emails.js';
import { sendEmail, type DigestOutcome, type EmailOutcome } from '#platform/email/send-email.js';
import { compensate } from '#platform/async/best-effort.js';
import { chunks } from '#platform/async/in-batches.js';
import * as z from 'zod/mini';
import { logger } from '#platform/observability/logger.js';
import { getAlert, normalizeSearch, type AlertItem } from './job-alerts.js';
import { activeAlertPages, claimDigest, moveWatermark, releaseDigest, unsubscribeToken } from './digest-claims.js';
import { getUserProfile, type UserProfile } from '#functions/accounts/index.js';
import { newJobsMatching } from '#functions/jobs/index.js';
import { candidateWorkingDay } from '#shared/remote-fit/time-zones.js';

/** What the queue holds for one alert: its key, read afresh when its turn comes. */
export const alertRefSchema = z.object({
  userID: z.string().check(z.minLength(1)),
  alertID: z.string().check(z.minLength(1)),
});
export type AlertRef = z.infer<typeof alertRefSchema>;

/** A batch of the queue (SendMessageBatch takes ten at most). */
export const ALERTS_PER_MESSAGE_BATCH = 10;

/** Waits for the sender's turn (the worker's pacer); no wait when not given. */
export type Pace = () => Promise<void>;

/** The candidate's working day as an overlap filter compares it; none without a time zone. */
function readerDay(profile: UserProfile) {
  const day = candidateWorkingDay(profile);
  return day.timeZone ? { timeZone: day.timeZone, start: day.workStart, end: day.workEnd } : undefined;
}

/** The newest posting time among the jobs (they come newest first; the max guards the order). */
const newestOf = (jobs: JobCard[]) => jobs.map((job) => job.createdAt).reduce((a, b) => (b > a ? b : a));

/**
 * The digest of one alert: nothing when no new job matches, else recorded, then emailed.
 * `pace` is awaited just before the record, so that a digest is sent right after it is recorded.
 */
export async function sendAlertDigest(alert: AlertItem, now = new Date(), pace?: Pace): Promise<DigestOutcome> {
  const site = digestSiteUrl();
  const search = normalizeSearch(alert);
  // An overlap filter compares with the candidate's day as their profile has it today.
  const owner = search.overlapHours ? await getUserProfile(alert.userID) : undefined;
  const { jobs, examinedThrough } = await newJobsMatching(
    search,
    alert.sentThrough,
    JOB_ALERT_DIGEST_MAX,
    owner ? readerDay(owner) : undefined,
  );
  if (jobs.length === 0) {
    // What it looked at is not read for it again: the next run starts after it.
    if (examinedThrough) await moveWatermark(alert, examinedThrough);
    return 'nothing-new';
  }
  const profile = owner ?? (await getUserProfile(alert.userID));
  // A closed account gets nothing (its alerts stay until it is cleaned up).
  if (!profile || profile.status !== 'active' || profile.role !== 'candidate') return 'skipped';
  await pace?.();
  const claim = {
    alert,
    through: examinedThrough ?? newestOf(jobs),
    jobIDs: jobs.map((job) => job._id),
    secret: randomBytes(32).toString('base64url'),
    now,
  };
  if (!(await claimDigest(claim))) return 'skipped';
  let outcome: EmailOutcome;
  try {
    outcome = await sendEmail(
      jobAlertEmail({
        to: profile.email,
        firstName: profile.firstName,
        description: describeJobAlert(alert),
        jobs,
        siteUrl: site,
        unsubscribeToken: unsubscribeToken(alert.userID, alert.alertID, alert.sentThrough, claim.secret),
      }),
    );
  } catch (error) {
    logger.error('job alert digest not sent; it is tried again', {
      alertID: alert.alertID,
      userID: alert.userID,
      error: error as Error,
    });
    await compensate('release the record of an unsent job alert digest', () => releaseDigest(claim));
    return 'failed';
  }
  // A suppressed address is skipped (sendEmail logged it); the record stands, so no retry.
  return outcome.sent ? 'sent' : 'skipped';
}

/** The scheduled step: every active alert's key, in batches of ten, to `enqueue`; answers how many. */
export async function enqueueActiveAlerts(enqueue: (alerts: AlertRef[]) => Promise<void>): Promise<number> {
  let queued = 0;
  for await (const page of activeAlertPages()) {
    const refs = page.map(({ userID, alertID }) => ({ userID, alertID }));
    for (const batch of chunks(refs, ALERTS_PER_MESSAGE_BATCH)) {
      await enqueue(batch);
      queued += batch.length;
    }
  }
  return queued;
}

/** A digest that was not sent this time: the queue hands its alert back (or the next local run). */
export class DigestNotSent extends Error {
  constructor(readonly alert: AlertRef) {
    super(`job alert ${alert.alertID} of ${alert.userID}: digest not sent`);
    this.name = 'DigestNotSent';
  }
}

/**
 * The worker's step for one queued alert: read afresh, skipped when deleted or paused since
 * it was queued, else its digest. Throws (DigestNotSent, or what failed) so that it is retried.
 */
export async function digestQueuedAlert(ref: AlertRef, pace?: Pace, now = new Date()): Promise<DigestOutcome> {
  const alert = await getAlert(ref.userID, ref.alertID);
  if (!alert || alert.paused) return 'skipped';
  const outcome = await sendAlertDigest(alert, now, pace);
  if (outcome === 'failed') throw new DigestNotSent(ref);
  return outcome;
}
