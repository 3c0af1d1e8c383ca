// The pipeline's handlers with a mocked table and mail: update-application-stage,
// withdraw-application, get-my-applications and get-application-statuses.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { BatchGetCommand, GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { jobKey } from '#functions/jobs/jobs.js';
import { applicationKey } from '#functions/applications/application-items.js';
import { handler as getApplicationStatuses } from '#functions/applications/handlers/get-application-statuses.js';
import { handler as getMyApplications } from '#functions/applications/handlers/get-my-applications.js';
import { handler as updateApplicationStage } from '#functions/applications/handlers/update-application-stage.js';
import { handler as withdrawApplication } from '#functions/applications/handlers/withdraw-application.js';
import { APPLICANT_ID, JOB_ID, OWNER_COMPANY_ID, OWNER_ID, call, jobsTestTable, storedJob } from '../support/jobs.js';
import { applicantEntryWrites, withoutApplicantEntries } from '../support/applicant-entries.js';
import { MSG_APPLICATION_NOT_FOUND, MSG_NOT_WITHDRAWABLE } from '#shared/schemas/applications.js';

const dynamo = jobsTestTable();
const ses = mockClient(SESv2Client);
const ssm = mockClient(SSMClient);

const storedApplication = (overrides: Record<string, unknown> = {}) => ({
  ...applicationKey(JOB_ID, APPLICANT_ID),
  GSI1PK: `CANDIDATE#${APPLICANT_ID}`,
  GSI1SK: 'APPLICATION#2026-03-01T00:00:00.000Z',
  jobID: JOB_ID,
  userID: APPLICANT_ID,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  createdAt: '2026-03-01T00:00:00.000Z',
  stage: 'new',
  history: [{ stage: 'new', at: '2026-03-01T00:00:00.000Z', by: 'Grace Hopper' }],
  jobTitle: 'Senior Developer',
  companyName: 'Analytical Engines',
  ...overrides,
});
const store = (application: Record<string, unknown> | undefined, job: object | undefined = storedJob()) => {
  dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: job });
  dynamo.on(GetCommand, { Key: applicationKey(JOB_ID, APPLICANT_ID) }).resolves({ Item: application });
  dynamo.on(TransactWriteCommand).resolves({});
};
const move = (stage: string, as: 'owner' | 'rival' | 'applicant' = 'owner', extra: Record<string, unknown> = {}) =>
  call(updateApplicationStage, {
    as,
    method: 'PUT',
    json: { jobID: JOB_ID, userID: APPLICANT_ID, stage, ...extra },
  });
const TEMPLATES_KEY = { PK: `COMPANY#${OWNER_COMPANY_ID}`, SK: 'EMAILTEMPLATES' };
const sentText = () => ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Simple!.Body!.Text!.Data!;
const allTransactionItems = (n = 0) => dynamo.commandCalls(TransactWriteCommand)[n]!.args[0].input.TransactItems!;
const transaction = (n = 0) => withoutApplicantEntries(allTransactionItems(n));

beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});

