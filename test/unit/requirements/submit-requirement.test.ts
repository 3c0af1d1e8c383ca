// submit-requirement with mocked DynamoDB and SES: the requirement is stored before any email,
// and a failed email never loses it (200, recorded as failed, logged). Prepare / Act / Assess.
import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { StoredRequirement } from '#functions/requirements/requirements.js';
import { operatorsRequirementEmail, requirementConfirmationEmail } from '#functions/requirements/requirement-emails.js';
import { handler } from '#functions/requirements/handlers/submit-requirement.js';
import { invoke } from '../../support/lambda-events.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const OPERATORS = 'operators@example.com';

const form = {
  fullName: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phoneNo: '+44 20 7946 0000',
  companyName: 'Analytical Engines',
  requirement: '2',
  duration: '6',
} as const;

const submit = (body: unknown = form) => invoke(handler, { method: 'POST', json: body });

/** The update that records the operators email's fate (the other UpdateItems are rate-limit counters). */
const statusUpdate = () =>
  dynamo.commandCalls(UpdateCommand).find((call) => call.args[0].input.ExpressionAttributeValues?.[':status'])?.args[0]
    .input.ExpressionAttributeValues;

const sentTo = (address: string) =>
  ses.commandCalls(SendEmailCommand).some((call) => call.args[0].input.Destination?.ToAddresses?.includes(address));

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  process.env.OPERATORS_EMAIL = OPERATORS;
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
  dynamo.on(PutCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});

describe('submit-requirement', () => {
  it('stores the requirement (new key, labels, source address), then emails operators and sender', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });

    const answer = await submit();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toContain('A confirmation has been sent to ada@example.com.');
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(put.Item).toMatchObject({
      SK: 'REQUIREMENT',
      email: 'ada@example.com',
      details: '',
      requirementLabel: 'Looking for a service',
      durationLabel: 'Not sure',
      sourceIp: '127.0.0.1',
      operatorsEmail: 'pending',
    });
    expect(put.Item!.PK).toBe(`REQUIREMENT#${put.Item!.requirementID}`);
    expect(sentTo(OPERATORS)).toBe(true);
    expect(sentTo('ada@example.com')).toBe(true);
    expect(statusUpdate()).toEqual({ ':status': 'sent' });
  });

  it('still answers 200 when the operators email fails, and records the failure on the requirement', async () => {
    ses.on(SendEmailCommand).callsFake((input: { Destination?: { ToAddresses?: string[] } }) => {
      if (input.Destination?.ToAddresses?.includes(OPERATORS))
        throw Object.assign(new Error('rejected'), { name: 'MessageRejected' });
      return { MessageId: 'm' };
    });

    const answer = await submit();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toContain('We have received your requirement');
    expect(statusUpdate()).toEqual({ ':status': 'failed' });
  });

  it('does not promise a confirmation that could not be sent', async () => {
    ses.on(SendEmailCommand).callsFake((input: { Destination?: { ToAddresses?: string[] } }) => {
      if (input.Destination?.ToAddresses?.includes(OPERATORS)) return { MessageId: 'm' };
      throw Object.assign(new Error('rejected'), { name: 'MessageRejected' });
    });

    const answer = await submit();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Thank you! We have received your requirement and our team will be in touch shortly.');
    expect(statusUpdate()).toEqual({ ':status': 'sent' });
  });

  it('answers a failed store as an error and sends no email', async () => {
    dynamo.on(PutCommand).rejects(Object.assign(new Error('down'), { name: 'InternalServerError', $fault: 'server' }));

    const answer = await submit();

    expect(answer.status).toBe(503);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('counts each submission per sender and per source address by the hour, and answers a fourth in the hour 429 before storing', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    dynamo
      .on(UpdateCommand)
      .callsFake((input: { Key: { PK: string } }) =>
        input.Key.PK.startsWith('RATE#requirement#acct#') ? { Attributes: { hits: 4 } } : { Attributes: { hits: 1 } },
      );

    const answer = await submit();

    expect(answer.status).toBe(429);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    const counters = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(counters.map((counter) => String(counter.Key!.PK).replace(/#[^#]+$/, '')).sort()).toEqual([
      'RATE#requirement#acct',
      'RATE#requirement#addr',
    ]);
    for (const counter of counters) {
      const hourStart = Number(counter.Key!.SK);
      expect(hourStart % 3600).toBe(0);
      expect(counter.ExpressionAttributeValues![':expiresAt']).toBe(hourStart + 7200);
    }
  });

  it("sends no confirmation once the hour's confirmations for everyone are spent, yet stores and forwards the requirement", async () => {
    process.env.REQUIREMENT_CONFIRMATIONS_PER_HOUR = '100';
    ses.on(SendEmailCommand).resolves({ MessageId: 'm' });
    dynamo
      .on(UpdateCommand)
      .callsFake((input: { Key: { PK: string } }) =>
        input.Key.PK === 'RATE#requirement-confirmation#all'
          ? { Attributes: { hits: 101 } }
          : { Attributes: { hits: 1 } },
      );

    const answer = await submit();
    delete process.env.REQUIREMENT_CONFIRMATIONS_PER_HOUR;

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Thank you! We have received your requirement and our team will be in touch shortly.');
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(1);
    expect(sentTo(OPERATORS)).toBe(true);
    expect(sentTo('ada@example.com')).toBe(false);
  });

  it('answers bad input with 400 and field errors before any work', async () => {
    const answer = await submit({ ...form, email: 'nope', requirement: '9' });

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      requirement: 'Requirement is required',
    });
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('requirement emails', () => {
  const stored: StoredRequirement = {
    ...form,
    email: 'ada@example.com',
    companyName: 'Evil\r\nBcc: victim@example.com',
    details: '',
    requirementID: 'id-1',
    requirementLabel: 'Looking for a service',
    durationLabel: 'Not sure',
    createdAt: '2025-01-01T00:00:00.000Z',
    sourceIp: '127.0.0.1',
  };

  it('keeps subjects on one line whatever the form held', () => {
    expect(operatorsRequirementEmail(stored, OPERATORS).subject).toBe(
      'New requirement from Evil Bcc: victim@example.com: Looking for a service',
    );
    expect(requirementConfirmationEmail(stored).subject).not.toMatch(/[\r\n]/);
  });

  it('confirms in our words only: nothing the form held reaches the address typed into it', () => {
    const words = { ...stored, fullName: 'Win a prize', details: 'Visit evil.example', phoneNo: '+1 555 0100' };
    const email = requirementConfirmationEmail(words);

    for (const typed of ['Win a prize', 'Visit evil.example', '+1 555 0100', 'Evil', 'victim'])
      expect(`${email.subject}\n${email.text}`).not.toContain(typed);
    expect(email.text).toContain('Reference: id-1');
  });

  it('lets the operators reply to the sender', () => {
    expect(operatorsRequirementEmail(stored, OPERATORS)).toMatchObject({ to: OPERATORS, replyTo: 'ada@example.com' });
    expect(requirementConfirmationEmail(stored).to).toBe('ada@example.com');
  });
});
