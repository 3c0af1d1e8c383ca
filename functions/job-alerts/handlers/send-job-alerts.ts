import { enqueueDailyDigests } from '#functions/flows/daily-digests.js';
import { sendToDigestQueue } from '#functions/job-alerts/index.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// Run once a day by an EventBridge rule (infra/schedule-stack.ts): queues every active alert and
// every follower with news of followed companies for the digest workers (send-alert-digests.ts), which send. A run that fails part way is safe
// to repeat: an alert queued twice gets one digest.
export const handler = taskHandler(async () => {
  const queued = await enqueueDailyDigests(sendToDigestQueue);
  logger.info('daily digests queued', { queued });
  return { queued };
});
