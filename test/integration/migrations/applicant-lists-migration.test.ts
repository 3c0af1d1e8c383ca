// The move to applicant lists on the real local stack: an application stored before them (no
// entries) and its job's counters without those who meet the requirements; the migration lists
// it and counts the job again, once, and leaves a job counted from the start as it is.
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { addJob, applyTo } from '../../support/jobs.js';
import { createSignedInUser, documentClient, useStackTable, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
let migrations: typeof import('#functions/migrations/run-migrations.js');
let migrateToApplicantLists: typeof import('#functions/migrations/applicant-lists.js').migrateToApplicantLists;

describe('migration to applicant lists', () => {
  let owner: TestUser;
  let jobID: string;
  const legacyID = randomUUID();
  const table = () => stack.env.TABLE_NAME!;
  const db = () => documentClient(stack);
  const applicantsOf = async () =>
    (
      await owner.client.call<RouteResponse<'getJobApplicants'>>('GET', '/api/get-job-applicants', {
        query: { jobID },
      })
    ).body.data.applicants.map((applicant) => applicant.userID);

  beforeAll(async () => {
    useStackTable(stack);
    migrations = await import('#functions/migrations/run-migrations.js');
    ({ migrateToApplicantLists } = await import('#functions/migrations/applicant-lists.js'));
    owner = await createSignedInUser(stack, 'employer', { companyName: `Listed Co ${randomUUID().slice(0, 8)}` });
    jobID = (await addJob(owner.client, { jobTitle: 'Legacy Listed Analyst' }))._id;
    const candidate = await createSignedInUser(stack, 'candidate');
    await applyTo(candidate, jobID, { firstName: 'Nova', lastName: 'Live' });
    // One stored before the lists: no entries, and the job's counters without qualified_<stage>.
    const createdAt = new Date(Date.now() - 86_400_000).toISOString();
    await db().send(
      new PutCommand({
        TableName: table(),
        Item: {
          PK: `JOB#${jobID}`,
          SK: `APPLICATION#${legacyID}`,
          GSI1PK: `CANDIDATE#${legacyID}`,
          GSI1SK: `APPLICATION#${createdAt}`,
          entity: 'APPLICATION',
          jobID,
          userID: legacyID,
          firstName: 'Old',
          lastName: 'Timer',
          email: 'old.timer@example.com',
          country: 'France',
          phoneNo: '+33 1 23 45 67 89',
          createdAt,
          stage: 'shortlisted',
        },
      }),
    );
    await db().send(
      new UpdateCommand({
        TableName: table(),
        Key: { PK: `JOB#${jobID}`, SK: 'INSIGHTS' },
        UpdateExpression: 'REMOVE countsQualified, qualified_new',
      }),
    );
    // The stack's start recorded it done (a new table): this run stands for an older table's.
    await db().send(new DeleteCommand({ TableName: table(), Key: { PK: 'MIGRATION#applicant-lists', SK: 'DONE' } }));
  });

  it('lists the older application and counts its job again, once', async () => {
    expect(await applicantsOf()).not.toContain(legacyID);

    const run = await migrations.runMigration(migrateToApplicantLists, { pageSize: 500 });
    expect(run.state).toBe('done');
    expect(run.counts.applicationsListed).toBeGreaterThanOrEqual(2);
    expect(run.counts.jobsCounted).toBeGreaterThanOrEqual(1);

    expect(await applicantsOf()).toEqual([expect.any(String), legacyID]);
    const view = await owner.client.call<RouteResponse<'getJob'>>('GET', '/api/get-job', { query: { jobID } });
    expect(view.body.data.stageCounts).toMatchObject({ new: 1, shortlisted: 1 });
    expect(view.body.data.qualifiedStageCounts).toMatchObject({ new: 1, shortlisted: 1 });
    const { Item } = await db().send(
      new GetCommand({ TableName: table(), Key: { PK: `JOB#${jobID}`, SK: 'INSIGHTS' }, ConsistentRead: true }),
    );
    expect(Item?.countsQualified).toBe(true);

    // Again: recorded done.
    expect(await migrations.runMigration(migrateToApplicantLists)).toMatchObject({ state: 'already done' });
  });
});
