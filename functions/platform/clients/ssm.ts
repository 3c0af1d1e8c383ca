import { SSMClient } from '@aws-sdk/client-ssm';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: SSMClient | undefined;

/** Systems Manager Parameter Store: only where the site's address is read (platform/http/site-link.ts); never on the local stack. */
export function ssm(): SSMClient {
  client ??= traced(new SSMClient(clientConfig(undefined, config.region)));
  return client;
}
