// batchGetItems: one BatchGetItem for a few keys, answers in the order asked, a key named
// twice read once, UnprocessedKeys asked for again, and a 503 when they stay unprocessed.
import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, batchGetItems } from '#platform/dynamodb/batch-get.js';
import { withoutWaiting } from '../../support/without-waiting.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const key = (id: string) => ({ PK: `ITEM#${id}`, SK: 'ITEM' });
const item = (id: string) => ({ ...key(id), name: `item ${id}` });
const asked = () => dynamo.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems![TABLE]!);

beforeEach(() => {
  dynamo.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('batchGetItems', () => {
  it('reads the keys in one call and answers the items in the order asked, undefined where none', async () => {
    // DynamoDB answers in any order.
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [item('c'), item('a')] } });

    const items = await batchGetItems([key('a'), key('b'), key('c')], { consistent: true });

    expect(items).toEqual([item('a'), undefined, item('c')]);
    expect(asked()).toEqual([{ Keys: [key('a'), key('b'), key('c')], ConsistentRead: true }]);
  });

  it('reads more than 100 keys in calls of 100 at most, and answers them all in order', async () => {
    const ids = Array.from({ length: 250 }, (_, index) => `k${index}`);
    dynamo.on(BatchGetCommand).callsFake(({ RequestItems }) => ({
      Responses: { [TABLE]: RequestItems[TABLE].Keys.map((asked: { PK: string }) => item(asked.PK.slice(5))) },
    }));

    const items = await batchGetItems(ids.map(key));

    expect(items).toEqual(ids.map(item));
    expect(asked().map((call) => call.Keys!.length)).toEqual([100, 100, 50]);
  });

  it('reads a key named twice once, and answers it in both places', async () => {
    dynamo.on(BatchGetCommand).resolves({ Responses: { [TABLE]: [item('a')] } });

    const items = await batchGetItems([key('a'), key('a')]);

    expect(items).toEqual([item('a'), item('a')]);
    expect(asked()).toEqual([{ Keys: [key('a')], ConsistentRead: false }]);
  });

  it('asks again for the keys DynamoDB left unprocessed', async () => {
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [item('a')] }, UnprocessedKeys: { [TABLE]: { Keys: [key('b')] } } })
      .resolvesOnce({ Responses: { [TABLE]: [item('b')] } });

    const items = await withoutWaiting(batchGetItems([key('a'), key('b')]));

    expect(items).toEqual([item('a'), item('b')]);
    expect(asked().map((request) => request.Keys)).toEqual([[key('a'), key('b')], [key('b')]]);
  });

  it('gives up with 503 when keys stay unprocessed', async () => {
    dynamo.on(BatchGetCommand).resolves({ UnprocessedKeys: { [TABLE]: { Keys: [key('a')] } } });

    await expect(withoutWaiting(batchGetItems([key('a')]))).rejects.toMatchObject({ statusCode: 503 });
    expect(asked()).toHaveLength(MAX_ATTEMPTS);
  });
});
