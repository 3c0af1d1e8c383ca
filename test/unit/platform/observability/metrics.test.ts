// Metrics (functions/platform/observability/metrics.ts) as CloudWatch receives them: the embedded
// metric format lines a function prints when its invocation ends, read from the console as
// Powertools' testing docs suggest (POWERTOOLS_DEV sends them there). Prepare / Act / Assess.
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lambdaContext, httpEvent } from '../../../support/lambda-events.js';

// Before any module makes the Metrics instance: on (the unit project turns them off), printed
// on the global console, in a namespace of its own, in an instance started on demand as Lambda
// says (cold starts are only counted then).
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  Object.assign(process.env, {
    POWERTOOLS_METRICS_DISABLED: 'false',
    POWERTOOLS_DEV: 'true',
    POWERTOOLS_METRICS_NAMESPACE: 'RemoteHiring/unit',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  });
  return saved;
});

const { apiHandler } = await import('#functions/api-handler.js');
const { countEvent, BUSINESS_METRICS } = await import('#platform/observability/metrics.js');
const { taskHandler } = await import('#platform/observability/observability.js');
const { sendEmail } = await import('#platform/email/send-email.js');
const route = await import('#shared/routes.js');

interface EmfLine {
  _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }> };
  [key: string]: unknown;
}

let consoleLog: MockInstance;
/** The EMF lines printed since the test began. */
const emfLines = (): EmfLine[] =>
  consoleLog.mock.calls
    .map(([line]) => (typeof line === 'string' && line.includes('"_aws"') ? (JSON.parse(line) as EmfLine) : null))
    .filter((line): line is EmfLine => line !== null);
/** Each printed metric's name and value. */
const printed = () =>
  emfLines().flatMap((line) =>
    line._aws.CloudWatchMetrics.flatMap((set) => set.Metrics.map((metric) => [metric.Name, line[metric.Name]])),
  );

const ses = mockClient(SESv2Client);
const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  consoleLog?.mockRestore();
  consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
  ses.reset();
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
});
afterAll(() => {
  consoleLog.mockRestore();
  process.env = savedEnv;
});

const postJob = apiHandler(route.getDepartments, async () => {
  countEvent('jobPosted');
  return { departments: [] };
});

describe('metrics', () => {
  it('flush the cold start once, and the business event of each call when it ends, in the stage namespace', async () => {
    const first = await postJob(httpEvent({ path: '/api/get-departments' }), lambdaContext);
    expect(first.statusCode).toBe(200);
    expect(printed()).toEqual([
      ['ColdStart', 1],
      [BUSINESS_METRICS.jobPosted, 1],
    ]);
    for (const line of emfLines()) {
      expect(line._aws.CloudWatchMetrics[0]!.Namespace).toBe('RemoteHiring/unit');
      expect(line.service).toBe('remote-hiring-api');
    }

    consoleLog.mockClear();
    await postJob(httpEvent({ path: '/api/get-departments' }), lambdaContext);
    expect(printed()).toEqual([[BUSINESS_METRICS.jobPosted, 1]]);
  });

  it('flush what a failed call counted before it failed', async () => {
    const refuse = apiHandler(route.getDepartments, async () => {
      countEvent('failedLogin');
      throw new Error('boom');
    });
    const result = await refuse(httpEvent({ path: '/api/get-departments' }), lambdaContext);
    expect(result.statusCode).toBe(500);
    expect(printed()).toContainEqual([BUSINESS_METRICS.failedLogin, 1]);
  });

  it('flush the events of a scheduled task too', async () => {
    const task = taskHandler(async () => {
      countEvent('emailSent', 3);
      return 'done';
    });
    expect(await task({}, lambdaContext)).toBe('done');
    expect(printed()).toContainEqual([BUSINESS_METRICS.emailSent, 3]);
  });

  it('count each email SES accepts as sent, and each it refuses as failed (the error still reaches the caller)', async () => {
    ses.on(SendEmailCommand).resolvesOnce({ MessageId: 'm-1' }).rejectsOnce(new Error('Throttling'));
    const email = { to: 'ada@example.com', subject: 'Hello', text: 'Hi' };
    const task = taskHandler(async () => {
      await sendEmail(email);
      await expect(sendEmail(email)).rejects.toThrow('Throttling');
    });

    await task({}, lambdaContext);

    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(printed()).toEqual([
      [BUSINESS_METRICS.emailSent, 1],
      [BUSINESS_METRICS.emailFailed, 1],
    ]);
  });
});
