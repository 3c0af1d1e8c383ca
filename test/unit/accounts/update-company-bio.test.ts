// update-company-bio: the company's record changes, and its jobs that show another company
// name get the new one (only its own, only those that differ), with the cards of an open
// job's search entries in the same transaction.
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { jobKey } from '#functions/jobs/jobs.js';
import { handler as updateCompanyBio } from '#functions/accounts/handlers/update-company-bio.js';
import { OWNER_COMPANY_ID, OWNER_ID, call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const send = (json: unknown, as: 'owner' | 'applicant' = 'owner') =>
  call(updateCompanyBio, { as, method: 'PUT', json });
const STALE = '00000000-0000-4000-8000-000000000001';
const FRESH = '00000000-0000-4000-8000-000000000002';
const GONE = '00000000-0000-4000-8000-000000000003';

describe('update-company-bio', () => {
  it("updates the company and renames it on the company's jobs that show another name", async () => {
    dynamo.on(UpdateCommand).resolves({});
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
    const jobs = [
      storedJob({ jobID: STALE, version: 2 }),
      storedJob({ jobID: FRESH, companyName: 'Engines Inc' }),
      storedJob({ jobID: GONE }),
    ];
    dynamo.on(QueryCommand).resolves({ Items: jobs });
    // The listed items are written as read, under the version lock. GONE was deleted
    // meanwhile: the lock refuses its write, and reading it again finds nothing.
    dynamo.on(TransactWriteCommand).callsFake((input: { TransactItems: { Update?: { Key: { PK: string } } }[] }) => {
      if (input.TransactItems[0]!.Update?.Key.PK === `JOB#${GONE}`) {
        throw Object.assign(new Error('cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
        });
      }
      return {};
    });
    dynamo.on(GetCommand, { Key: jobKey(GONE) }).resolves({});

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
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({
      ':pk': `COMPANYJOBS#${OWNER_COMPANY_ID}`,
    });
    const writes = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(writes.map((items) => items[0]!.Update!.Key)).toEqual([jobKey(STALE), jobKey(GONE)]);
    expect(dynamo.commandCalls(GetCommand, { Key: jobKey(STALE) })).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand, { Key: jobKey(GONE) })).toHaveLength(1);
    const [job, ...entries] = writes[0]!;
    expect(job!.Update).toMatchObject({
      Key: jobKey(STALE),
      ConditionExpression: 'companyID = :owner AND version = :version',
    });
    expect(job!.Update!.ExpressionAttributeValues).toMatchObject({
      ':owner': OWNER_COMPANY_ID,
      ':version': 2,
      ':next': 3,
    });
    expect(Object.values(job!.Update!.ExpressionAttributeValues!)).toContain('Engines Inc');
    expect(entries.map((entry) => entry.Put!.Item!.SK)).toContain('LIST#all');
    for (const entry of entries)
      expect(entry.Put!.Item!.card).toMatchObject({ _id: STALE, employer: { companyName: 'Engines Inc' } });
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
  });
});
