import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { digestQueued, digestRefSchema } from '#functions/flows/daily-digests.js';
import { workerPacer } from '#functions/job-alerts/index.js';
import { taskHandler } from '#platform/observability/observability.js';

// The digest queue's worker (infra/schedule-stack.ts): one digest per queued alert or follower. A record
// that fails is reported alone (reportBatchItemFailures): SQS hands it back after its
// visibility timeout, and to the dead-letter queue after its last try; the others are done.

const processor = new BatchProcessor(EventType.SQS);
// Kept across the invocations of a warm worker: its share of the SES rate holds between batches.
const pace = workerPacer();

const digestRecord = async (record: SQSRecord) => {
  await digestQueued(digestRefSchema.parse(JSON.parse(record.body)), pace);
};

export const handler = taskHandler((event, context) =>
  processPartialResponse(event as SQSEvent, digestRecord, processor, { context }),
);
