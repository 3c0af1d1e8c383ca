// The title-word entries around an owner's write (word-index.ts): what is put before, what is
// deleted after (left-overs of an earlier change too), and what a failed write takes back.
import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { withWordEntries, wordEntries, type WordIndexed } from '#platform/search/word-index.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const owner = (title: string): WordIndexed => ({
  pk: 'JOB#j1',
  id: 'j1',
  createdAt: '2026-03-01T00:00:00.000Z',
  title,
  combos: ['t=*#d=*#c=*'],
});
const written = () => {
  const requests = dynamo
    .commandCalls(BatchWriteCommand)
    .flatMap((c) => Object.values(c.args[0].input.RequestItems!).flat());
  return {
    puts: requests.flatMap((r) => (r.PutRequest ? [r.PutRequest.Item!] : [])),
    deletes: requests.flatMap((r) => (r.DeleteRequest ? [String(r.DeleteRequest.Key!.SK)] : [])),
  };
};

beforeEach(() => {
  dynamo.reset();
  dynamo.on(BatchWriteCommand).resolves({});
});

describe('withWordEntries', () => {
  it('puts what the new title lacks before the write, then deletes what it no longer needs, left-overs included', async () => {
    const leftover = { ...wordEntries('JOBWORD', owner('Zebra Keeper'))[0]! };
    dynamo.on(QueryCommand).resolves({ Items: [...wordEntries('JOBWORD', owner('Data Analyst')), leftover] });
    const order: string[] = [];

    await withWordEntries('JOBWORD', 'JOB#j1', owner('Data Analyst'), owner('Data Entry'), async () => {
      order.push(`write after ${dynamo.commandCalls(BatchWriteCommand).length} batch`);
    });

    const { puts, deletes } = written();
    // Entries carry the title: all of the new title's are put, before the write.
    expect(puts.map((item) => item.SK).sort()).toEqual(
      ['d', 'da', 'dat', 'data', 'e', 'en', 'ent', 'entr', 'entry'].map((key) => `WORD#t=*#d=*#c=*#${key}`),
    );
    expect(puts.every((item) => item.title === 'Data Entry')).toBe(true);
    expect(order).toEqual(['write after 1 batch']);
    expect(deletes.sort()).toEqual(
      [...['a', 'an', 'ana', 'anal', 'analy', 'analys'].map((key) => `WORD#t=*#d=*#c=*#${key}`), leftover.SK].sort(),
    );
  });

  it('when the write fails, puts back the entries it had replaced', async () => {
    const stored = wordEntries('JOBWORD', owner('Data Analyst'));
    dynamo.on(QueryCommand).resolves({ Items: stored });

    const failing = withWordEntries('JOBWORD', 'JOB#j1', owner('Data Analyst'), owner('Data Analysts'), () =>
      Promise.reject(new Error('lost the race')),
    );

    await expect(failing).rejects.toThrow('lost the race');
    const [before, undo, ...more] = dynamo
      .commandCalls(BatchWriteCommand)
      .map((c) => Object.values(c.args[0].input.RequestItems!).flat());
    // "analysts" has no key "analyst" lacks (6 letters at most): every entry rewritten, none added.
    expect(before!.every((r) => r.PutRequest?.Item?.title === 'Data Analysts')).toBe(true);
    expect(undo!.map((r) => r.PutRequest!.Item)).toEqual(stored);
    expect(more).toEqual([]);
  });

  it('when a failed write had added keys, deletes them and restores the replaced entries', async () => {
    const stored = wordEntries('JOBWORD', owner('Data Analyst'));
    dynamo.on(QueryCommand).resolves({ Items: stored });

    await expect(
      withWordEntries('JOBWORD', 'JOB#j1', owner('Data Analyst'), owner('Data Analyst Lead'), () =>
        Promise.reject(new Error('conflict')),
      ),
    ).rejects.toThrow('conflict');

    const batches = dynamo
      .commandCalls(BatchWriteCommand)
      .map((c) => Object.values(c.args[0].input.RequestItems!).flat());
    const deleted = batches.flat().flatMap((r) => (r.DeleteRequest ? [String(r.DeleteRequest.Key!.SK)] : []));
    expect(deleted.sort()).toEqual(['l', 'le', 'lea', 'lead'].map((key) => `WORD#t=*#d=*#c=*#${key}`));
    const restored = batches.at(-1)!.map((r) => r.PutRequest!.Item!);
    expect(restored).toHaveLength(stored.length);
    expect(restored.every((item) => item.title === 'Data Analyst')).toBe(true);
  });

  it('leaves the entries alone when title, filters and state stay', async () => {
    let wrote = false;
    await withWordEntries('JOBWORD', 'JOB#j1', owner('Data Analyst'), owner('Data Analyst'), async () => {
      wrote = true;
    });
    expect(wrote).toBe(true);
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
