import { SchedulerClient } from '@aws-sdk/client-scheduler';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: SchedulerClient | undefined;

/** EventBridge Scheduler: interview reminders. The local stack has none (a timer reads the table). */
export function scheduler(): SchedulerClient {
  client ??= traced(new SchedulerClient(clientConfig(undefined, config.region)));
  return client;
}
