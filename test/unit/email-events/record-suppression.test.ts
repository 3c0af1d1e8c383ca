// Bounces and complaints: the SES event parsed with zod, what it suppresses, the record written,
// bad events dropped. Prepare / Act / Assess, with a mocked DynamoDB.
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler, sesEmailEvent, suppressionsOf } from '#functions/email-events/handlers/record-suppression.js';
import { simulatorEvents } from '#local/emulators/ses-simulator.js';
import { lambdaContext } from '../../support/lambda-events.js';

const dynamo = mockClient(DynamoDBDocumentClient);

const bounced = (bounceType: string, emailAddress = 'Ada@Example.com') => ({
  version: '0',
  id: 'e1',
  source: 'aws.ses',
  'detail-type': 'Email Bounced',
  detail: {
    eventType: 'Bounce',
    mail: { messageId: 'm1', tags: { 'ses:configuration-set': ['remote-hiring-dev'] } },
    bounce: {
      bounceType,
      bounceSubType: 'General',
      bouncedRecipients: [{ emailAddress, action: 'failed', status: '5.1.1' }],
      timestamp: '2026-11-25T10:00:00.000Z',
      feedbackId: 'f1',
    },
  },
});

const complained = (complaintFeedbackType?: string) => ({
  source: 'aws.ses',
  'detail-type': 'Email Complained',
  detail: {
    eventType: 'Complaint',
    mail: { messageId: 'm2' },
    complaint: {
      complainedRecipients: [{ emailAddress: 'grace@example.com' }],
      timestamp: '2026-11-25T11:00:00.000Z',
      ...(complaintFeedbackType ? { complaintFeedbackType } : {}),
    },
  },
});

beforeEach(() => {
  dynamo.reset();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  dynamo.on(PutCommand).resolves({});
});

describe('SES bounce and complaint events', () => {
  it('suppresses the recipients of a hard bounce and of a complaint', () => {
    const hard = suppressionsOf(sesEmailEvent.parse(bounced('Permanent')));
    expect(hard).toEqual([
      {
        address: 'Ada@Example.com',
        reason: 'bounce',
        at: '2026-11-25T10:00:00.000Z',
        bounceType: 'Permanent',
        bounceSubType: 'General',
        feedbackId: 'f1',
      },
    ]);
    expect(suppressionsOf(sesEmailEvent.parse(complained('abuse')))).toMatchObject([
      { address: 'grace@example.com', reason: 'complaint' },
    ]);
  });

  it('does not suppress for a soft (transient) or undetermined bounce, nor a "not spam" report', () => {
    expect(suppressionsOf(sesEmailEvent.parse(bounced('Transient')))).toEqual([]);
    expect(suppressionsOf(sesEmailEvent.parse(bounced('Undetermined')))).toEqual([]);
    expect(suppressionsOf(sesEmailEvent.parse(complained('not-spam')))).toEqual([]);
  });

  it('records a hard bounce under the lower-case address, one PutItem', async () => {
    const answer = await handler(bounced('Permanent'), lambdaContext);

    expect(answer).toEqual({ suppressed: 1 });
    const puts = dynamo.commandCalls(PutCommand);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.args[0].input.Item).toMatchObject({
      PK: 'SUPPRESSED#ada@example.com',
      SK: 'SUPPRESSED',
      address: 'ada@example.com',
      reason: 'bounce',
    });
  });

  it('writes nothing for a soft bounce', async () => {
    expect(await handler(bounced('Transient'), lambdaContext)).toEqual({ suppressed: 0 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it.each([
    ['nothing', undefined],
    ['another service', { ...bounced('Permanent'), source: 'aws.s3' }],
    ['a delivery', { source: 'aws.ses', 'detail-type': 'Email Delivered', detail: { eventType: 'Delivery' } }],
    ['a bounce without recipients', { ...bounced('Permanent'), detail: { eventType: 'Bounce', bounce: {} } }],
    ['an SNS envelope', { Records: [{ Sns: { Message: '{}' } }] }],
  ])('drops %s without throwing or writing', async (_what, event) => {
    expect(await handler(event, lambdaContext)).toEqual({ suppressed: 0 });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('throws when the record cannot be written, so that EventBridge retries it', async () => {
    dynamo.on(PutCommand).rejects(new Error('throttled'));
    await expect(handler(complained(), lambdaContext)).rejects.toThrow('throttled');
  });

  it('reads the local mailbox simulator events as SES events', () => {
    const events = simulatorEvents(
      {
        ConfigurationSetName: 'remote-hiring-local',
        Destination: {
          ToAddresses: ['bounce+x@simulator.amazonses.com', 'complaint@simulator.amazonses.com', 'a@b.c'],
        },
      },
      'm3',
    );
    expect(events).toHaveLength(2);
    expect(events.flatMap((event) => suppressionsOf(sesEmailEvent.parse(event)))).toMatchObject([
      { address: 'bounce+x@simulator.amazonses.com', reason: 'bounce' },
      { address: 'complaint@simulator.amazonses.com', reason: 'complaint' },
    ]);
    // As in SES: without a configuration set, no events.
    expect(simulatorEvents({ Destination: { ToAddresses: ['bounce@simulator.amazonses.com'] } }, 'm4')).toEqual([]);
  });
});
