// update-company-bio: the employer's profile changes, and their jobs that show another
// company name get the new one (only theirs, only those that differ).
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { jobKey } from '#commons/data/jobs.js';
import { handler as updateCompanyBio } from '#functions/accounts/update-company-bio.js';
import { OWNER_ID, call, jobsTestTable, storedJob } from './support.js';

const dynamo = jobsTestTable();
const send = (json: unknown, as: 'owner' | 'applicant' = 'owner') => call(updateCompanyBio, { as, method: 'PUT', json });
const STALE = '00000000-0000-4000-8000-000000000001';
const FRESH = '00000000-0000-4000-8000-000000000002';

describe('update-company-bio', () => {
  it('updates the profile and renames the company on the jobs that show another name', async () => {
    dynamo.on(UpdateCommand).resolves({});
    dynamo.on(UpdateCommand, { Key: { PK: `USER#${OWNER_ID}`, SK: 'PROFILE' } }).resolves({
      Attributes: { PK: `USER#${OWNER_ID}`, userID: OWNER_ID, role: 'employer', status: 'active', firstName: 'Ada', lastName: 'Lovelace', email: 'x@example.com', companyName: 'Engines Inc', companySize: '51-200', country: 'Kenya', createdAt: '2026-01-01T00:00:00.000Z' },
    });
    dynamo.on(QueryCommand).resolves({ Items: [storedJob({ jobID: STALE }), storedJob({ jobID: FRESH, companyName: 'Engines Inc' })] });

    const answer = await send({ companyName: 'Engines Inc', companySize: '51-200', country: 'kenya' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ companyName: 'Engines Inc', companySize: '51-200', country: 'Kenya' });
    expect(answer.data.user).not.toHaveProperty('status');
    const profileUpdate = dynamo.commandCalls(UpdateCommand, { Key: { PK: `USER#${OWNER_ID}`, SK: 'PROFILE' } })[0]!.args[0].input;
    expect(Object.values(profileUpdate.ExpressionAttributeValues!)).toEqual(expect.arrayContaining(['Engines Inc', '51-200', 'Kenya']));
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ExpressionAttributeValues).toMatchObject({ ':pk': `EMPLOYER#${OWNER_ID}` });
    const renames = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input).filter((input) => input.Key!.SK === 'JOB');
    expect(renames).toEqual([
      expect.objectContaining({ Key: jobKey(STALE), ConditionExpression: 'attribute_exists(PK) AND employerID = :owner', ExpressionAttributeValues: { ':name': 'Engines Inc', ':owner': OWNER_ID } }),
    ]);
  });

  it('requires company name and size (400), and is for employers only (403)', async () => {
    const missing = await send({ companyName: ' ' });
    expect(missing.status).toBe(400);
    expect(missing.data.fieldErrors).toMatchObject({ companyName: 'Company name is required', companySize: 'Company size is required' });
    expect((await send({ companyName: 'X', companySize: '1-10' }, 'applicant')).status).toBe(403);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
