import { LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: LambdaClient | undefined;

/** Lambda itself: only the data migrations use it, to hand the rest of their work to a fresh invocation. */
export function lambda(): LambdaClient {
  client ??= traced(new LambdaClient(clientConfig(undefined, config.region)));
  return client;
}
