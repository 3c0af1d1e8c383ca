// The move to companies on the real local stack: an employer and a job as they were stored
// before teams (no company, the job listed under the employer) become a company of one with
// its Owner and the job under the company, also when the run is cut short and resumed; a
// finished migration is not run again.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { jobForm } from '../../support/jobs.js';
import { createSignedInUser, documentClient, useStackTable, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
let migrations: typeof import('#functions/migrations/run-migrations.js');
let migrateToCompanies: typeof import('#functions/migrations/to-companies.js').migrateToCompanies;
let newJobItems: typeof import('#functions/jobs/job-writes.js').newJobItems;

describe('migration to companies', () => {
  let employer: TestUser;
  let jobID: string;
  const db = () => documentClient(stack);
  const profileOf = async (userID: string) =>
    (await db().send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${userID}`, SK: 'PROFILE' } })))
      .Item;

  beforeAll(async () => {
    useStackTable(stack);
    migrations = await import('#functions/migrations/run-migrations.js');
    ({ migrateToCompanies } = await import('#functions/migrations/to-companies.js'));
    ({ newJobItems } = await import('#functions/jobs/job-writes.js'));

    // An employer of before: their company fields on the profile, no company record.
    employer = await createSignedInUser(stack, 'employer', {
      companyName: 'Legacy Co',
      companySize: '11-50',
      country: 'Kenya',
    });
    const table = stack.env.TABLE_NAME;
    await db().send(
      new UpdateCommand({
        TableName: table,
        Key: { PK: `USER#${employer.userID}`, SK: 'PROFILE' },
        UpdateExpression: 'REMOVE companyID',
      }),
    );
    for (const SK of ['COMPANY', `MEMBER#${employer.userID}`])
      await db().send(new DeleteCommand({ TableName: table, Key: { PK: `COMPANY#${employer.companyID}`, SK } }));
    // Their job as it was stored: listed under the employer, with no company.
    const { job } = newJobItems(
      { userID: employer.userID, firstName: 'Test', lastName: 'Employer' },
      { companyID: 'none', companyName: 'Legacy Co' },
      { ...jobForm({ jobTitle: 'Legacy Analyst' }), department: 'Engineering' } as Parameters<typeof newJobItems>[2],
      (await import('#functions/jobs/reference-rates.js')).SNAPSHOT_RATES,
    );
    const { companyID: _dropped, postedByName: _none, ...legacy } = job;
    await db().send(new PutCommand({ TableName: table, Item: { ...legacy, GSI1PK: `EMPLOYER#${employer.userID}` } }));
    jobID = job.jobID;
    // The stack's start recorded it done (a new table): this run stands for an older table's.
    await db().send(new DeleteCommand({ TableName: table, Key: { PK: 'MIGRATION#companies', SK: 'DONE' } }));
  });

  it('founds a company of one from the profile and moves the jobs to it, once', async () => {
    expect((await employer.client.call('GET', '/api/get-jobs', { query: { page: '1' } })).status).toBe(403);

    // Cut short after its first step (a Lambda near its time limit), then resumed.
    let steps = 0;
    const cut = await migrations.runMigration(migrateToCompanies, {
      pageSize: 5,
      timeLeft: () => (steps === 0 ? Infinity : 0),
      onStep: () => (steps += 1),
    });
    expect(cut.state).toBe('unfinished');
    expect(cut.counts.itemsRead).toBe(5);
    const first = await migrations.runMigration(migrateToCompanies, { pageSize: 200 });
    expect(first.state).toBe('done');
    expect(first.counts.itemsRead).toBeGreaterThan(5);
    expect(first.counts.companiesFounded).toBeGreaterThanOrEqual(1);
    const companyID = (await profileOf(employer.userID))!.companyID as string;
    expect(companyID).toMatch(/^[0-9a-f-]{36}$/);
    const company = (
      await db().send(
        new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `COMPANY#${companyID}`, SK: 'COMPANY' } }),
      )
    ).Item;
    expect(company).toMatchObject({ companyName: 'Legacy Co', companySize: '11-50', ownerID: employer.userID });

    // The employer's session works as before, now as the company's Owner.
    const jobs = await employer.client.call<{ jobs: Job[] }>('GET', '/api/get-jobs', { query: { page: '1' } });
    expect(jobs.status).toBe(200);
    expect(jobs.body.data.jobs.map((job) => job._id)).toEqual([jobID]);
    const job = await employer.client.call<{ job: Job }>('GET', '/api/get-job', { query: { jobID } });
    expect(job.body.data.job.postedBy).toBe('Test Employer');
    const team = await employer.client.call<{ myRole: string }>('GET', '/api/get-team');
    expect(team.body.data.myRole).toBe('owner');

    // Again: recorded done, nothing read.
    const onStep = vi.fn();
    expect(await migrations.runMigration(migrateToCompanies, { onStep })).toMatchObject({ state: 'already done' });
    expect(onStep).not.toHaveBeenCalled();
    expect((await profileOf(employer.userID))!.companyID).toBe(companyID);
    const again = await employer.client.call<{ jobs: Job[] }>('GET', '/api/get-jobs', { query: { page: '1' } });
    expect(again.body.data.jobs.map((entry) => entry._id)).toEqual([jobID]);
  });
});
