// batchWrite: 25 requests a call, UnprocessedItems sent again after a backoff, and a bounded
// number of attempts before it gives up.
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS, batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import { withoutWaiting } from '../../support/without-waiting.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const puts = (count: number) => Array.from({ length: count }, (_, i) => putRequest({ PK: `ITEM#${i}`, SK: 'ITEM' }));
const sent = () => dynamo.commandCalls(BatchWriteCommand).map((call) => call.args[0].input.RequestItems![TABLE]!);

beforeEach(() => {
  dynamo.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('batchWrite', () => {
  it('writes in calls of 25 on the table and answers the count', async () => {
    dynamo.on(BatchWriteCommand).resolves({});
    const counts: number[] = [];

    const written = await withoutWaiting(batchWrite(puts(60), { onBatch: (count) => counts.push(count) }));

    expect(written).toBe(60);
    expect(sent().map((batch) => batch.length)).toEqual([25, 25, 10]);
    expect(counts).toEqual([25, 50, 60]);
    expect(sent().flat()).toEqual(puts(60));
  });

  it('sends the UnprocessedItems again, after a pause, until none are left', async () => {
    const requests = puts(3);
    dynamo
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE]: requests.slice(1) } })
      .resolvesOnce({ UnprocessedItems: { [TABLE]: requests.slice(2) } })
      .resolves({ UnprocessedItems: {} });
    const timeouts = vi.spyOn(globalThis, 'setTimeout');

    expect(await withoutWaiting(batchWrite(requests))).toBe(3);

    expect(sent()).toEqual([requests, requests.slice(1), requests.slice(2)]);
    // Backoff grows between resends.
    const pauses = timeouts.mock.calls.map((call) => call[1] as number);
    expect(pauses).toHaveLength(2);
    expect(pauses[1]!).toBeGreaterThan(pauses[0]!);
  });

  it('gives up with an error when requests stay unprocessed', async () => {
    const requests = puts(2);
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: { [TABLE]: requests.slice(1) } });

    await expect(withoutWaiting(batchWrite(requests))).rejects.toThrow(
      `1 of 2 requests still unprocessed after ${MAX_ATTEMPTS} attempts`,
    );
    expect(sent()).toHaveLength(MAX_ATTEMPTS);
  });

  it('keeps `inFlight` calls going at once and still writes each request once', async () => {
    let open = 0;
    let most = 0;
    dynamo.on(BatchWriteCommand).callsFake(async () => {
      open += 1;
      most = Math.max(most, open);
      await new Promise((resolve) => setTimeout(resolve, 10));
      open -= 1;
      return {};
    });

    expect(await withoutWaiting(batchWrite(puts(100), { inFlight: 3 }))).toBe(100);

    expect(most).toBe(3);
    expect(sent().flat()).toHaveLength(100);
    expect(
      new Set(
        sent()
          .flat()
          .map((request) => request.PutRequest!.Item!.PK),
      ).size,
    ).toBe(100);
  });

  it('makes no call for no requests', async () => {
    expect(await withoutWaiting(batchWrite([]))).toBe(0);
    expect(sent()).toHaveLength(0);
  });
});
