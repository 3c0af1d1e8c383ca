// The daily digest in AWS, in its two steps against mocked DynamoDB, SQS and SES, with the job
// search stubbed: the scheduled run queues the active alerts ten a call and sends again what
// SQS refused; the queue's worker reads each alert afresh, skips the deleted and the paused,
// reports only the records that failed, and paces its sends. Prepare / Act / Assess.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { SQSClient, SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertItem } from '#functions/job-alerts/job-alerts.js';
import { lambdaContext } from '../../support/lambda-events.js';

const newJobsMatching = vi.hoisted(() => vi.fn());
vi.mock('#functions/jobs/job-search.js', () => ({ newJobsMatching }));

const { handler: queueAlerts } = await import('#functions/job-alerts/handlers/send-job-alerts.js');
const { handler: digestWorker } = await import('#functions/job-alerts/handlers/send-alert-digests.js');
const { pacer } = await import('#functions/job-alerts/digest-pacing.js');

const dynamo = mockClient(DynamoDBDocumentClient);
const sqs = mockClient(SQSClient);
const ses = mockClient(SESv2Client);
const QUEUE = 'https://sqs.us-east-1.amazonaws.com/123456789012/digests';
const CREATED = '2026-11-20T08:00:00.000Z';

const userID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const alertID = (n: number) => `a0000000-0000-8000-8000-${String(n).padStart(12, '0')}`;
const alert = (n: number, overrides: Partial<AlertItem> = {}): AlertItem => ({
  PK: `USER#${userID(n)}`,
  SK: `ALERT#${alertID(n)}`,
  entity: 'JOB_ALERT',
  userID: userID(n),
  alertID: alertID(n),
  jobTitle: 'assistant',
  paused: false,
  createdAt: CREATED,
  sentThrough: CREATED,
  ...overrides,
});
const profileOf = (n: number) => ({
  PK: `USER#${userID(n)}`,
  SK: 'PROFILE',
  userID: userID(n),
  email: `candidate${n}@example.com`,
  firstName: `Cand${n}`,
  role: 'candidate',
  status: 'active',
});
const newJob = {
  _id: '10000000-0000-4000-8000-000000000001',
  jobTitle: 'Virtual Assistant',
  jobType: 'full-time',
  country: 'Philippines',
  createdAt: '2026-11-21T09:00:00.000Z',
  employer: { companyName: 'Acme' },
};
/** An SQS event of one record per alert number, its messageId `m<n>`. */
const queued = (...numbers: number[]): SQSEvent =>
  ({
    Records: numbers.map((n) => ({
      messageId: `m${n}`,
      body: JSON.stringify({ userID: userID(n), alertID: alertID(n) }),
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-1:123456789012:digests',
      attributes: {},
      messageAttributes: {},
      receiptHandle: `r${n}`,
      md5OfBody: '',
      awsRegion: 'us-east-1',
    })),
  }) as unknown as SQSEvent;
const batches = () => sqs.commandCalls(SendMessageBatchCommand).map((c) => c.args[0].input);
const sentTo = () => ses.commandCalls(SendEmailCommand).map((c) => c.args[0].input.Destination?.ToAddresses?.[0]);

/** Alerts by number, as the table holds them now (a missing number: deleted). */
let table: Map<number, AlertItem>;

beforeEach(() => {
  dynamo.reset();
  sqs.reset();
  ses.reset();
  newJobsMatching.mockReset();
  newJobsMatching.mockResolvedValue({ jobs: [newJob] });
  Object.assign(process.env, {
    SITE_URL: 'https://hire.example.com',
    DIGEST_QUEUE_URL: QUEUE,
    AWS_ACCESS_KEY_ID: 'unit-key',
    AWS_SECRET_ACCESS_KEY: 'unit-secret',
    SENDER_EMAIL: 'alerts@hire.example.com',
  });
  table = new Map([1, 2, 3, 4].map((n) => [n, alert(n)]));
  dynamo.on(GetCommand).callsFake((input: { Key: { PK: string; SK: string } }) => {
    const n = Number(input.Key.PK.slice(-12));
    return { Item: input.Key.SK === 'PROFILE' ? profileOf(n) : table.get(n) };
  });
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
  sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the daily run', () => {
  it('queues the key of every active alert, then every follower with news, from the sparse lists, ten a call', async () => {
    const all = Array.from({ length: 23 }, (_, i) => alert(i + 1));
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTS' } })
      .resolvesOnce({ Items: all.slice(0, 20), LastEvaluatedKey: { PK: 'x', SK: 'y' } })
      .resolvesOnce({ Items: all.slice(20) });
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'COMPANYNEWS_DUE' } })
      .resolves({ Items: [{ GSI1SK: userID(31) }, { GSI1SK: userID(32) }] });

    const report = await queueAlerts({}, lambdaContext);

    expect(report).toEqual({ queued: 25 });
    const queries = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(queries[0]).toMatchObject({ IndexName: 'GSI1', ExpressionAttributeValues: { ':pk': 'ALERTS' } });
    expect(queries[2]).toMatchObject({ IndexName: 'GSI1', ProjectionExpression: 'GSI1SK' });
    expect(batches().map((batch) => batch.Entries!.length)).toEqual([10, 10, 3, 2]);
    expect(batches().every((batch) => batch.QueueUrl === QUEUE)).toBe(true);
    const bodies = batches().flatMap((batch) => batch.Entries!.map((entry) => JSON.parse(entry.MessageBody!)));
    expect(bodies).toEqual([
      ...all.map((item) => ({ userID: item.userID, alertID: item.alertID })),
      { kind: 'companyNews', userID: userID(31) },
      { kind: 'companyNews', userID: userID(32) },
    ]);
    // Nothing is sent by the run itself.
    expect(ses.calls()).toHaveLength(0);
    expect(newJobsMatching).not.toHaveBeenCalled();
  });

  it('sends again only the entries SQS refused, until they are queued', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTS' } })
      .resolves({ Items: [alert(1), alert(2), alert(3)] });
    sqs
      .on(SendMessageBatchCommand)
      .resolvesOnce({ Failed: [{ Id: '1', Code: 'InternalError', SenderFault: false }] })
      .resolves({ Failed: [] });

    expect(await queueAlerts({}, lambdaContext)).toEqual({ queued: 3 });

    const [first, second] = batches();
    expect(first!.Entries!.map((entry) => entry.Id)).toEqual(['0', '1', '2']);
    expect(second!.Entries).toEqual([
      { Id: '1', MessageBody: JSON.stringify({ userID: userID(2), alertID: alertID(2) }) },
    ]);
    expect(batches()).toHaveLength(2);
  });

  it('fails the run when SQS still refuses entries after its tries, and at once when it blames the message', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    dynamo.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'ALERTS' } }).resolves({ Items: [alert(1)] });
    sqs.on(SendMessageBatchCommand).resolves({ Failed: [{ Id: '0', Code: 'InternalError', SenderFault: false }] });
    await expect(queueAlerts({}, lambdaContext)).rejects.toThrow('InternalError');
    expect(batches()).toHaveLength(4);

    sqs.reset();
    sqs
      .on(SendMessageBatchCommand)
      .resolves({ Failed: [{ Id: '0', Code: 'InvalidMessageContents', SenderFault: true }] });
    await expect(queueAlerts({}, lambdaContext)).rejects.toThrow('InvalidMessageContents');
    expect(batches()).toHaveLength(1);
  });
});

