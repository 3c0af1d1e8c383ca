import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { companyWorkSchema, queueCompanyRename, renameQueuedPage } from '../company-rename.js';
import { tellFollowersPage } from '#functions/companies/index.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

// The company work queue's worker (infra/schedule-stack.ts; locally local/company-renames.ts):
// one page per message, then the next page's message: of a company's jobs to rename, or of its
// followers to tell of a new job (companies/follower-news.ts). A record that fails
// is reported alone (reportBatchItemFailures): SQS hands it back after its visibility timeout,
// and the page is run again (its renamed jobs are skipped); to the dead-letter queue after its last try.

const processor = new BatchProcessor(EventType.SQS);

const workRecord = async (record: SQSRecord) => {
  const message = companyWorkSchema.parse(JSON.parse(record.body));
  if ('kind' in message) {
    const { next, told } = await tellFollowersPage(message);
    // Queued before this message is done with: lost neither way, and a page run twice writes the same items.
    if (next) await queueCompanyRename(next);
    logger.info('follower news page done', { companyID: message.companyID, told, more: Boolean(next) });
    return;
  }
  const { next, ...report } = await renameQueuedPage(message);
  logger.info('company rename page done', { companyID: message.companyID, ...report, more: Boolean(next) });
};

export const handler = taskHandler((event, context) =>
  processPartialResponse(event as SQSEvent, workRecord, processor, { context }),
);
