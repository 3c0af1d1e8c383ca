// search-jobs: one Query of 11 entries with the filters in the key, each carrying its job's
// card (or, by title, the jobs of the title-word entries read and checked), strict cursors,
// keys-only walking for pages without a cursor. Prepare / Act / Assess.
import { BatchGetCommand, BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  JOB_WORD_INDEX,
  jobKey,
  jobSearchEntries,
  jobWordOwner,
  toJobCard,
  type JobItem,
} from '#functions/jobs/jobs.js';
import { wordEntries } from '#platform/search/word-index.js';
import { handler as searchJobs } from '#functions/jobs/handlers/search-jobs.js';
import { call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const search = (query: Record<string, string> = {}) => call(searchJobs, { query });
const queries = () => dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);

/** n open jobs, newest first, with the entry of the "no filter" combo of each. */
function jobs(n: number): JobItem[] {
  return Array.from({ length: n }, (_, i) =>
    storedJob({
      jobID: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      createdAt: new Date(Date.UTC(2026, 1, 28) - i * 60_000).toISOString(),
    }),
  );
}
const entryOf = (job: JobItem, combo = 't=*#d=*#c=*') =>
  jobSearchEntries(job).find((entry) => entry.SK === `SEARCH#${combo}`)!;

function serve(all: JobItem[]) {
  // Like DynamoDB: from after ExclusiveStartKey, at most Limit entries, LastEvaluatedKey when cut.
  dynamo.on(QueryCommand).callsFake((input: { Limit: number; ExclusiveStartKey?: { PK: string } }) => {
    const start = input.ExclusiveStartKey ? all.findIndex((job) => job.PK === input.ExclusiveStartKey!.PK) + 1 : 0;
    const Items = all.slice(start, start + input.Limit).map((job) => entryOf(job));
    const cut = start + input.Limit < all.length || Items.length === input.Limit;
    return { Items, ...(cut && Items.length > 0 ? { LastEvaluatedKey: { PK: Items.at(-1)!.PK } } : {}) };
  });
}

