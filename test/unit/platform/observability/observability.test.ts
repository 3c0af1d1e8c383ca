// What every function runs around its work (observability.ts): the work gets its event and
// context and its answer goes back, and the log lines of an invocation carry its Lambda
// context, with the keys one invocation adds gone by the next. (Metrics: metrics.test.ts.)
import { afterAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { lambdaContext } from '../../../support/lambda-events.js';

// Before the logger is made: its lines on the global console, at INFO.
const savedEnv = vi.hoisted(() => {
  const saved = { ...process.env };
  Object.assign(process.env, { POWERTOOLS_DEV: 'true', POWERTOOLS_LOG_LEVEL: 'INFO' });
  return saved;
});

const { taskHandler } = await import('#platform/observability/observability.js');
const { logger } = await import('#platform/observability/logger.js');

let consoleInfo: MockInstance;
/** The JSON log lines printed since the test began. */
const logLines = () => consoleInfo.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);

beforeEach(() => {
  consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  process.env = savedEnv;
});

describe('taskHandler', () => {
  it('hands the work its event and context, and answers what the work answers', async () => {
    const task = taskHandler(async (event, context) => ({ event, requestId: context.awsRequestId }));
    expect(await task({ n: 1 }, lambdaContext)).toEqual({ event: { n: 1 }, requestId: 'aws-request-1' });
  });

  it('logs with the Lambda context, and forgets the keys an invocation added', async () => {
    const task = taskHandler(async (event: unknown) => {
      if (event === 'first') logger.appendKeys({ job: 'first-only' });
      logger.info('working');
    });

    await task('first', lambdaContext);
    await task('second', { ...lambdaContext, awsRequestId: 'aws-request-2' } as typeof lambdaContext);

    const [first, second] = logLines();
    expect(first).toMatchObject({ message: 'working', function_name: 'unit', function_request_id: 'aws-request-1' });
    expect(first!.job).toBe('first-only');
    expect(second).toMatchObject({ message: 'working', function_request_id: 'aws-request-2' });
    expect(second).not.toHaveProperty('job');
  });

  it('lets the work’s error reach the caller', async () => {
    const task = taskHandler(async () => {
      throw new Error('boom');
    });
    await expect(task({}, lambdaContext)).rejects.toThrow('boom');
  });
});
