// The move to a company's jobs by state on the real local stack: jobs stored before it (no
// state key, no counts) are missing from the Open and Closed tabs and counted 0; the migration
// keys each job under its state and counts the company, once.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser, documentClient, useStackTable, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
let migrations: typeof import('#functions/migrations/run-migrations.js');
let migrateToCompanyJobLists: typeof import('#functions/migrations/company-job-lists.js').migrateToCompanyJobLists;

describe('migration to company job lists', () => {
  let owner: TestUser;
  let jobIDs: string[];
  const table = () => stack.env.TABLE_NAME!;
  const db = () => documentClient(stack);
  const tab = async (active: string) =>
    (await owner.client.call<RouteResponse<'getJobs'>>('GET', '/api/get-jobs', { query: { active } })).body.data;

  beforeAll(async () => {
    useStackTable(stack);
    migrations = await import('#functions/migrations/run-migrations.js');
    ({ migrateToCompanyJobLists } = await import('#functions/migrations/company-job-lists.js'));
    owner = await createSignedInUser(stack, 'employer', { companyName: `Keyed Co ${randomUUID().slice(0, 8)}` });
    jobIDs = [];
    for (const jobTitle of ['Older Analyst', 'Older Writer', 'Older Tester'])
      jobIDs.push((await addJob(owner.client, { jobTitle }))._id);
    const closed = await owner.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: jobIDs[0], active: false },
    });
    expect(closed.status).toBe(200);
    // As stored before: no state keys, no counts.
    for (const jobID of jobIDs)
      await db().send(
        new UpdateCommand({
          TableName: table(),
          Key: { PK: `JOB#${jobID}`, SK: 'JOB' },
          UpdateExpression: 'REMOVE GSI2PK, GSI2SK',
        }),
      );
    await db().send(
      new DeleteCommand({ TableName: table(), Key: { PK: `COMPANYJOBS#${owner.companyID}`, SK: 'COUNTS' } }),
    );
    // The stack's start recorded it done (a new table): this run stands for an older table's.
    await db().send(new DeleteCommand({ TableName: table(), Key: { PK: 'MIGRATION#company-job-lists', SK: 'DONE' } }));
  });

  it("keys every job under its state and counts the company's jobs, once", async () => {
    expect((await tab('true')).jobs).toEqual([]);
    expect((await tab('')).counts).toEqual({ all: 0, open: 0, closed: 0 });

    const run = await migrations.runMigration(migrateToCompanyJobLists, { pageSize: 1000 });
    expect(run.state).toBe('done');
    expect(run.counts.jobsKeyed).toBeGreaterThanOrEqual(3);
    expect(run.counts.companiesCounted).toBeGreaterThanOrEqual(1);

    const open = await tab('true');
    expect(open.jobs.map((job) => job._id)).toEqual([jobIDs[2], jobIDs[1]]);
    expect(open.counts).toEqual({ all: 3, open: 2, closed: 1 });
    expect((await tab('false')).jobs.map((job) => job._id)).toEqual([jobIDs[0]]);

    // Again: recorded done.
    expect(await migrations.runMigration(migrateToCompanyJobLists)).toMatchObject({ state: 'already done' });
  });
});
