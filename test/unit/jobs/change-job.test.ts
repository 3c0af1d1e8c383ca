// update-job, update-job-active-status and delete-job: only the owner changes a job; the
// job and its search entries change in one transaction under the job's version.
import { BatchWriteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobKey, newJobLists } from '#functions/jobs/jobs.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { handler as deleteJob } from '#functions/jobs/handlers/delete-job.js';
import { handler as setActive } from '#functions/jobs/handlers/update-job-active-status.js';
import { handler as updateJob } from '#functions/jobs/handlers/update-job.js';
import {
  JOB_ID,
  OWNER_COMPANY_ID as COMPANY_ID,
  countWrites,
  REVIEWS_QUERY,
  call,
  jobForm,
  jobsTestTable,
  storedJob,
} from '../support/jobs.js';

const dynamo = jobsTestTable();
type Who = 'owner' | 'rival' | 'applicant';
const edit = (json: Record<string, unknown>, as: Who = 'owner') =>
  call(updateJob, { as, method: 'PUT', json: { ...jobForm(), jobID: JOB_ID, ...json } });
const activate = (active: boolean, as: Who = 'owner') =>
  call(setActive, { as, method: 'PUT', json: { jobID: JOB_ID, active } });
const remove = (as: Who = 'owner') => call(deleteJob, { as, method: 'DELETE', query: { jobID: JOB_ID } });
const transaction = (n = 0) => dynamo.commandCalls(TransactWriteCommand)[n]!.args[0].input.TransactItems!;
const APPLICATIONS_QUERY = { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :application)' };
/** The job as stored, with the lists it is in when it is open. */
const store = (overrides: Parameters<typeof storedJob>[0] = {}) => {
  const job = storedJob(overrides);
  const searchLists = job.active ? newJobLists(job, SNAPSHOT_RATES).searchLists : undefined;
  dynamo
    .on(GetCommand, { Key: jobKey(JOB_ID) })
    .resolves({ Item: { ...job, ...(searchLists ? { searchLists } : {}) } });
  return searchLists ?? [];
};
const raceLost = () =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
  });

