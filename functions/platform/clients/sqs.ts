import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: SQSClient | undefined;

/** SQS: the daily digest queues its alerts there. The local stack has no SQS (it queues in process). */
export function sqs(): SQSClient {
  client ??= traced(new SQSClient(clientConfig(undefined, config.region)));
  return client;
}