describe('the queue’s worker', () => {
  it('skips alerts deleted or paused since they were queued, and reports only the record whose send failed', async () => {
    table.delete(1);
    table.set(2, alert(2, { paused: true }));
    ses
      .on(SendEmailCommand, { Destination: { ToAddresses: ['candidate3@example.com'] } })
      .rejects(Object.assign(new Error('Sending paused'), { name: 'SendingPausedException' }));

    const response = await digestWorker(queued(1, 2, 3, 4), lambdaContext);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm3' }] });
    expect(sentTo().sort()).toEqual(['candidate3@example.com', 'candidate4@example.com']);
    expect(newJobsMatching).toHaveBeenCalledTimes(2);
    // The alerts were read afresh, strongly consistent.
    const alertReads = dynamo
      .commandCalls(GetCommand)
      .map((c) => c.args[0].input)
      .filter((read) => String(read.Key!.SK).startsWith('ALERT#'));
    expect(alertReads).toHaveLength(4);
    expect(alertReads.every((read) => read.ConsistentRead)).toBe(true);
    // The failed digest was released: its record deleted, so the retry sends it.
    const releases = dynamo
      .commandCalls(TransactWriteCommand)
      .filter((c) => c.args[0].input.TransactItems?.[0]?.Delete);
    expect(releases).toHaveLength(1);
  });

  it('reports a record whose body is not an alert key as failed, and does the others', async () => {
    const event = queued(1, 4);
    event.Records[0]!.body = 'not json';

    const response = await digestWorker(event, lambdaContext);

    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'm1' }] });
    expect(sentTo()).toEqual(['candidate4@example.com']);
  });

  it('keeps its sends to its share of the rate: DIGEST_SENDS_PER_SECOND over the workers', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    process.env.DIGEST_SENDS_PER_SECOND = '4';
    const { handler: pacedWorker } = await import('#functions/job-alerts/handlers/send-alert-digests.js');
    delete process.env.DIGEST_SENDS_PER_SECOND;

    const done = pacedWorker(queued(1, 2, 3, 4), lambdaContext);
    await vi.advanceTimersByTimeAsync(0);
    expect(ses.calls()).toHaveLength(1);
    // 4 a second over 2 workers: one every 500 ms.
    await vi.advanceTimersByTimeAsync(499);
    expect(ses.calls()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(ses.calls()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(ses.calls()).toHaveLength(4);
    expect(await done).toEqual({ batchItemFailures: [] });
  });
});

describe('the pacer', () => {
  it('lets the first caller through at once and each next one a spacing later, in order', async () => {
    vi.useFakeTimers();
    const pace = pacer(5);
    const passed: number[] = [];
    const start = Date.now();
    const calls = [1, 2, 3].map((n) => pace().then(() => passed.push(n)));

    await vi.advanceTimersByTimeAsync(0);
    expect(passed).toEqual([1]);
    await vi.advanceTimersByTimeAsync(200);
    expect(passed).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(200);
    await Promise.all(calls);
    expect(passed).toEqual([1, 2, 3]);
    expect(Date.now() - start).toBe(400);
    // Idle long enough, the next caller goes at once again.
    await vi.advanceTimersByTimeAsync(5000);
    let late = false;
    void pace().then(() => (late = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(late).toBe(true);
  });
});
