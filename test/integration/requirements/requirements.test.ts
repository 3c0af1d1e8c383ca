// submit-requirement through the real local stack: the requirement is stored, emailed to the
// operators' address (Reply-To the sender) and confirmed to the sender, both found in the local
// SES mailbox; bad input gets 400 with an error per field.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { ApiClient } from '../../../tools/api-client.js';
import { documentClient } from '../../../tools/test-users.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { HOUR_SECONDS } from '#platform/rate-limits.js';

const stack = inject('stack');
const visitor = new ApiClient(stack);

interface StoredEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string };
}

async function emailsTo(address: string): Promise<StoredEmail[]> {
  const response = await fetch(`${stack.mailboxUrl}/store`);
  const { emails } = (await response.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

const validRequirement = (suffix: string) => ({
  fullName: 'Ada Lovelace',
  email: `ada-${suffix}@example.com`,
  phoneNo: '+44 20 7946 0000',
  companyName: `Analytical Engines ${suffix}`,
  requirement: '1',
  details: 'Two virtual assistants for customer support, European hours.',
  duration: '3',
});

describe('submit-requirement', () => {
  it('stores the requirement, emails the operators and confirms to the sender', async () => {
    const suffix = randomUUID().slice(0, 8);
    const input = validRequirement(suffix);

    const answer = await visitor.call('POST', '/api/submit-requirement', { json: input });

    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe(
      `Thank you! We have received your requirement and our team will be in touch shortly. A confirmation has been sent to ${input.email}.`,
    );

    const operators = (await emailsTo(stack.env.OPERATORS_EMAIL!)).filter((email) =>
      email.subject.includes(input.companyName),
    );
    expect(operators).toHaveLength(1);
    expect(operators[0]!.subject).toBe(`New requirement from ${input.companyName}: Looking for an employee`);
    expect(operators[0]!.replyTo).toEqual([input.email]);
    expect(operators[0]!.from).toBe(stack.env.SENDER_EMAIL);
    const text = operators[0]!.body.text!;
    for (const line of [
      'Full name: Ada Lovelace',
      `Email address: ${input.email}`,
      'Phone number: +44 20 7946 0000',
      'Duration: 3 to 6 Months',
      `Requirement details: ${input.details}`,
    ]) {
      expect(text).toContain(line);
    }

    const confirmations = await emailsTo(input.email);
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe('We have received your requirement - Remote Hiring Marketplace');
    // Our words only: the form's text never goes to the address typed into it.
    expect(confirmations[0]!.body.text).toContain('Hello,');
    for (const typed of ['Ada Lovelace', input.companyName, input.details, input.phoneNo])
      expect(confirmations[0]!.body.text).not.toContain(typed);

    const requirementID = /Reference: ([0-9a-f-]{36})/.exec(text)![1]!;
    const { Item } = await documentClient(stack).send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `REQUIREMENT#${requirementID}`, SK: 'REQUIREMENT' },
      }),
    );
    expect(Item).toMatchObject({
      requirementID,
      fullName: 'Ada Lovelace',
      email: input.email,
      companyName: input.companyName,
      requirement: '1',
      requirementLabel: 'Looking for an employee',
      duration: '3',
      durationLabel: '3 to 6 Months',
      operatorsEmail: 'sent',
    });
    expect(Item!.sourceIp).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    expect(Date.parse(Item!.createdAt as string)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes the details as optional', async () => {
    const input: Partial<ReturnType<typeof validRequirement>> = { ...validRequirement(randomUUID().slice(0, 8)) };
    delete input.details;

    const answer = await visitor.call('POST', '/api/submit-requirement', { json: input });

    expect(answer.status).toBe(200);
    const [operators] = (await emailsTo(stack.env.OPERATORS_EMAIL!)).filter((email) =>
      email.subject.includes(input.companyName!),
    );
    expect(operators!.body.text).toContain('Requirement details: (none given)');
  });

  it('answers an empty form with 400 and an error beside every required field, and sends nothing', async () => {
    const before = (await emailsTo(stack.env.OPERATORS_EMAIL!)).length;

    const answer = await visitor.call('POST', '/api/submit-requirement', { json: {} });

    expect(answer.status).toBe(400);
    expect(answer.body.data.msg).toBe('Full name is required');
    expect(answer.body.data.fieldErrors).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      phoneNo: 'Phone number is required',
      companyName: 'Company name is required',
      requirement: 'Requirement is required',
      duration: 'Duration is required',
    });
    expect((await emailsTo(stack.env.OPERATORS_EMAIL!)).length).toBe(before);
  });

  it('refuses a bad email, a bad phone number, options not in the lists and unknown fields', async () => {
    const base = validRequirement(randomUUID().slice(0, 8));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...base, phoneNo: 'call me' }, 'phoneNo', 'Please enter a valid phone number'],
      [{ ...base, requirement: '4' }, 'requirement', 'Requirement is required'],
      [{ ...base, duration: '7' }, 'duration', 'Duration is required'],
      [{ ...base, fullName: '   ' }, 'fullName', 'Full name is required'],
      [{ ...base, details: 'x'.repeat(2001) }, 'details', 'Requirement details must be at most 2000 characters'],
    ];
    for (const [json, field, msg] of cases) {
      const answer = await visitor.call('POST', '/api/submit-requirement', { json });
      expect(answer.status, field).toBe(400);
      expect(answer.body.data.fieldErrors?.[field], field).toBe(msg);
    }
    const unknown = await visitor.call('POST', '/api/submit-requirement', { json: { ...base, budget: 1000 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.msg).toBe('Unknown field: budget');
  });

  it('limits how often one email address can be used (3 an hour), so nobody is flooded with confirmations', async () => {
    const input = validRequirement(randomUUID().slice(0, 8));
    await wellInsideRateWindow(15, HOUR_SECONDS);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(
        (await visitor.call('POST', '/api/submit-requirement', { json: input })).status,
        `attempt ${attempt}`,
      ).toBe(200);
    }

    const over = await visitor.call('POST', '/api/submit-requirement', { json: input });

    expect(over.status).toBe(429);
    expect(over.body.data.msg).toBe('You have sent several requirements in the last hour. Please try again later.');
    expect(await emailsTo(input.email)).toHaveLength(3);
  });
});
