// get-job: the owner reads the job with its applicants; anyone else learns nothing.
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { APPLICANTS_PAGE_SIZE } from '#shared/constants.js';
import { jobKey } from '#functions/jobs/jobs.js';
import { handler as getJob } from '#functions/jobs/handlers/get-job.js';
import { APPLICANT_ID, JOB_ID, OWNER_ID, RIVAL_ID, call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const read = (as: 'owner' | 'rival' | 'applicant' | undefined, jobID = JOB_ID) =>
  call(getJob, { as, query: { jobID } });
const application = (userID: string, createdAt: string) => ({
  PK: `JOB#${JOB_ID}`,
  SK: `APPLICATION#${userID}`,
  userID,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  country: 'France',
  phoneNo: '+33 1 23 45 67 89',
  createdAt,
});

describe('get-job', () => {
  it("gives the owner the job with its first applicants, newest first, with their reviews' summary, without their phone numbers", async () => {
    const rival = { ...application(RIVAL_ID, '2026-02-03T00:00:00.000Z'), yesReviews: 2, strongYesReviews: 1 };
    const applicant = application(APPLICANT_ID, '2026-02-02T00:00:00.000Z');
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob({ applicantCount: 2 }) });
    for (const item of [rival, applicant])
      dynamo.on(GetCommand, { Key: { PK: item.PK, SK: item.SK } }).resolves({ Item: item });
    dynamo
      .on(GetCommand, { Key: { PK: `JOB#${JOB_ID}`, SK: 'INSIGHTS' } })
      .resolves({ Item: { stage_new: 2, qualified_new: 1 } });
    // The list of all the job's applicants, newest first: its entries name them.
    const entry = (item: { userID: string; createdAt: string }) => ({
      PK: `APPLICANTS#${JOB_ID}#all`,
      SK: `${item.createdAt}#${item.userID}`,
      jobID: JOB_ID,
      candidateID: item.userID,
    });
    dynamo.on(QueryCommand).resolves({ Items: [entry(rival), entry(applicant)] });

    const answer = await read('owner');

    expect(answer.status).toBe(200);
    expect(answer.data.job).toMatchObject({
      _id: JOB_ID,
      applicantCount: 2,
      employer: { companyName: 'Analytical Engines' },
    });
    // Applications made before stages existed are New, their history the application itself.
    const asApplied = (createdAt: string) => ({
      stage: 'new',
      history: [{ stage: 'new', at: createdAt, by: 'Grace Hopper' }],
    });
    expect(answer.data.job.applicants).toEqual([
      {
        userID: RIVAL_ID,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        createdAt: '2026-02-03T00:00:00.000Z',
        ...asApplied('2026-02-03T00:00:00.000Z'),
        reviewSummary: { 'strong-no': 0, no: 0, yes: 2, 'strong-yes': 1 },
      },
      {
        userID: APPLICANT_ID,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        createdAt: '2026-02-02T00:00:00.000Z',
        ...asApplied('2026-02-02T00:00:00.000Z'),
        reviewSummary: { 'strong-no': 0, no: 0, yes: 0, 'strong-yes': 0 },
      },
    ]);
    // The counts per stage come from the job's counters, not from reading its applications.
    expect(answer.data.stageCounts).toMatchObject({ new: 2, shortlisted: 0 });
    expect(answer.data.qualifiedStageCounts).toMatchObject({ new: 1, shortlisted: 0 });
    expect(answer.data.pagination).toEqual({});
    // One Query of a page and one more entry, newest first.
    expect(dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        KeyConditionExpression: 'PK = :list',
        ExpressionAttributeValues: { ':list': `APPLICANTS#${JOB_ID}#all` },
        ScanIndexForward: false,
        Limit: APPLICANTS_PAGE_SIZE + 1,
      }),
    ]);
    // The job comes with the session's profile: one consistent BatchGetItem, no read of its own;
    // the page's applications in one more.
    const batches = dynamo.commandCalls(BatchGetCommand).map((c) => Object.values(c.args[0].input.RequestItems!)[0]);
    expect(batches).toEqual([
      { Keys: [{ PK: `USER#${OWNER_ID}`, SK: 'PROFILE' }, jobKey(JOB_ID)], ConsistentRead: true },
      {
        Keys: [rival, applicant].map((item) => ({ PK: item.PK, SK: item.SK })),
        ConsistentRead: true,
      },
    ]);
  });

  it("answers another employer's job with the same 404 as a missing one, and reads no applicants", async () => {
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: storedJob() });

    const rival = await read('rival');
    const missing = await read('owner', '00000000-0000-4000-8000-000000000000');

    expect(rival.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(rival.data).toEqual(missing.data);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });

  it('refuses candidates (403), visitors (401) and a malformed jobID (400)', async () => {
    expect((await read('applicant')).status).toBe(403);
    expect((await read(undefined)).status).toBe(401);
    const bad = await read('owner', 'not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.data.msg).toBe('jobID is not valid');
  });

  it('checks the session before the query: a malformed jobID reads only the profile, and 401 and 403 come first', async () => {
    expect((await read('applicant', 'not-a-uuid')).status).toBe(403);
    expect((await read(undefined, 'not-a-uuid')).status).toBe(401);
    expect((await read('owner', 'not-a-uuid')).status).toBe(400);
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(GetCommand).map((c) => c.args[0].input.Key)).toEqual([
      { PK: `USER#${APPLICANT_ID}`, SK: 'PROFILE' },
      { PK: `USER#${OWNER_ID}`, SK: 'PROFILE' },
    ]);
  });
});