describe('search-jobs', () => {
  it('without a title reads GSI2 newest first, with every filter in the key and no FilterExpression', async () => {
    serve(jobs(3));

    const answer = await search({ jobType: 'Full-Time', department: ' ENGINEERING ', country: 'france' });

    expect(answer.status).toBe(200);
    expect(queries()).toEqual([
      expect.objectContaining({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'JOBSEARCH#t=full-time#d=engineering#c=france' },
        ScanIndexForward: false,
        Limit: 11,
      }),
    ]);
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
  });

  it('with a title reads the title-word entries of its longest word, newest first', async () => {
    serve(jobs(1));

    await search({ jobTitle: '  SENIOR  dev', country: 'France' });

    expect(queries()[0]).toMatchObject({
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': 'JOBWORD#t=*#d=*#c=france#senior' },
      ScanIndexForward: false,
      Limit: 11,
    });
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
  });

  it('by title answers the jobs whose entry matches the whole query, skipping entries their jobs no longer have', async () => {
    const [matching, otherTitle, closed] = jobs(3);
    const found = [
      { ...matching!, jobTitle: 'Senior React Developer' },
      { ...otherTitle!, jobTitle: 'React Native Engineer' },
      { ...closed!, jobTitle: 'React Developer' },
    ];
    const entry = (job: JobItem) =>
      wordEntries(JOB_WORD_INDEX, jobWordOwner({ ...job, active: true })).find(
        (e) => e.SK === 'WORD#t=*#d=*#c=*#react',
      )!;
    dynamo.on(QueryCommand).resolves({ Items: found.map(entry) });
    dynamo.on(GetCommand, { Key: jobKey(found[0]!.jobID) }).resolves({ Item: found[0] });
    dynamo.on(GetCommand, { Key: jobKey(found[2]!.jobID) }).resolves({ Item: { ...found[2], active: false } });

    const answer = await search({ jobTitle: 'react dev' });

    expect(answer.status).toBe(200);
    expect(answer.data.jobs).toEqual([toJobCard(found[0]!)]);
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
    // Only the jobs of matching entries are read; "React Native Engineer" is not.
    const read = dynamo
      .commandCalls(BatchGetCommand)
      .flatMap((c) => Object.values(c.args[0].input.RequestItems!)[0]!.Keys!);
    expect(read).toEqual([jobKey(found[0]!.jobID), jobKey(found[2]!.jobID)]);
    // Searches only read: the closed job's entry is left for its next change to remove.
    expect(dynamo.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('answers a full page of cards in entry order from the one Query, with a cursor to the next page', async () => {
    const all = jobs(25);
    serve(all);

    const answer = await search();

    expect(answer.data.jobs.map((job: { _id: string }) => job._id)).toEqual(all.slice(0, 10).map((job) => job.jobID));
    expect(answer.data.jobs[0]).toEqual(toJobCard(all[0]!));
    expect(answer.data.jobs[0]).not.toHaveProperty('aboutRole');
    expect(answer.data.jobs[0]).not.toHaveProperty('applicantCount');
    expect(answer.data.pagination).toMatchObject({ currentPage: 1, isLastPage: false, nextCursor: expect.any(String) });
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('starts the next page after the cursor', async () => {
    const all = jobs(25);
    serve(all);
    const first = await search();

    dynamo.resetHistory();
    await search({ page: '2', cursor: first.data.pagination.nextCursor });

    expect(queries()).toHaveLength(1);
    const lastOfFirstPage = entryOf(all[9]!);
    expect(queries()[0]!.ExclusiveStartKey).toEqual({
      PK: lastOfFirstPage.PK,
      SK: lastOfFirstPage.SK,
      GSI2PK: lastOfFirstPage.GSI2PK,
      GSI2SK: lastOfFirstPage.GSI2SK,
    });
  });

  it('refuses cursors of another search, tampered or made up with 400', async () => {
    serve(jobs(25));
    const { nextCursor } = (await search()).data.pagination;
    const decoded = JSON.parse(Buffer.from(nextCursor, 'base64url').toString()) as string[];
    const forged = (parts: unknown) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    dynamo.resetHistory();

    const attempts: Record<string, string>[] = [
      { page: '2', cursor: nextCursor, country: 'France' },
      { page: '2', cursor: nextCursor, jobTitle: 'senior' },
      { page: '2', cursor: 'not-a-cursor!' },
      {
        page: '2',
        cursor: forged([...decoded.slice(0, 3), '2026-01-01T00:00:00.000Z#00000000-0000-4000-8000-999999999999']),
      },
      { page: '2', cursor: forged({ PK: decoded[0] }) },
      { page: '2', cursor: forged([...decoded, 'extra']) },
    ];
    for (const query of attempts) {
      const answer = await search(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.data.msg).toBe('This search position is not valid any more. Start again from the first page.');
    }
    expect(queries()).toHaveLength(0);
  });

  it('walks to page 3 without a cursor with keys-only reads of 20 entries', async () => {
    const all = jobs(25);
    serve(all);

    const answer = await search({ page: '3' });

    expect(queries()).toHaveLength(2);
    expect(queries()[0]).toMatchObject({ Limit: 20, ProjectionExpression: 'PK, SK, GSI2PK, GSI2SK' });
    expect(queries()[1]).toMatchObject({ Limit: 11 });
    expect(queries()[1]!.ExclusiveStartKey).toMatchObject({ PK: all[19]!.PK });
    expect(answer.data.jobs.map((job: { _id: string }) => job._id)).toEqual(all.slice(20).map((job) => job.jobID));
    expect(answer.data.pagination).toEqual({ currentPage: 3, isLastPage: true });
  });

  it('answers a page past the end with an empty last page, and reads nothing past page 100', async () => {
    serve(jobs(5));

    const past = await search({ page: '7' });
    expect(past.status).toBe(200);
    expect(past.data).toEqual({ jobs: [], pagination: { currentPage: 7, isLastPage: true } });
    expect(queries()).toHaveLength(1);

    dynamo.resetHistory();
    const far = await search({ page: '5000' });
    expect(far.data).toEqual({ jobs: [], pagination: { currentPage: 5000, isLastPage: true } });
    expect(queries()).toHaveLength(0);
  });

  it('is public, and refuses bad filters with 400', async () => {
    serve([]);
    expect((await search()).status).toBe(200);
    const bad = await search({ jobType: 'internship' });
    expect(bad.status).toBe(400);
    expect(bad.data.msg).toBe('jobType must be full-time, part-time or contractor');
    expect((await search({ page: '0' })).status).toBe(400);
  });
});
