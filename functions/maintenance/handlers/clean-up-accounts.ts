import { cleanUpAccounts } from '#functions/privacy/index.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// Run every hour by an EventBridge rule (infra/schedule-stack.ts); locally by the stack's
// timer. Finishes account deletions that stopped half-way and removes sign-ups never
// confirmed within a week (privacy/account-cleanup.ts). An account that fails does not stop the
// others; the run then fails as a whole, so the operators' alarm goes off and EventBridge runs it
// again (every step is safe to repeat).
export const handler = taskHandler(async () => {
  const report = await cleanUpAccounts();
  logger.info('account clean-up done', { ...report });
  if (report.failed > 0) throw new Error(`account clean-up: ${report.failed} accounts left for the next run`);
  return report;
});