describe('update-application-stage', () => {
  it('moves the application, conditioned on the stage read, appends who moved it and tells the candidate of an interview', async () => {
    store(storedApplication());

    const answer = await move('interviewing');

    expect(answer.status).toBe(200);
    expect(answer.data.application).toMatchObject({
      stage: 'interviewing',
      history: [{ stage: 'new' }, { stage: 'interviewing', by: 'Ada Lovelace' }],
    });
    const [update, notification] = transaction();
    expect(update!.Update).toMatchObject({
      Key: applicationKey(JOB_ID, APPLICANT_ID),
      // Also on the candidate's email state as read: the first email goes now (stage-emails.ts).
      ConditionExpression: 'attribute_exists(PK) AND stage = :from AND attribute_not_exists(stageEmailedAt)',
      ExpressionAttributeValues: expect.objectContaining({ ':from': 'new', ':to': 'interviewing' }),
      UpdateExpression: expect.stringContaining('stageEmailedAt = :at, stageEmailed = :to'),
    });
    expect(notification!.Put!.Item).toMatchObject({
      PK: `USER#${APPLICANT_ID}`,
      kind: 'application-stage',
      link: '/dashboard/applications',
    });
    const mail = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    // To the account's confirmed address, never to the one typed on the form (grace@example.com).
    expect(mail.Destination!.ToAddresses).toEqual(['x@example.com']);
    expect(mail.Content!.Simple!.Subject!.Data).toBe('Senior Developer at Analytical Engines: Interviewing');
  });

  it('writes no notification and sends no email for a move the candidate does not hear about', async () => {
    store(storedApplication());
    expect((await move('shortlisted')).status).toBe(200);
    expect(transaction()).toHaveLength(1);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    // Its entries in the job's lists of applicants move from New to Shortlisted in the same transaction.
    expect(applicantEntryWrites(allTransactionItems())).toEqual([
      'Delete new',
      'Delete new#qualified',
      'Put shortlisted',
      'Put shortlisted#qualified',
    ]);
  });

  it("sends a short, polite email for Rejected, in the candidate's words, and keeps the reason on the application", async () => {
    store(storedApplication({ stage: 'interviewing' }));
    const answer = await move('rejected', 'owner', { rejectionReason: 'role-filled' });
    expect(answer.status).toBe(200);
    const mail = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Simple!;
    expect(mail.Subject!.Data).toBe('Senior Developer at Analytical Engines: Not selected');
    expect(mail.Body!.Text!.Data).toContain('Hello Grace,');
    expect(mail.Body!.Text!.Data).toContain('Thank you for your interest');
    expect(mail.Body!.Text!.Data).not.toContain('Role filled');
    const [update, notification] = transaction();
    expect(update!.Update!.UpdateExpression).toContain('rejectionReason = :reason');
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':reason': 'role-filled' });
    expect(JSON.stringify(notification)).not.toContain('role-filled');
    // The answer is the company's: it holds no reason either way, the candidate's screens never see it.
    expect(JSON.stringify(answer.data)).not.toContain('role-filled');
  });

  it('refuses a rejection without a reason, and a reason or a message with another stage, with 400', async () => {
    store(storedApplication());
    const noReason = await move('rejected');
    expect(noReason.status).toBe(400);
    expect(noReason.data.msg).toBe('Choose a reason for the rejection');
    expect(noReason.data.fieldErrors).toEqual({ rejectionReason: 'Choose a reason for the rejection' });
    const unknownReason = await move('rejected', 'owner', { rejectionReason: 'vibes' });
    expect(unknownReason.status).toBe(400);
    expect(unknownReason.data.msg).toMatch(/^rejectionReason must be one of experience, skills/);
    expect((await move('shortlisted', 'owner', { rejectionReason: 'pay' })).status).toBe(400);
    expect((await move('interviewing', 'owner', { message: 'Come and talk' })).status).toBe(400);
    const blank = await move('rejected', 'owner', { rejectionReason: 'pay', message: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.data.fieldErrors).toHaveProperty('message');
    const long = await move('rejected', 'owner', { rejectionReason: 'pay', message: 'x'.repeat(5001) });
    expect(long.status).toBe(400);
    expect(long.data.msg).toBe('The message must be at most 5000 characters');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('sends the message the employer edited, trimmed, in place of the template', async () => {
    store(storedApplication());
    const message = 'Dear Grace,\n\nWe chose someone closer to our hours. $& stays as typed.';
    expect(
      (await move('rejected', 'owner', { rejectionReason: 'location-hours', message: `  ${message}\n` })).status,
    ).toBe(200);
    expect(sentText().startsWith(`${message}\n\nSee all your applications`)).toBe(true);
    expect(dynamo.commandCalls(GetCommand, { Key: TEMPLATES_KEY })).toHaveLength(0);
  });

  it("fills the company's saved template for an interview", async () => {
    store(storedApplication());
    dynamo.on(GetCommand, { Key: TEMPLATES_KEY }).resolves({
      Item: {
        ...TEMPLATES_KEY,
        rejection: 'r',
        interview: 'Hi {candidateFirstName}, talk about {jobTitle} at {companyName}?',
        offer: 'o',
      },
    });
    expect((await move('interviewing')).status).toBe(200);
    expect(sentText().split('\n')[0]).toBe('Hi Grace, talk about Senior Developer at Analytical Engines?');
  });

  it('takes the reason away when the application moves out of Rejected', async () => {
    store(storedApplication({ stage: 'rejected', rejectionReason: 'pay' }));
    expect((await move('shortlisted')).status).toBe(200);
    expect(transaction()[0]!.Update!.UpdateExpression).toMatch(
      / REMOVE autoRejectAt, GSI2PK, GSI2SK, rejectionReason$/,
    );
  });

  it('changes nothing when the application already is in that stage', async () => {
    store(storedApplication({ stage: 'offered' }));
    expect((await move('offered')).status).toBe(200);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('treats an application made before stages as New', async () => {
    store(storedApplication({ stage: undefined, history: undefined }));
    expect((await move('shortlisted')).status).toBe(200);
    expect(transaction()[0]!.Update!.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(stage)');
  });

  it('answers 404 to other employers (as for a missing job), 403 to candidates, 404 without an application, 409 for a withdrawn one, 400 for another stage', async () => {
    store(storedApplication());
    const rival = await move('shortlisted', 'rival');
    expect(rival.status).toBe(404);
    expect(rival.data.msg).toBe(MSG_APPLICATION_NOT_FOUND);
    expect((await move('shortlisted', 'applicant')).status).toBe(403);
    const invalid = await move('withdrawn');
    expect(invalid.status).toBe(400);
    expect(invalid.data.msg).toMatch(/stage/);
    store(undefined);
    expect((await move('shortlisted')).status).toBe(404);
    store(storedApplication({ stage: 'withdrawn' }));
    const withdrawn = await move('shortlisted');
    expect(withdrawn.status).toBe(409);
    expect(withdrawn.data.msg).toBe('This application was withdrawn');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('reads again and retries from the new stage when another move got in first', async () => {
    store(storedApplication());
    const lost = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    dynamo.on(TransactWriteCommand).rejectsOnce(lost).resolves({});
    dynamo
      .on(GetCommand, { Key: applicationKey(JOB_ID, APPLICANT_ID) })
      .resolvesOnce({ Item: storedApplication() })
      .resolves({ Item: storedApplication({ stage: 'shortlisted' }) });

    expect((await move('interviewing')).status).toBe(200);
    expect(transaction(1)[0]!.Update!.ExpressionAttributeValues).toMatchObject({ ':from': 'shortlisted' });
  });

  describe("the email's link: the configured site's address, never the request's", () => {
    const configuredSiteUrl = process.env.SITE_URL;
    const SITE = 'https://d111111abcdef8.cloudfront.net';
    beforeEach(() => {
      ssm.reset();
      // A stage on CloudFront's domain: no SITE_URL, the parameter's name instead.
      delete process.env.SITE_URL;
      process.env.SITE_URL_PARAMETER = '/remote-hiring/unit-stages/site-url';
      ssm.on(GetParameterCommand).resolves({ Parameter: { Value: SITE } });
    });
    afterEach(() => {
      delete process.env.SITE_URL_PARAMETER;
      if (configuredSiteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = configuredSiteUrl;
    });
    const moveFrom = (headers: Record<string, string>) =>
      call(updateApplicationStage, {
        as: 'owner',
        method: 'PUT',
        json: { jobID: JOB_ID, userID: APPLICANT_ID, stage: 'interviewing' },
        headers,
      });

    it("links My applications to the address in the stage's SSM parameter, whatever Origin the request claims", async () => {
      store(storedApplication());
      const answer = await moveFrom({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' });
      expect(answer.status).toBe(200);
      const text = ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content!.Simple!.Body!.Text!.Data!;
      expect(text).not.toContain('evil.example');
      expect(text).toContain(`${SITE}/dashboard/applications`);
      expect(ssm.commandCalls(GetParameterCommand)[0]!.args[0].input).toEqual({
        Name: '/remote-hiring/unit-stages/site-url',
      });
    });

    it('keeps the move and sends no email when the address is not configured', async () => {
      delete process.env.SITE_URL_PARAMETER;
      store(storedApplication());
      const answer = await moveFrom({ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' });
      expect(answer.status).toBe(200);
      expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    });
  });

  it('keeps the move when the email fails', async () => {
    store(storedApplication());
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('paused'), { name: 'SendingPausedException', $fault: 'client', $metadata: {} }));
    expect((await move('hired')).status).toBe(200);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('withdraw-application', () => {
  const withdraw = (as: 'owner' | 'applicant' = 'applicant') =>
    call(withdrawApplication, { as, method: 'PUT', json: { jobID: JOB_ID } });

  it('withdraws and tells the employer in one transaction, then lowers the applicant count', async () => {
    store(storedApplication({ stage: 'shortlisted' }), storedJob({ applicantCount: 3 }));

    const answer = await withdraw();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Application withdrawn');
    const [update, notification, ...rest] = transaction();
    expect(rest).toEqual([]);
    expect(update!.Update!.ExpressionAttributeValues).toMatchObject({ ':from': 'shortlisted', ':to': 'withdrawn' });
    expect(notification!.Put!.Item).toMatchObject({ PK: `USER#${OWNER_ID}`, kind: 'application-withdrawn' });
    const count = dynamo.commandCalls(UpdateCommand).find((c) => c.args[0].input.Key!.SK === 'JOB')!.args[0].input;
    expect(count).toMatchObject({
      Key: jobKey(JOB_ID),
      UpdateExpression: 'ADD applicantCount :delta',
      ExpressionAttributeValues: { ':delta': -1 },
    });
  });

  it('answers 404 without an application, 409 when already withdrawn, 403 to an employer', async () => {
    store(undefined);
    expect((await withdraw()).status).toBe(404);
    store(storedApplication({ stage: 'withdrawn' }));
    expect((await withdraw()).status).toBe(409);
    expect((await withdraw('owner')).status).toBe(403);
  });

  it('refuses an application already decided (Rejected, Hired) with 409, writing nothing', async () => {
    for (const stage of ['rejected', 'hired'] as const) {
      store(storedApplication({ stage }));
      const refused = await withdraw();
      expect(refused.status, stage).toBe(409);
      expect(refused.data.msg).toBe(MSG_NOT_WITHDRAWABLE);
    }
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 429 past ten withdrawals an hour, and withdraws nothing', async () => {
    // The only update before the withdrawal's transaction: the account's counter of the hour.
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 11 } });
    store(storedApplication({ stage: 'shortlisted' }));
    const refused = await withdraw();
    expect(refused.status).toBe(429);
    expect(refused.data.msg).toBe('You have withdrawn several applications in the last hour. Please try again later.');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('withdraws from a deleted job without touching the job', async () => {
    store(storedApplication({ jobRemoved: true }), undefined);
    expect((await withdraw()).status).toBe(200);
    expect(transaction()).toHaveLength(1);
  });
});

describe('get-my-applications', () => {
  it('reads one page of the candidate’s GSI1 newest first, then the page’s jobs in one BatchGetItem', async () => {
    const second = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';
    dynamo.on(QueryCommand).resolves({
      Items: [
        storedApplication({ stage: 'interviewing' }),
        { ...storedApplication(), ...applicationKey(second, APPLICANT_ID), jobID: second, jobTitle: 'Gone Job' },
      ],
    });
    dynamo
      .on(GetCommand, { Key: jobKey(JOB_ID) })
      .resolves({ Item: storedJob({ active: false, jobTitle: 'Renamed Developer' }) });

    const answer = await call(getMyApplications, { as: 'applicant', query: { page: '1' } });

    expect(answer.status).toBe(200);
    expect(answer.data.applications).toEqual([
      {
        jobID: JOB_ID,
        jobTitle: 'Renamed Developer',
        companyName: 'Analytical Engines',
        stage: 'interviewing',
        createdAt: '2026-03-01T00:00:00.000Z',
        jobClosed: true,
        jobRemoved: false,
      },
      {
        jobID: second,
        jobTitle: 'Gone Job',
        companyName: 'Analytical Engines',
        stage: 'new',
        createdAt: '2026-03-01T00:00:00.000Z',
        jobClosed: false,
        jobRemoved: true,
      },
    ]);
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': `CANDIDATE#${APPLICANT_ID}` },
      ScanIndexForward: false,
      Limit: 11,
    });
    expect(dynamo.commandCalls(BatchGetCommand).length).toBeGreaterThan(0);
  });

  it('refuses employers and a cursor that is not a key of the list', async () => {
    expect((await call(getMyApplications, { as: 'owner', query: {} })).status).toBe(403);
    expect((await call(getMyApplications, { as: 'applicant', query: { page: '2', cursor: 'bm9wZQ' } })).status).toBe(
      400,
    );
  });
});

describe('get-application-statuses', () => {
  it('answers the applications among at most 10 jobs from one BatchGetItem', async () => {
    store(storedApplication({ stage: 'offered' }));
    const other = '7d6c5b4a-3f2e-4d1c-8b0a-9f8e7d6c5b4a';
    const answer = await call(getApplicationStatuses, { as: 'applicant', query: { jobIDs: `${JOB_ID},${other}` } });
    expect(answer.status).toBe(200);
    expect(answer.data.applications).toEqual([
      { jobID: JOB_ID, stage: 'offered', createdAt: '2026-03-01T00:00:00.000Z' },
    ]);
  });

  it('refuses more than 10 jobs and IDs that are not job IDs', async () => {
    const many = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    ).join(',');
    expect((await call(getApplicationStatuses, { as: 'applicant', query: { jobIDs: many } })).status).toBe(400);
    expect((await call(getApplicationStatuses, { as: 'applicant', query: { jobIDs: 'a,b' } })).status).toBe(400);
  });
});
