import { enqueueActiveAlerts } from '../job-alert-digests.js';
import { sendToDigestQueue } from '../digest-queue.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// Run once a day by an EventBridge rule (infra/schedule-stack.ts): queues every active alert
// for the digest workers (send-alert-digests.ts), which send. A run that fails part way is safe
// to repeat: an alert queued twice gets one digest.
export const handler = taskHandler(async () => {
  const queued = await enqueueActiveAlerts(sendToDigestQueue);
  logger.info('job alerts queued for their digests', { queued });
  return { queued };
});
