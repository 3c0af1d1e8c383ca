// The daily job alert digest (functions/job-alerts/job-alert-digests.ts, run by
// functions/flows/daily-digests.ts) against mocked
// DynamoDB and SES, with the job search stubbed: what each alert gets, the record written
// before the email, and one failing send undone while the others go out (the run in one
// process, as the local stack makes it; the queue's steps in AWS: digest-queue.test.ts).
// Prepare / Act / Assess.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertItem } from '#functions/job-alerts/job-alerts.js';
import type { JobCard } from '#shared/schemas/jobs.js';

const newJobsMatching = vi.hoisted(() => vi.fn());
vi.mock('#functions/jobs/job-search.js', () => ({ newJobsMatching }));

const { sendAlertDigest } = await import('#functions/job-alerts/job-alert-digests.js');
const { sendDailyDigests } = await import('#functions/flows/daily-digests.js');
const { alertIdFor, normalizeSearch } = await import('#functions/job-alerts/job-alerts.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const ses = mockClient(SESv2Client);
const SITE = 'https://hire.example.com';
const CREATED = '2026-11-20T08:00:00.000Z';

const userID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const alert = (n: number, overrides: Partial<AlertItem> = {}): AlertItem => ({
  PK: `USER#${userID(n)}`,
  SK: `ALERT#a000000${n}-0000-8000-8000-000000000000`,
  entity: 'JOB_ALERT',
  userID: userID(n),
  alertID: `a000000${n}-0000-8000-8000-000000000000`,
  jobTitle: 'assistant',
  jobType: 'full-time',
  paused: false,
  createdAt: CREATED,
  sentThrough: CREATED,
  GSI1PK: 'ALERTS',
  GSI1SK: `${userID(n)}#a000000${n}`,
  ...overrides,
});
const job = (n: number, createdAt: string): JobCard => ({
  _id: `10000000-0000-4000-8000-00000000000${n}`,
  jobTitle: `Virtual Assistant ${n}`,
  jobType: 'full-time',
  department: 'Administration',
  country: 'Philippines',
  timeZone: 'Asia/Manila (GMT+08:00)',
  startTime: '08:00',
  endTime: '17:00',
  paymentInterval: 'monthly',
  minSalary: 500,
  maxSalary: 800,
  currency: 'USD',
  applicantCountries: [],
  active: true,
  createdAt,
  employer: { companyName: 'Acme <Remote>' },
});
const profileOf = (n: number) => ({
  PK: `USER#${userID(n)}`,
  SK: 'PROFILE',
  userID: userID(n),
  email: `candidate${n}@example.com`,
  firstName: `Cand${n}`,
  lastName: 'Idate',
  role: 'candidate',
  status: 'active',
});

const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems ?? []);
const sentTo = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Destination?.ToAddresses?.[0]);

beforeEach(() => {
  dynamo.reset();
  ses.reset();
  newJobsMatching.mockReset();
  Object.assign(process.env, {
    SITE_URL: SITE,
    AWS_ACCESS_KEY_ID: 'unit-key',
    AWS_SECRET_ACCESS_KEY: 'unit-secret',
    SENDER_EMAIL: 'alerts@hire.example.com',
  });
  // The profile, and the alert as the worker reads it afresh.
  dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    const n = Number(input.Key.PK.slice(-1));
    return { Item: input.Key.SK === 'PROFILE' ? profileOf(n) : alert(n) };
  });
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
});

