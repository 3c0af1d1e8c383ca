import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { companyRenameSchema, renameQueuedPage } from '../company-rename.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// The company rename queue's worker (infra/schedule-stack.ts; locally local/company-renames.ts):
// one page of a company's jobs per message, then the next page's message. A record that fails
// is reported alone (reportBatchItemFailures): SQS hands it back after its visibility timeout,
// and the page is run again (its renamed jobs are skipped); to the dead-letter queue after its last try.

const processor = new BatchProcessor(EventType.SQS);

const renameRecord = async (record: SQSRecord) => {
  const message = companyRenameSchema.parse(JSON.parse(record.body));
  const { next, ...report } = await renameQueuedPage(message);
  logger.info('company rename page done', { companyID: message.companyID, ...report, more: Boolean(next) });
};

export const handler = taskHandler((event, context) =>
  processPartialResponse(event as SQSEvent, renameRecord, processor, { context }),
);
