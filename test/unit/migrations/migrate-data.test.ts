// The migrations' Lambda function: it stops before its time runs out, with a checkpoint, and
// hands the rest to a fresh invocation of itself; a finished run invokes nothing.
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '#functions/migrations/migrate-data.js';
import { MIGRATIONS, STEP_TIME_MS } from '#functions/migrations/run-migrations.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const lambda = mockClient(LambdaClient);
const ARN = 'arn:aws:lambda:us-east-1:123456789012:function:MigrateData';

/** A context whose time runs low once `steps` Scans have been made (never, unset). */
const contextWith = (steps = Infinity) =>
  ({
    invokedFunctionArn: ARN,
    functionName: 'MigrateData',
    awsRequestId: 'request-1',
    getRemainingTimeInMillis: () => (dynamo.commandCalls(ScanCommand).length >= steps ? STEP_TIME_MS - 1 : 10 * 60_000),
  }) as unknown as Context;

beforeEach(() => {
  dynamo.reset();
  lambda.reset();
  lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
  // Nothing recorded yet; every Scan page has more after it.
  dynamo.on(GetCommand).resolves({});
  dynamo.on(ScanCommand).resolves({ Items: [], ScannedCount: 500, LastEvaluatedKey: { PK: 'USER#x', SK: 'PROFILE' } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
});

describe('migrate-data', () => {
  it('records a checkpoint after each step and invokes itself again when its time runs low', async () => {
    const run = await handler({}, contextWith(2));

    expect(run).toMatchObject({ finished: false, migrations: [{ id: 'companies', state: 'unfinished' }] });
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(2);
    const checkpoints = dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item);
    expect(checkpoints.at(-1)).toMatchObject({
      PK: 'MIGRATION#companies',
      SK: 'CHECKPOINT',
      cursor: { PK: 'USER#x', SK: 'PROFILE' },
      counts: { itemsRead: 1000 },
    });
    expect(lambda.commandCalls(InvokeCommand).map((call) => call.args[0].input)).toEqual([
      expect.objectContaining({ FunctionName: ARN, InvocationType: 'Event' }),
    ]);
  });

  it('goes on from the checkpoint it finds', async () => {
    dynamo
      .on(GetCommand, { Key: { PK: 'MIGRATION#companies', SK: 'CHECKPOINT' } })
      .resolves({ Item: { cursor: { PK: 'USER#y', SK: 'PROFILE' }, counts: { itemsRead: 7000 } } });
    dynamo.on(ScanCommand).resolves({ Items: [], ScannedCount: 20 });
    dynamo.on(QueryCommand).resolves({ Items: [] });

    await handler({}, contextWith());

    expect(dynamo.commandCalls(ScanCommand)[0]!.args[0].input.ExclusiveStartKey).toEqual({
      PK: 'USER#y',
      SK: 'PROFILE',
    });
    const done = dynamo.commandCalls(PutCommand).find((call) => call.args[0].input.Item?.PK === 'MIGRATION#companies');
    expect(done?.args[0].input.Item).toMatchObject({ SK: 'DONE', counts: { itemsRead: 7020 } });
  });

  it('invokes nothing once every migration has recorded its end', async () => {
    dynamo.on(GetCommand).resolves({ Item: { counts: { itemsRead: 3 } } });

    const run = await handler({}, contextWith());

    expect(run.finished).toBe(true);
    expect(run.migrations.map((migration) => migration.state)).toEqual(MIGRATIONS.map(() => 'already done'));
    expect(run.migrations.length).toBeGreaterThanOrEqual(6);
    expect(dynamo.commandCalls(ScanCommand)).toHaveLength(0);
    expect(lambda.commandCalls(InvokeCommand)).toHaveLength(0);
  });
});
