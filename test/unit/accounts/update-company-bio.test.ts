// update-company-bio: the company's record changes, and the renaming of its jobs is queued
// for the background worker (jobs/company-rename.ts): the call itself reads and writes no job.
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler as updateCompanyBio } from '#functions/accounts/handlers/update-company-bio.js';
import { OWNER_COMPANY_ID, OWNER_ID, call, jobsTestTable } from '../support/jobs.js';

const dynamo = jobsTestTable();
const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/hiring-test-company-renames';
const send = (json: unknown, as: 'owner' | 'applicant' = 'owner') =>
  call(updateCompanyBio, { as, method: 'PUT', json });

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  process.env.COMPANY_RENAME_QUEUE_URL = QUEUE_URL;
});

describe('update-company-bio', () => {
  it('updates the company and queues the renaming of its jobs, touching none of them', async () => {
    dynamo.on(UpdateCommand, { Key: { PK: `COMPANY#${OWNER_COMPANY_ID}`, SK: 'COMPANY' } }).resolves({
      Attributes: {
        PK: `COMPANY#${OWNER_COMPANY_ID}`,
        SK: 'COMPANY',
        companyID: OWNER_COMPANY_ID,
        ownerID: OWNER_ID,
        companyName: 'Engines Inc',
        companySize: '51-200',
        country: 'Kenya',
      },
    });

    const answer = await send({ companyName: 'Engines Inc', companySize: '51-200', country: 'kenya' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ companyName: 'Engines Inc', companySize: '51-200', country: 'Kenya' });
    expect(answer.data.user).not.toHaveProperty('status');
    const companyUpdate = dynamo.commandCalls(UpdateCommand, {
      Key: { PK: `COMPANY#${OWNER_COMPANY_ID}`, SK: 'COMPANY' },
    })[0]!.args[0].input;
    expect(Object.values(companyUpdate.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining(['Engines Inc', '51-200', 'Kenya']),
    );
    expect(dynamo.commandCalls(UpdateCommand, { Key: { PK: `USER#${OWNER_ID}`, SK: 'PROFILE' } })).toHaveLength(0);
    // No job is read or written in the request: the worker does it from the queued message.
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'GSI1' })).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    const queued = sqs.commandCalls(SendMessageCommand).map((c) => c.args[0].input);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.QueueUrl).toBe(QUEUE_URL);
    expect(JSON.parse(queued[0]!.MessageBody!)).toEqual({
      companyID: OWNER_COMPANY_ID,
      companyName: 'Engines Inc',
      verifiedDomain: '',
      suspended: false,
    });
  });

  it('requires company name and size (400), and is for employers only (403)', async () => {
    const missing = await send({ companyName: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors).toMatchObject({
      companyName: 'Company name is required',
      companySize: 'Company size is required',
    });
    expect((await send({ companyName: 'X', companySize: '1-10' }, 'applicant')).status).toBe(403);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });
});
