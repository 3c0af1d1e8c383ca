import { sendJobAlertDigests } from '../job-alert-digests.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// Run once a day by an EventBridge rule (infra/schedule-stack.ts); locally by the stack's
// timer and `npm run send-alerts`. Failures of single alerts are logged and retried next run.
export const handler = taskHandler(async () => {
  const report = await sendJobAlertDigests();
  logger.info('job alert digests done', { ...report });
  return report;
});
