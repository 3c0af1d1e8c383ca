// How the daily digests go out through their queue (docs/product/job-alerts.md): the queue's
// workers, as many at once as the event source mapping allows, share the account's SES
// sending rate between them. The CDK app (infra/schedule-stack.ts) reads the same numbers, so
// this module imports nothing that runs.
import { pause } from '#platform/async/retry.js';
import { positiveInteger } from '#platform/config.js';

/** Workers at once: the event source mapping's maxConcurrency (SQS allows no fewer than 2). */
export const DIGEST_WORKERS = 2;
/** Queued alerts a worker is handed at once (the mapping's batchSize). */
export const DIGEST_BATCH_SIZE = 10;
/** Deliveries of one queued alert before it goes to the dead-letter queue. */
export const DIGEST_MAX_RECEIVES = 3;
/** Emails a second for all workers together, unless DIGEST_SENDS_PER_SECOND says otherwise. */
export const DEFAULT_DIGEST_SENDS_PER_SECOND = 10;

/** The workers' rate together: within the account's SES sending rate, beside the other emails. */
export const digestSendsPerSecond = () => positiveInteger('DIGEST_SENDS_PER_SECOND', DEFAULT_DIGEST_SENDS_PER_SECOND);

/**
 * A gate that lets one caller through every 1000 / `perSecond` ms, in the order they came;
 * the first at once. Each worker holds one, at its share of the account's rate.
 */
export function pacer(perSecond: number): () => Promise<void> {
  const spacingMs = 1000 / perSecond;
  let nextSlot = 0;
  return () => {
    const now = Date.now();
    const slot = Math.max(now, nextSlot);
    nextSlot = slot + spacingMs;
    return slot > now ? pause(slot - now) : Promise.resolve();
  };
}

/** One worker's gate: its share of the rate, so that the workers together keep within it. */
export const workerPacer = () => pacer(digestSendsPerSecond() / DIGEST_WORKERS);
