// job-application and get-job-candidate: one transaction (application, applicant count,
// notifications), 409 on a second application, 404 on a closed job, retries on collisions.
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getJobCandidate } from '#functions/applications/handlers/get-job-candidate.js';
import { handler as applyToJob } from '#functions/applications/handlers/apply-to-job.js';
import {
  CANDIDATE_ID,
  afterSessions,
  call,
  candidateProfile,
  employerProfile,
  storeProfiles,
  useTestSessions,
} from '../support/candidates.js';
import { JOB_ID, OWNER_ID, storedJob } from '../support/jobs.js';
import { answerBatchGetsFromGets } from '../support/batch-gets.js';
import { withoutWaiting } from '../support/without-waiting.js';
import { applicantEntryWrites, withoutApplicantEntries } from '../support/applicant-entries.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const form = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace@Example.com',
  country: 'france',
  phoneNo: '+33 1 23 45 67 89',
  jobID: JOB_ID,
};
const apply = (body: unknown = form, as: 'candidate' | 'employer' = 'candidate') =>
  call(applyToJob, { as, method: 'POST', json: body });
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
type Items = NonNullable<TransactWriteCommand['input']['TransactItems']>;
const allTransactItems = (index = 0) =>
  dynamo.commandCalls(TransactWriteCommand)[index]!.args[0].input.TransactItems as Items;
const transactItems = (index = 0) => withoutApplicantEntries(allTransactItems(index));

beforeEach(() => {
  dynamo.reset();
  useTestSessions();
  dynamo.on(GetCommand).resolves({});
  answerBatchGetsFromGets(dynamo);
  storeProfiles(dynamo, candidateProfile(), employerProfile());
  dynamo.on(GetCommand, { Key: { PK: `JOB#${JOB_ID}`, SK: 'JOB' } }).resolves({ Item: storedJob() });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({});
});
afterEach(() => {
  afterSessions();
  vi.useRealTimers();
});

