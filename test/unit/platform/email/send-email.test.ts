// sendEmail sends nothing to a suppressed address and names the configuration set on every
// send. Prepare / Act / Assess, with mocked DynamoDB and SES.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { sendEmail } from '#platform/email/send-email.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  process.env.SENDER_EMAIL = 'no-reply@example.com';
});

describe('sendEmail', () => {
  const email = { to: 'Ada@Example.com', subject: 'Hello', text: 'Hi' };

  it('sends nothing to a suppressed address and says why', async () => {
    dynamo.on(GetCommand).resolves({ Item: { address: 'ada@example.com', reason: 'bounce', at: 'then' } });

    const outcome = await sendEmail(email);

    expect(outcome).toMatchObject({ sent: false, suppressed: { reason: 'bounce' } });
    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({
      PK: 'SUPPRESSED#ada@example.com',
      SK: 'SUPPRESSED',
    });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('sends with the configuration set once the address is clear', async () => {
    process.env.SES_CONFIGURATION_SET = 'remote-hiring-dev';
    dynamo.on(GetCommand).resolves({});
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    try {
      expect(await sendEmail(email)).toEqual({ sent: true });
      expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.ConfigurationSetName).toBe('remote-hiring-dev');
    } finally {
      delete process.env.SES_CONFIGURATION_SET;
    }
  });
});
