// SES v2: sending one email, as the SDK names and types it (clients/aws/service-client.ts
// says why it is not the SDK's).
import type { SendEmailCommandInput, SendEmailCommandOutput } from '@aws-sdk/client-sesv2';
import { config } from '../config.js';
import { RestJsonCommand } from './aws/protocols.js';
import { ServiceClient, sharedClient } from './aws/service-client.js';

export class SendEmailCommand extends RestJsonCommand<SendEmailCommandInput, SendEmailCommandOutput> {
  readonly commandName = 'SendEmailCommand';
  protected readonly method = 'POST';
  protected readonly path = '/v2/email/outbound-emails';
}

export class SESv2Client extends ServiceClient {}

// SES v2 is served from email.<region>, and signed as ses.
export const ses = sharedClient(SESv2Client, { signingName: 'ses', host: 'email', localEndpoint: () => config.endpoints.ses });