describe('job-application', () => {
  it('stores the application and both notifications in one transaction of its own items, then raises the count', async () => {
    const answer = await apply();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Your application has been sent.');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
    // Nothing another application shares: no job item, no counter (they would collide).
    expect(transactItems().map((item) => Object.keys(item)[0])).toEqual(['Put', 'Put', 'Put']);
    // And its entries in the company's lists of the job's applicants: everyone, New, and the
    // same of those who meet the requirements (this job asks for none).
    expect(applicantEntryWrites(allTransactItems())).toEqual([
      'Put all',
      'Put all#qualified',
      'Put new',
      'Put new#qualified',
    ]);
    const [application, ...notifications] = transactItems();
    expect(application!.Put).toMatchObject({
      Item: {
        PK: `JOB#${JOB_ID}`,
        SK: `APPLICATION#${CANDIDATE_ID}`,
        GSI1PK: `CANDIDATE#${CANDIDATE_ID}`,
        userID: CANDIDATE_ID,
        jobID: JOB_ID,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        emailConfirmed: true,
        country: 'France',
        phoneNo: '+33 1 23 45 67 89',
        stage: 'new',
        history: [{ stage: 'new', by: 'Grace Hopper' }].map((entry) => expect.objectContaining(entry)),
        jobTitle: 'Senior Developer',
        companyName: 'Analytical Engines',
      },
      // A first application, or a new one after withdrawing.
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(application!.Put!.Item!.GSI1SK).toMatch(/^APPLICATION#\d{4}-\d{2}-\d{2}T/);
    // The job's count and its insights, after the transaction, each in a write of its own.
    expect(dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        Key: { PK: `JOB#${JOB_ID}`, SK: 'JOB' },
        UpdateExpression: 'ADD applicantCount :delta',
        ExpressionAttributeValues: { ':delta': 1 },
      }),
      expect.objectContaining({
        Key: { PK: `JOB#${JOB_ID}`, SK: 'INSIGHTS' },
        UpdateExpression: 'ADD #c0 :c0, #c1 :c1, #c2 :c2',
        // New, New among those who meet the requirements (this job asks for none), and its week.
        ExpressionAttributeNames: {
          '#c0': 'stage_new',
          '#c1': 'qualified_new',
          '#c2': expect.stringMatching(/^week_\d{4}-\d{2}-\d{2}$/),
        },
      }),
    ]);
    const puts = notifications.filter((item) => item.Put).map((item) => item.Put!.Item!);
    expect(puts).toEqual([
      expect.objectContaining({
        PK: `USER#${OWNER_ID}`,
        kind: 'application-received',
        title: 'New application',
        body: 'Grace Hopper applied to Senior Developer.',
        link: `/dashboard/jobs/${JOB_ID}`,
      }),
      expect.objectContaining({
        PK: `USER#${CANDIDATE_ID}`,
        kind: 'application-sent',
        title: 'Application received',
        body: 'Your application for Senior Developer at Analytical Engines was sent.',
      }),
    ]);
  });

  it("marks an email typed in the application that is not the account's confirmed one", async () => {
    const answer = await apply({ ...form, email: 'someone.else@example.com' });

    expect(answer.status).toBe(200);
    expect(transactItems()[0]!.Put!.Item).toMatchObject({ email: 'someone.else@example.com', emailConfirmed: false });
  });

  it('answers 409 "You have already applied to this job" when the application exists', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'));

    const answer = await apply();

    expect(answer.status).toBe(409);
    expect(answer.data.msg).toBe('You have already applied to this job');
  });

  it('makes a withdrawn application again, keeping its history and the links to the employer notices', async () => {
    const earlier = {
      PK: `JOB#${JOB_ID}`,
      SK: `APPLICATION#${CANDIDATE_ID}`,
      jobID: JOB_ID,
      userID: CANDIDATE_ID,
      stage: 'withdrawn',
      history: [
        { stage: 'new', at: '2026-11-01T00:00:00.000Z', by: 'Grace Hopper' },
        { stage: 'withdrawn', at: '2026-11-02T00:00:00.000Z', by: 'Grace Hopper' },
      ],
      employerNotifications: [{ PK: `USER#${OWNER_ID}`, SK: 'NOTIFICATION#1' }],
    };
    dynamo.on(GetCommand, { Key: { PK: earlier.PK, SK: earlier.SK } }).resolves({ Item: earlier });
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'))
      .resolves({});

    const answer = await apply();

    expect(answer.status).toBe(200);
    const again = transactItems(1)[0]!.Update!;
    expect(again.ConditionExpression).toBe('stage = :withdrawn');
    expect(again.UpdateExpression).toContain('history = list_append(if_not_exists(history, :before), :entry)');
    expect(again.UpdateExpression).toContain(
      'employerNotifications = list_append(if_not_exists(employerNotifications, :none), :notice)',
    );
    expect(again.ExpressionAttributeValues).toMatchObject({
      ':new': 'new',
      ':entry': [{ stage: 'new', by: 'Grace Hopper', event: 'applied-again' }],
      ':notice': [{ PK: `USER#${OWNER_ID}` }],
      ':phoneNo': form.phoneNo,
    });
    // Its entries move from Withdrawn to New.
    expect(applicantEntryWrites(allTransactItems(1))).toEqual(
      expect.arrayContaining(['Delete withdrawn', 'Put new', 'Put all']),
    );
    // The count and both notifications go with it, as with a first application.
    expect(transactItems(1).map((item) => Object.keys(item)[0])).toEqual(
      transactItems(0)
        .map((item) => Object.keys(item)[0])
        .map((kind, index) => (index === 0 ? 'Update' : kind)),
    );
  });

  it('answers 404 "no longer accepting applications" for a closed or missing job, writing nothing', async () => {
    dynamo.on(GetCommand, { Key: { PK: `JOB#${JOB_ID}`, SK: 'JOB' } }).resolves({ Item: storedJob({ active: false }) });
    expect((await apply()).data.msg).toBe('This job is no longer accepting applications.');
    dynamo.on(GetCommand, { Key: { PK: `JOB#${JOB_ID}`, SK: 'JOB' } }).resolves({});
    expect((await apply()).status).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('tries again when the transaction only collided with another write, then reports the duplicate', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'TransactionConflict', 'None', 'None', 'None', 'None'))
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'));

    const answer = await apply();

    expect(answer.status).toBe(409);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('tries a collided transaction at most three times, quickly, then answers 503 and counts nothing', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('TransactionConflict', 'None', 'None'));
    // On a fake clock that moves only by the pauses between attempts: their sum, whatever the
    // machine's load.
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const started = Date.now();
    const answer = await withoutWaiting(call(applyToJob, { as: 'candidate', method: 'POST', json: form }));
    expect(answer.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it.each([
    [{ ...form, phoneNo: '' }, 'Phone number is required'],
    [{ ...form, phoneNo: 'call me' }, 'Please enter a valid phone number'],
    [{ ...form, email: 'nope' }, 'Please enter a valid email address'],
    [{ ...form, firstName: ' ' }, 'First name is required'],
    [{ ...form, country: '' }, 'Country is required'],
    [{ ...form, jobID: 'x' }, 'jobID is not valid'],
    [{ ...form, status: 'hired' }, 'Unknown field: status'],
  ])('refuses %j with 400 and writes nothing', async (body, msg) => {
    const answer = await apply(body);
    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('is for candidates only', async () => {
    expect((await apply(form, 'employer')).status).toBe(403);
    expect((await call(applyToJob, { method: 'POST', json: form })).status).toBe(401);
  });
});

describe('get-job-candidate', () => {
  const get = (as: 'candidate' | 'employer' | undefined = 'candidate', jobID = JOB_ID) =>
    call(getJobCandidate, { as, query: { jobID } });

  it('answers an open job without applicants or private fields', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.data.job).toMatchObject({
      _id: JOB_ID,
      jobTitle: 'Senior Developer',
      employer: { companyName: 'Analytical Engines' },
      active: true,
    });
    expect(answer.data.job).not.toHaveProperty('applicants');
    expect(JSON.stringify(answer.data)).not.toMatch(/employerID|version|GSI1|"PK"/);
    // The job is read with the session's profile, consistently; then, in one read, the
    // application and whether the candidate saved the job.
    expect(dynamo.commandCalls(BatchGetCommand).map((c) => c.args[0].input.RequestItems)).toEqual([
      {
        'unit-table': {
          Keys: [
            { PK: `USER#${CANDIDATE_ID}`, SK: 'PROFILE' },
            { PK: `JOB#${JOB_ID}`, SK: 'JOB' },
          ],
          ConsistentRead: true,
        },
      },
      {
        'unit-table': {
          Keys: [
            { PK: `JOB#${JOB_ID}`, SK: `APPLICATION#${CANDIDATE_ID}` },
            { PK: `USER#${CANDIDATE_ID}`, SK: `SAVEDJOB#${JOB_ID}` },
          ],
          ConsistentRead: true,
        },
      },
    ]);
    expect(answer.data.job.saved).toBe(false);
  });

  it('answers 404 "This job is no longer open." for a closed or missing job', async () => {
    dynamo.on(GetCommand, { Key: { PK: `JOB#${JOB_ID}`, SK: 'JOB' } }).resolves({ Item: storedJob({ active: false }) });
    const closed = await get();
    expect(closed.status).toBe(404);
    expect(closed.data.msg).toBe('This job is no longer open.');
    const missing = await get('candidate', '11111111-2222-4333-8444-555555555555');
    expect(missing.status).toBe(404);
  });

  it('is for candidates only and validates the id', async () => {
    expect((await get('employer')).status).toBe(403);
    expect((await call(getJobCandidate, { query: { jobID: JOB_ID } })).status).toBe(401);
    expect((await get('candidate', 'nope')).status).toBe(400);
  });
});
