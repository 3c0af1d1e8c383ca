// The daily digest emails (docs/product/job-alerts.md; docs/product/companies.md, Following):
// each active job alert's new matches, and each follower's news of the companies they follow
// (even a candidate without an alert). The scheduled run (job-alerts/handlers/send-job-alerts.ts)
// queues a key for each, ten to a message batch; the queue's workers
// (job-alerts/handlers/send-alert-digests.ts) send each one paced to their share of SES's rate.
// Either is sent once however often it is queued (each claims what it sends before sending).
// The local stack has no SQS: sendDailyDigests runs both steps in process, over an array.
import * as z from 'zod/mini';
import { chunks } from '#platform/async/in-batches.js';
import { digestSiteUrl } from '#platform/config.js';
import type { DigestOutcome } from '#platform/email/send-email.js';
import { logger } from '#platform/observability/logger.js';
import { followersWithNewsPages, sendCompanyNewsDigest } from '#functions/companies/index.js';
import {
  ALERTS_PER_MESSAGE_BATCH,
  alertRefSchema,
  DIGEST_BATCH_SIZE,
  DIGEST_WORKERS,
  digestQueuedAlert,
  enqueueActiveAlerts,
  type Pace,
  workerPacer,
} from '#functions/job-alerts/index.js';

const companyNewsRefSchema = z.object({
  kind: z.literal('companyNews'),
  userID: z.string().check(z.minLength(1)),
});
/** What the queue holds for one digest: an alert's key, or a follower with news waiting. */
export const digestRefSchema = z.union([companyNewsRefSchema, alertRefSchema]);
export type DigestRef = z.infer<typeof digestRefSchema>;

export interface DigestReport {
  /** Digests looked at (alerts and followers). */
  checked: number;
  /** Emails sent. */
  sent: number;
  /** Digests that failed this time (the next run tries them again). */
  failed: number;
}

/** The scheduled step: every active alert and every follower with news, to `enqueue`; answers how many. */
export async function enqueueDailyDigests(enqueue: (refs: DigestRef[]) => Promise<void>): Promise<number> {
  let queued = await enqueueActiveAlerts(enqueue);
  for await (const followers of followersWithNewsPages()) {
    const refs = followers.map((userID) => ({ kind: 'companyNews' as const, userID }));
    for (const batch of chunks(refs, ALERTS_PER_MESSAGE_BATCH)) {
      await enqueue(batch);
      queued += batch.length;
    }
  }
  return queued;
}

/** A follower's digest that was not sent this time: the queue hands it back. */
class NewsDigestNotSent extends Error {
  constructor(readonly userID: string) {
    super(`followed companies' digest of ${userID} not sent`);
    this.name = 'NewsDigestNotSent';
  }
}

/** The worker's step for one queued digest; throws what should be tried again. */
export async function digestQueued(ref: DigestRef, pace?: Pace, now = new Date()): Promise<DigestOutcome> {
  if (!('kind' in ref)) return digestQueuedAlert(ref, pace, now);
  const outcome = await sendCompanyNewsDigest(ref.userID, pace);
  if (outcome === 'failed') throw new NewsDigestNotSent(ref.userID);
  return outcome;
}

/**
 * Both steps in one process, for the local stack, `npm run send-alerts` and the bench: the
 * digests queued in an array, drained by DIGEST_WORKERS workers that each take a batch at a
 * time and pace themselves as the Lambda workers do. A failed digest is counted and logged,
 * not retried: the next run tries it again. Never throws for one digest's sake.
 */
export async function sendDailyDigests(now = new Date()): Promise<DigestReport> {
  digestSiteUrl();
  const queue: DigestRef[] = [];
  await enqueueDailyDigests(async (refs) => {
    queue.push(...refs);
  });
  const report: DigestReport = { checked: 0, sent: 0, failed: 0 };
  const worker = async () => {
    const pace = workerPacer();
    for (let batch = queue.splice(0, DIGEST_BATCH_SIZE); batch.length > 0; batch = queue.splice(0, DIGEST_BATCH_SIZE)) {
      // A batch's digests at once, as the Lambda worker does them; their sends wait for the pacer.
      const outcomes = await Promise.all(
        batch.map((ref) =>
          digestQueued(ref, pace, now).catch((error: unknown): DigestOutcome => {
            logger.error('daily digest failed', { ...ref, error: error as Error });
            return 'failed';
          }),
        ),
      );
      report.checked += outcomes.length;
      report.sent += outcomes.filter((outcome) => outcome === 'sent').length;
      report.failed += outcomes.filter((outcome) => outcome === 'failed').length;
    }
  };
  await Promise.all(Array.from({ length: DIGEST_WORKERS }, worker));
  return report;
}