describe('update-job', () => {
  it('updates the fields under the version lock, moves the entries whose keys change and rewrites the cards of the rest', async () => {
    const lists = store({ version: 4, applicantCount: 3 });
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo
      .on(GetCommand, { Key: { PK: 'LOOKUP#DEPARTMENT', SK: 'design' } })
      .resolves({ Item: { PK: 'LOOKUP#DEPARTMENT', SK: 'design', name: 'Design' } });

    const answer = await edit({ department: 'DESIGN', minSalary: 60000 });

    expect(answer.status).toBe(200);
    expect(answer.data.job).toMatchObject({ department: 'Design', minSalary: 60000, applicantCount: 3, active: true });
    const [job, ...entries] = transaction();
    expect(job!.Update).toMatchObject({
      Key: jobKey(JOB_ID),
      ConditionExpression: 'companyID = :owner AND version = :version',
    });
    expect(job!.Update!.ExpressionAttributeValues).toMatchObject({ ':version': 4, ':next': 5 });
    expect(job!.Update!.UpdateExpression).not.toContain('applicantCount');
    // The department's list moves; every other list keeps its key but gets the new card.
    expect(entries.filter((e) => e.Delete).map((e) => e.Delete!.Key!.SK)).toEqual(['LIST#d=engineering']);
    const puts = entries.filter((e) => e.Put).map((e) => e.Put!.Item!);
    expect(puts.map((item) => item.SK)).toContain('LIST#d=design');
    expect(puts.map((item) => item.SK)).toContain('LIST#all');
    expect(puts).toHaveLength(lists.length);
    for (const item of puts) expect(item.card).toMatchObject({ _id: JOB_ID, department: 'Design', minSalary: 60000 });
  });

  it('leaves the entries alone when nothing the list shows changes', async () => {
    store();
    dynamo.on(TransactWriteCommand).resolves({});

    await edit({ aboutRole: 'A longer story about the role.' });

    expect(transaction()).toHaveLength(1);
  });

  it('moves the word lists when the title changes, and writes no entry for a closed job', async () => {
    store();
    dynamo.on(TransactWriteCommand).resolves({});
    await edit({ jobTitle: 'Lead Developer' });
    const writes = transaction(0).slice(1);
    expect(
      writes
        .filter((e) => e.Delete)
        .map((e) => e.Delete!.Key!.SK)
        .sort(),
    ).toEqual(['LIST#w=se', 'LIST#w=sen', 'LIST#w=senior']);
    expect(writes.filter((e) => e.Put).map((e) => e.Put!.Item!.SK)).toEqual(
      expect.arrayContaining(['LIST#w=le', 'LIST#w=lea', 'LIST#w=de']),
    );

    store({ active: false });
    await edit({ jobTitle: 'Staff Developer' });
    expect(transaction(1)).toHaveLength(1);
  });

  it('reads again and retries when another change won the race; 409 when it keeps losing', async () => {
    store();
    dynamo.on(TransactWriteCommand).rejectsOnce(raceLost()).resolves({});
    expect((await edit({})).status).toBe(200);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(2);

    dynamo.on(TransactWriteCommand).rejects(raceLost());
    const lost = await edit({});
    expect(lost.status).toBe(409);
    expect(lost.data.msg).toBe('This job was changed at the same time. Please try again.');
  });

  it('answers another employer with 404, a candidate with 403, and writes nothing', async () => {
    store();
    expect((await edit({}, 'rival')).status).toBe(404);
    expect((await edit({}, 'applicant')).status).toBe(403);
    expect((await edit({ active: false })).status).toBe(400);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('update-job-active-status', () => {
  it('closes: active false and every list entry deleted in the same transaction', async () => {
    const lists = store();
    dynamo.on(TransactWriteCommand).resolves({});

    const answer = await activate(false);

    expect(answer.status).toBe(200);
    expect(answer.data.job.active).toBe(false);
    const [job, ...entries] = transaction();
    expect(job!.Update!.ExpressionAttributeValues).toMatchObject({ ':version': 1 });
    // It moves to the company's closed jobs, in their list and, once written, in their count.
    expect(Object.values(job!.Update!.ExpressionAttributeValues!)).toEqual(
      expect.arrayContaining([false, `COMPANYJOBS#${COMPANY_ID}#closed`]),
    );
    expect(countWrites(dynamo)).toEqual([{ ':open': -1, ':closed': 1 }]);
    expect(entries.map((e) => e.Delete?.Key)).toEqual(
      lists.map((list) => ({ PK: `JOB#${JOB_ID}`, SK: `LIST#${list}` })),
    );
  });

  it('reopens: active true and its list entries written back in the same transaction', async () => {
    store({ active: false });
    dynamo.on(TransactWriteCommand).resolves({});

    const answer = await activate(true);

    expect(answer.data.job.active).toBe(true);
    const entries = transaction().slice(1);
    expect(countWrites(dynamo)).toEqual([{ ':open': 1, ':closed': -1 }]);
    expect(entries.map((e) => e.Put?.Item?.GSI2PK)).toEqual(
      expect.arrayContaining(['JOBLIST#all', 'JOBLIST#t=full-time', 'JOBLIST#c=france', 'JOBLIST#w=senior']),
    );
    // The job keeps the lists it is in, for its next change to leave them.
    expect(Object.values(transaction()[0]!.Update!.ExpressionAttributeValues!)).toContainEqual(
      entries.map((e) => String(e.Put!.Item!.SK).slice('LIST#'.length)),
    );
  });

  it('answers another employer with 404 and a candidate with 403', async () => {
    store();
    expect((await activate(false, 'rival')).status).toBe(404);
    expect((await activate(false, 'applicant')).status).toBe(403);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('delete-job', () => {
  // The job's conversations, whose versions move as it closes them: none here.
  beforeEach(() => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
  });

  it('deletes job and entries in one transaction, then marks each application and tells the candidates still in the running', async () => {
    const lists = store();
    dynamo.on(TransactWriteCommand).resolves({});
    const application = (userID: string, stage: string) => ({
      PK: `JOB#${JOB_ID}`,
      SK: `APPLICATION#${userID}`,
      jobID: JOB_ID,
      userID,
      stage,
    });
    dynamo.on(QueryCommand, APPLICATIONS_QUERY).resolves({
      Items: [
        application('u-new', 'new'),
        application('u-withdrawn', 'withdrawn'),
        application('u-interviewing', 'interviewing'),
        application('u-rejected', 'rejected'),
      ],
    });

    const answer = await remove();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Job successfully deleted');
    const [job, tombstone, ...entries] = transaction();
    // Then one fewer open job in the company's count.
    expect(countWrites(dynamo)).toEqual([{ ':open': -1, ':closed': 0 }]);
    expect(job!.Delete).toMatchObject({
      Key: jobKey(JOB_ID),
      ConditionExpression: 'companyID = :owner AND version = :version',
    });
    // What is left, for the job's public page to answer 410 with similar jobs: its title's first word, for a year.
    const tombstoneItem = tombstone!.Put!.Item!;
    expect(tombstoneItem).toEqual({
      PK: `JOB#${JOB_ID}`,
      SK: 'TOMBSTONE',
      entity: 'JOB_TOMBSTONE',
      titleWord: 'senior',
      deletedAt: expect.any(String),
      expiresAt: expect.any(Number),
    });
    const yearFromDeletion = Date.parse(tombstoneItem.deletedAt as string) / 1000 + 365 * 24 * 60 * 60;
    expect(tombstoneItem.expiresAt).toBe(Math.floor(yearFromDeletion));
    // Its insights, and its list entries.
    expect(entries.map((e) => e.Delete?.Key?.SK)).toEqual(['INSIGHTS', ...lists.map((list) => `LIST#${list}`)]);
    // Then the applications.
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :application)',
      ExpressionAttributeValues: { ':pk': `JOB#${JOB_ID}` },
    });
    const marks = dynamo
      .commandCalls(TransactWriteCommand)
      .slice(1)
      .map((c) => c.args[0].input.TransactItems!);
    expect(marks.map((items) => items[0]!.Update!.Key)).toEqual(
      ['u-new', 'u-withdrawn', 'u-interviewing', 'u-rejected'].map((id) => ({
        PK: `JOB#${JOB_ID}`,
        SK: `APPLICATION#${id}`,
      })),
    );
    expect(marks.every((items) => items[0]!.Update!.UpdateExpression === 'SET jobRemoved = :true')).toBe(true);
    const told = marks.flatMap((items) => items.filter((item) => item.Put).map((item) => item.Put!.Item!));
    expect(told.map((item) => item.PK)).toEqual(['USER#u-new', 'USER#u-interviewing']);
    expect(told[0]).toMatchObject({
      kind: 'job-removed',
      body: 'Senior Developer is no longer available',
      link: '/dashboard/applications',
    });
    // The applications stay.
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('tells nobody twice when deleting is run again over applications already marked', async () => {
    store();
    const marked = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
    });
    dynamo.on(TransactWriteCommand).resolvesOnce({}).rejects(marked);
    dynamo.on(QueryCommand, APPLICATIONS_QUERY).resolves({
      Items: [{ PK: `JOB#${JOB_ID}`, SK: 'APPLICATION#u-1', jobID: JOB_ID, userID: 'u-1', stage: 'new' }],
    });

    const answer = await remove();

    expect(answer.status).toBe(200);
    const mark = dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems![0]!.Update!;
    expect(mark.ConditionExpression).toBe('attribute_exists(PK) AND attribute_not_exists(jobRemoved)');
  });

  it("deletes the team's reviews of the job's applicants after the job", async () => {
    store();
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(QueryCommand, APPLICATIONS_QUERY).resolves({ Items: [] });
    const reviewKeys = ['u-1#m-1', 'u-1#m-2', 'u-2#m-1'].map((id) => ({ PK: `JOB#${JOB_ID}`, SK: `REVIEW#${id}` }));
    dynamo.on(QueryCommand, REVIEWS_QUERY).resolves({ Items: reviewKeys });

    expect((await remove()).status).toBe(200);

    const reviewsRead = dynamo.commandCalls(QueryCommand, REVIEWS_QUERY)[0]!.args[0].input;
    expect(reviewsRead.ExpressionAttributeValues).toEqual({ ':pk': `JOB#${JOB_ID}`, ':review': 'REVIEW#' });
    const deleted = dynamo
      .commandCalls(BatchWriteCommand)
      .flatMap((c) => Object.values(c.args[0].input.RequestItems!).flat())
      .map((request) => request.DeleteRequest?.Key);
    expect(deleted).toEqual(reviewKeys);
  });

  it('answers another employer with 404, a missing job with 404, a candidate with 403', async () => {
    store();
    expect((await remove('rival')).status).toBe(404);
    expect((await remove('applicant')).status).toBe(403);
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({});
    expect((await remove()).status).toBe(404);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });
});
