import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: SESv2Client | undefined;

export function ses(): SESv2Client {
  client ??= traced(new SESv2Client(clientConfig(config.endpoints.ses, config.region)));
  return client;
}
