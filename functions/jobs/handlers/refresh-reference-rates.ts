import { refreshReferenceRates } from '../reference-rates.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// Run once a day by an EventBridge rule (infra/schedule-stack.ts), after the ECB publishes;
// locally by the stack's timer. A failed run changes nothing: searches keep converting at the
// rates stored before, and the run fails as a whole so that two such days running raise the
// operators' alarm (docs/operations.md).
export const handler = taskHandler(async () => {
  try {
    const outcome = await refreshReferenceRates();
    logger.info('reference rates refreshed', { ...outcome });
    return outcome;
  } catch (error) {
    logger.error('reference rates not refreshed', { error: error as Error });
    throw error;
  }
});