describe('the saved search', () => {
  it('is normalised as the search compares it, and equal searches get one id (a UUID, version 8)', () => {
    const typed = normalizeSearch({
      jobTitle: '  Virtual   ASSISTANT!! ',
      department: ' Customer   Support ',
      country: '',
    });
    expect(typed).toEqual({ jobTitle: 'virtual assistant', department: 'Customer Support' });
    const other = normalizeSearch({ jobTitle: 'virtual assistant', department: 'customer support' });
    expect(alertIdFor(typed)).toBe(alertIdFor(other));
    expect(alertIdFor(typed)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(alertIdFor(typed)).not.toBe(alertIdFor({ ...typed, jobType: 'full-time' }));
    expect(alertIdFor({ jobTitle: 'assistant virtual' })).not.toBe(alertIdFor({ jobTitle: 'virtual assistant' }));
  });

  it('keeps the remote-fit filters, and the ids of searches saved before them', () => {
    // The id of { jobTitle: 'virtual assistant' } before the remote-fit filters existed.
    expect(alertIdFor({ jobTitle: 'virtual assistant' })).toBe('33fa8e91-7698-80a3-9f2c-38be4692a85f');
    const fit = normalizeSearch({ minPay: 50_000, payCurrency: 'USD', applyFrom: 'Kenya', overlapHours: 4 });
    expect(fit).toEqual({
      minPay: 50_000,
      payInterval: 'annually',
      payCurrency: 'USD',
      applyFrom: 'Kenya',
      overlapHours: 4,
    });
    expect(alertIdFor(fit)).not.toBe(alertIdFor({ ...fit, overlapHours: 6 }));
    // A pay amount without its currency is no pay filter.
    expect(normalizeSearch({ jobTitle: 'writer', minPay: 10 })).toEqual({ jobTitle: 'writer' });
  });
});

describe('one alert', () => {
  it('sends nothing and writes nothing when no new job matches', async () => {
    newJobsMatching.mockResolvedValue({ jobs: [] });

    const outcome = await sendAlertDigest(alert(1));

    expect(outcome).toBe('nothing-new');
    expect(newJobsMatching).toHaveBeenCalledWith(
      { jobTitle: 'assistant', jobType: 'full-time' },
      CREATED,
      10,
      undefined,
    );
    expect(transactions()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('moves the window past the jobs it read when none matched, so they are not read for it again', async () => {
    const newestRead = '2026-11-21T07:30:00.000Z';
    newJobsMatching.mockResolvedValue({ jobs: [], examinedThrough: newestRead });

    expect(await sendAlertDigest(alert(1))).toBe('nothing-new');

    const [update] = dynamo.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(update).toMatchObject({
      Key: { PK: `USER#${userID(1)}` },
      UpdateExpression: 'SET sentThrough = :through',
      ConditionExpression: 'attribute_exists(PK) AND sentThrough = :from',
      ExpressionAttributeValues: { ':through': newestRead, ':from': CREATED },
    });
    expect(transactions()).toHaveLength(0);
    expect(ses.calls()).toHaveLength(0);
  });

  it('compares an overlap filter with the candidate’s working day from their profile', async () => {
    newJobsMatching.mockResolvedValue({ jobs: [] });
    dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => ({
      Item:
        input.Key.SK === 'PROFILE'
          ? { ...profileOf(1), country: 'Philippines', workStart: '10:00', workEnd: '18:00' }
          : alert(1),
    }));

    await sendAlertDigest({ ...alert(1), overlapHours: 4 });

    expect(newJobsMatching).toHaveBeenCalledWith(
      { jobTitle: 'assistant', jobType: 'full-time', overlapHours: 4 },
      CREATED,
      10,
      { timeZone: 'Asia/Manila', start: '10:00', end: '18:00' },
    );
  });

  it('records the digest and moves the window to the newest job before it emails them, with the unsubscribe link', async () => {
    const jobs = [job(2, '2026-11-21T10:00:00.000Z'), job(1, '2026-11-21T09:00:00.000Z')];
    newJobsMatching.mockResolvedValue({ jobs });

    const outcome = await sendAlertDigest(alert(1), new Date('2026-11-22T13:00:00.000Z'));

    expect(outcome).toBe('sent');
    const [claim] = transactions();
    const record = claim![0]!.Put!.Item!;
    expect(claim![0]!.Put!.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(record).toMatchObject({
      SK: `ALERTSENT#${alert(1).alertID}#${Date.parse(CREATED)}`,
      from: CREATED,
      through: '2026-11-21T10:00:00.000Z',
      jobIDs: jobs.map((j) => j._id),
      description: 'assistant · Full-time',
    });
    expect(claim![1]!.Update!.ConditionExpression).toContain('sentThrough = :from AND paused = :false');
    expect(claim![1]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':from': CREATED,
      ':through': '2026-11-21T10:00:00.000Z',
    });

    const email = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(email.Destination?.ToAddresses).toEqual(['candidate1@example.com']);
    expect(email.Content?.Simple?.Subject?.Data).toBe('2 new jobs for "assistant · Full-time"');
    const text = email.Content!.Simple!.Body!.Text!.Data!;
    expect(text.indexOf('Virtual Assistant 2')).toBeLessThan(text.indexOf('Virtual Assistant 1'));
    expect(text).toContain('Acme <Remote> · Full-time · Philippines · $500 - $800 a month · Anywhere');
    expect(text).toContain(`${SITE}/login?next=%2Fdashboard%2Ffind-jobs%2F${jobs[0]!._id}`);
    expect(email.Content!.Simple!.Body!.Html!.Data).toContain('Acme &lt;Remote&gt;');
    const token = /\/job-alerts\/unsubscribe\?token=([\w.-]+)/.exec(text)![1]!;
    // The link names the digest's record; only the secret's hash was stored.
    expect(token.startsWith(`${userID(1)}.${alert(1).alertID}.${Date.parse(CREATED)}.`)).toBe(true);
    expect(JSON.stringify(record)).not.toContain(token.split('.').at(-1)!);
    expect(email.Content?.Simple?.Headers).toEqual([
      { Name: 'List-Unsubscribe', Value: `<${SITE}/api/unsubscribe-job-alert?token=${token}>` },
      { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
    ]);
  });

  it('sends nothing when another run, a pause or a delete claimed the window first', async () => {
    newJobsMatching.mockResolvedValue({ jobs: [job(1, '2026-11-21T09:00:00.000Z')] });
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    );

    expect(await sendAlertDigest(alert(1))).toBe('skipped');
    expect(ses.calls()).toHaveLength(0);
  });
});

describe('a run over every active alert', () => {
  it('reads the active alerts from the sparse index, and one failing send neither stops the others nor stays recorded', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTS' } })
      .resolves({ Items: [alert(1), alert(2), alert(3)] });
    newJobsMatching.mockResolvedValue({ jobs: [job(1, '2026-11-21T09:00:00.000Z')] });
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: ['candidate2@example.com'] } })
      .rejects(Object.assign(new Error('Sending paused'), { name: 'SendingPausedException' }));

    const report = await sendDailyDigests();

    expect(report).toEqual({ checked: 3, sent: 2, failed: 1 });
    const query = dynamo.commandCalls(QueryCommand)[0]!.args[0].input;
    expect(query).toMatchObject({ IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': 'ALERTS' } });
    const commands = new Set(dynamo.calls().map((c) => (c.args[0] as object).constructor.name));
    expect([...commands].sort()).toEqual(['GetCommand', 'QueryCommand', 'TransactWriteCommand']);
    expect(sentTo().sort()).toEqual(['candidate1@example.com', 'candidate2@example.com', 'candidate3@example.com']);
    // Three claims, and one release: the failed digest's record deleted and its window put back.
    const all = transactions();
    const releases = all.filter((items) => items[0]?.Delete);
    expect(all).toHaveLength(4);
    expect(releases).toHaveLength(1);
    expect(releases[0]![0]!.Delete!.Key).toEqual({
      PK: `USER#${userID(2)}`,
      SK: `ALERTSENT#${alert(2).alertID}#${Date.parse(CREATED)}`,
    });
    expect(releases[0]![1]!.Update).toMatchObject({
      Key: { PK: `USER#${userID(2)}`, SK: alert(2).SK },
      ConditionExpression: 'attribute_exists(PK) AND sentThrough = :through',
      ExpressionAttributeValues: { ':from': CREATED, ':through': '2026-11-21T09:00:00.000Z' },
    });
  });

  it('counts an alert whose search fails as failed and goes on', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTS' } })
      .resolves({ Items: [alert(1), alert(2)] });
    newJobsMatching
      .mockRejectedValueOnce(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }))
      .mockResolvedValue({ jobs: [job(1, '2026-11-21T09:00:00.000Z')] });

    const report = await sendDailyDigests();

    expect(report).toEqual({ checked: 2, sent: 1, failed: 1 });
    expect(sentTo()).toHaveLength(1);
  });

  it('refuses to run without the site address its links need', async () => {
    delete process.env.SITE_URL;
    await expect(sendDailyDigests()).rejects.toThrow('SITE_URL');
    expect(dynamo.calls()).toHaveLength(0);
  });
});
