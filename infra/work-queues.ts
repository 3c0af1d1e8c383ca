// A queue of work with its dead-letter queue, and a function fed from it: the shape the
// Schedule stack's queued work shares (the job alert digests, the company renames).
import { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/** `<id>Queue` and `<id>DeadLetters`, encrypted, TLS only; a message received `maxReceiveCount` times goes to the latter. */
export function workQueue(
  scope: Construct,
  id: string,
  options: { queueName?: string; visibilityTimeout: Duration; maxReceiveCount: number },
): { queue: sqs.Queue; deadLetters: sqs.Queue } {
  const deadLetters = new sqs.Queue(scope, `${id}DeadLetters`, {
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    // SQS's longest: time to look into what failed, and redrive it.
    retentionPeriod: Duration.days(14),
  });
  const queue = new sqs.Queue(scope, `${id}Queue`, {
    ...(options.queueName ? { queueName: options.queueName } : {}),
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
    visibilityTimeout: options.visibilityTimeout,
    deadLetterQueue: { queue: deadLetters, maxReceiveCount: options.maxReceiveCount },
  });
  return { queue, deadLetters };
}

/**
 * Runs `target` on the queue's messages, reporting failures per message. Made here rather than
 * with SqsEventSource, which would grant through a policy of its own: the function's role
 * already says what it may do with the queue.
 */
export function feedFromQueue(
  scope: Construct,
  id: string,
  target: lambda.IFunction,
  queue: sqs.IQueue,
  options: { batchSize: number; maxConcurrency?: number },
): lambda.EventSourceMapping {
  return new lambda.EventSourceMapping(scope, id, {
    target,
    eventSourceArn: queue.queueArn,
    batchSize: options.batchSize,
    ...(options.maxConcurrency ? { maxConcurrency: options.maxConcurrency } : {}),
    reportBatchItemFailures: true,
  });
}
