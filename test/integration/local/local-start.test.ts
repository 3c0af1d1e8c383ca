// `npm start` and the one-off data migrations: a new data folder is recorded migrated without
// reading the table; a folder from an older version (here: the move to companies not recorded)
// is migrated once, in the background after the stack is ready, and never again.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { startStackProcess, type StackProcess } from '../../../local/stack-process.js';
import { jobForm } from '../../support/jobs.js';
import { documentClient } from '../../../tools/test-users.js';

const MIGRATION_IDS = ['companies', 'search-words', 'unconfirmed-listing'];

const marker = async (info: { env: Record<string, string> }, id: string) => {
  const db = documentClient(info as never);
  try {
    return (
      await db.send(
        new GetCommand({
          TableName: info.env.TABLE_NAME,
          Key: { PK: `MIGRATION#${id}`, SK: 'DONE' },
          ConsistentRead: true,
        }),
      )
    ).Item;
  } finally {
    db.destroy();
  }
};

describe('a data folder', { timeout: 180_000 }, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-older-folder-'));
  let running: StackProcess | undefined;
  let output = '';
  const start = async () => {
    output = '';
    running = await startStackProcess({ dataDir, onOutput: (text) => (output += text) });
    return running;
  };
  const stop = async () => {
    await running?.stop();
    running = undefined;
  };
  afterAll(async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is migrated once, in the background, and not again on the next start', async () => {
    // New, its table has nothing to migrate: each migration is recorded done, none run.
    const first = await start();
    expect(output).not.toContain('migrating');
    for (const id of MIGRATION_IDS) expect(await marker(first, id), id).toMatchObject({ newTable: true, counts: {} });
    const { newJobItems } = await import('#functions/jobs/job-writes.js');
    const db = documentClient(first);
    const table = first.env.TABLE_NAME!;
    // An employer and their job as stored before companies, behind more items than one step reads.
    const employerID = randomUUID();
    await db.send(
      new PutCommand({
        TableName: table,
        Item: {
          PK: `USER#${employerID}`,
          SK: 'PROFILE',
          userID: employerID,
          role: 'employer',
          status: 'active',
          email: `old-${employerID}@example.com`,
          firstName: 'Olga',
          lastName: 'Older',
          companyName: 'Older Co',
          companySize: '1-10',
          country: 'Kenya',
          createdAt: new Date().toISOString(),
        },
      }),
    );
    const { job } = newJobItems(
      { userID: employerID, firstName: 'Olga', lastName: 'Older' },
      { companyID: 'none', companyName: 'Older Co' },
      { ...jobForm({ jobTitle: 'Older Analyst' }), department: 'Engineering' } as Parameters<typeof newJobItems>[2],
      (await import('#functions/jobs/reference-rates.js')).SNAPSHOT_RATES,
    );
    const { companyID: _none, postedByName: _unset, ...legacyJob } = job;
    await db.send(new PutCommand({ TableName: table, Item: { ...legacyJob, GSI1PK: `EMPLOYER#${employerID}` } }));
    const filler = Array.from({ length: 1_200 }, (_, index) => ({
      PK: `FILLER#${index}`,
      SK: 'FILLER',
      note: 'x'.repeat(200),
    }));
    for (let from = 0; from < filler.length; from += 25)
      await db.send(
        new BatchWriteCommand({
          RequestItems: { [table]: filler.slice(from, from + 25).map((Item) => ({ PutRequest: { Item } })) },
        }),
      );
    await db.send(new DeleteCommand({ TableName: table, Key: { PK: 'MIGRATION#companies', SK: 'DONE' } }));
    db.destroy();
    await stop();

    const second = await start();
    expect(output).toContain('migrating it in the background (companies)');
    await expect.poll(() => output, { timeout: 120_000, interval: 500 }).toContain('Data: migration finished.');
    const done = await marker(second, 'companies');
    expect(done?.counts).toMatchObject({ employers: 1, companiesFounded: 1, jobsMoved: 1 });
    expect(done?.counts.itemsRead).toBeGreaterThan(1_200);
    const migrated = documentClient(second);
    const profile = await migrated.send(
      new GetCommand({ TableName: table, Key: { PK: `USER#${employerID}`, SK: 'PROFILE' } }),
    );
    expect(profile.Item?.companyID).toMatch(/^[0-9a-f-]{36}$/);
    const moved = await migrated.send(new GetCommand({ TableName: table, Key: { PK: job.PK, SK: job.SK } }));
    expect(moved.Item).toMatchObject({ companyID: profile.Item?.companyID, postedByName: 'Olga Older' });
    migrated.destroy();
    await stop();

    await start();
    expect(output).not.toContain('migrating it in the background');
    expect(await marker(running!, 'companies')).toEqual(done);
  });
});
