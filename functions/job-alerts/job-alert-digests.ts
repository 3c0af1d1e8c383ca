// The daily job alert digest (docs/product/job-alerts.md), run by the scheduled function
// (functions/job-alerts/handlers/send-job-alerts.ts), the local stack's timer and `npm run send-alerts`.
// For each active alert (pages of the sparse index, job-alerts.ts): the open jobs of its search
// posted since its window's start (newJobsMatching: reads bounded by the new matches), and if
// there are any, the digest is recorded first and then sent; a failed send is undone so the
// next run tries again. Each alert stands alone: one failure is logged and the others go on.
// Work grows with the alerts and their new jobs, never with the jobs in the table.
import { randomBytes } from 'node:crypto';
import { describeJobAlert, JOB_ALERT_DIGEST_MAX } from '#shared/schemas/job-alerts.js';
import type { JobCard } from '#shared/schemas/jobs.js';
import { config } from '#platform/config.js';
import { jobAlertEmail } from './job-alert-emails.js';
import { sendEmail, type EmailOutcome } from '#platform/email/send-email.js';
import { compensate } from '#platform/async/best-effort.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { logger } from '#platform/observability/logger.js';
import {
  activeAlertPages,
  claimDigest,
  normalizeSearch,
  releaseDigest,
  unsubscribeToken,
  type AlertItem,
} from './job-alerts.js';
import { newJobsMatching } from '#functions/jobs/job-search.js';
import { getUserProfile } from '#platform/auth/users.js';

/** What became of one alert in a run. */
export type DigestOutcome = 'sent' | 'nothing-new' | 'skipped' | 'failed';

export interface DigestReport {
  /** Active alerts looked at. */
  checked: number;
  /** Emails sent. */
  sent: number;
  /** Alerts whose digest failed this time (the next run tries them again). */
  failed: number;
}

/** Alerts worked on at once: each is a few reads, two writes and an email. */
const ALERTS_AT_ONCE = 4;

function siteUrl(): string {
  const site = config.siteUrl;
  if (!site) throw new Error('SITE_URL is not set: job alert emails need the site address for their links');
  return site;
}

/** The newest posting time among the jobs (they come newest first; the max guards the order). */
const newestOf = (jobs: JobCard[]) => jobs.map((job) => job.createdAt).reduce((a, b) => (b > a ? b : a));

/** The digest of one alert: nothing when no new job matches, else recorded, then emailed. */
export async function sendAlertDigest(alert: AlertItem, now = new Date()): Promise<DigestOutcome> {
  const site = siteUrl();
  const jobs = await newJobsMatching(normalizeSearch(alert), alert.sentThrough, JOB_ALERT_DIGEST_MAX);
  if (jobs.length === 0) return 'nothing-new';
  const profile = await getUserProfile(alert.userID);
  // A closed account gets nothing (its alerts stay until it is cleaned up).
  if (!profile || profile.status !== 'active' || profile.role !== 'candidate') return 'skipped';
  const claim = {
    alert,
    through: newestOf(jobs),
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
    logger.error('job alert digest not sent; the next run tries again', {
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

/** One run over every active alert. Never throws for one alert's sake. */
export async function sendJobAlertDigests(now = new Date()): Promise<DigestReport> {
  siteUrl();
  const report: DigestReport = { checked: 0, sent: 0, failed: 0 };
  for await (const page of activeAlertPages()) {
    const outcomes = await mapInBatches(
      page,
      (alert) =>
        sendAlertDigest(alert, now).catch((error: unknown): DigestOutcome => {
          logger.error('job alert digest failed', {
            alertID: alert.alertID,
            userID: alert.userID,
            error: error as Error,
          });
          return 'failed';
        }),
      ALERTS_AT_ONCE,
    );
    report.checked += outcomes.length;
    report.sent += outcomes.filter((outcome) => outcome === 'sent').length;
    report.failed += outcomes.filter((outcome) => outcome === 'failed').length;
  }
  return report;
}
