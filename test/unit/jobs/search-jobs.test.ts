// search-jobs: the rarest list the search names, each entry carrying its job's card, checked
// against the rest of the search and read on until the page is full or the budget spent;
// strict cursors, keys-only walking for pages without a cursor. Prepare / Act / Assess.
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { toJobCard, type JobItem } from '#functions/jobs/jobs.js';
import { listEntry } from '#functions/jobs/job-lists.js';
import { handler as searchJobs } from '#functions/jobs/handlers/search-jobs.js';
import { SEARCH_PAGE_READS } from '#functions/jobs/job-search.js';
import { call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const search = (query: Record<string, string> = {}) => call(searchJobs, { query });
const queries = () => dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);

/** n open jobs, newest first. */
function jobs(n: number, overrides: Partial<JobItem> = {}): JobItem[] {
  return Array.from({ length: n }, (_, i) =>
    storedJob({
      jobID: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      createdAt: new Date(Date.UTC(2026, 1, 28) - i * 60_000).toISOString(),
      ...overrides,
    }),
  );
}
const entryOf = (job: JobItem, list = 'all') => listEntry(toJobCard(job), list);

function serve(all: JobItem[], list = 'all') {
  // Like DynamoDB: from after ExclusiveStartKey, at most Limit entries, LastEvaluatedKey when cut.
  dynamo.on(QueryCommand).callsFake((input: { Limit: number; ExclusiveStartKey?: { PK: string } }) => {
    const start = input.ExclusiveStartKey ? all.findIndex((job) => job.PK === input.ExclusiveStartKey!.PK) + 1 : 0;
    const Items = all.slice(start, start + input.Limit).map((job) => entryOf(job, list));
    const cut = start + input.Limit < all.length || Items.length === input.Limit;
    return { Items, ...(cut && Items.length > 0 ? { LastEvaluatedKey: { PK: Items.at(-1)!.PK } } : {}) };
  });
}

describe('search-jobs', () => {
  it('reads the one list of a lone filter, 11 entries newest first, with no FilterExpression', async () => {
    serve(jobs(3), 't=full-time');

    const answer = await search({ jobType: 'Full-Time' });

    expect(answer.status).toBe(200);
    expect(queries()).toEqual([
      expect.objectContaining({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'JOBLIST#t=full-time' },
        ScanIndexForward: false,
        Limit: 11,
      }),
    ]);
    expect(queries()[0]).not.toHaveProperty('FilterExpression');
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
  });

  it('reads the rarest list the search names, 21 entries, and checks the rest on the cards', async () => {
    serve(jobs(1), 'w=senior');

    await search({ jobTitle: '  SENIOR  dev', country: 'France', jobType: 'full-time' });

    expect(queries()[0]).toMatchObject({
      ExpressionAttributeValues: { ':pk': 'JOBLIST#w=senior' },
      ScanIndexForward: false,
      Limit: 21,
    });
  });

  it('reads on until the page is full when matches are sparse, in at most three Queries and its budget', async () => {
    // One job in 30 is a contract: 600 entries of the "senior" list hold 20 matches.
    const all = jobs(600).map((job, i) => ({ ...job, jobType: i % 30 === 29 ? ('contractor' as const) : job.jobType }));
    serve(all, 'w=senior');

    const answer = await search({ jobTitle: 'senior', jobType: 'contractor' });

    expect(answer.data.jobs).toHaveLength(10);
    expect(answer.data.jobs.every((job: { jobType: string }) => job.jobType === 'contractor')).toBe(true);
    expect(answer.data.pagination.isLastPage).toBe(false);
    const limits = queries().map((input) => input.Limit!);
    expect(limits[0]).toBe(21);
    expect(limits.length).toBeLessThanOrEqual(3);
    expect(limits.reduce((sum, limit) => sum + limit, 0)).toBeLessThanOrEqual(SEARCH_PAGE_READS);
  });

  it('stops at its budget when matches are rarer, and says there is more', async () => {
    const all = jobs(2000).map((job, i) => ({ ...job, jobType: i === 1500 ? ('contractor' as const) : job.jobType }));
    serve(all, 'w=senior');

    const answer = await search({ jobTitle: 'senior', jobType: 'contractor' });

    expect(answer.data.jobs).toEqual([]);
    expect(answer.data.pagination).toMatchObject({ isLastPage: false, nextCursor: expect.any(String) });
    expect(queries().reduce((sum, input) => sum + input.Limit!, 0)).toBe(SEARCH_PAGE_READS);
    const next = await search({
      jobTitle: 'senior',
      jobType: 'contractor',
      page: '2',
      cursor: answer.data.pagination.nextCursor,
    });
    expect(next.data.jobs.map((job: { _id: string }) => job._id)).toEqual([all[1500]!.jobID]);
  });

  it('answers only the cards that match the whole search, with nothing else read', async () => {
    const [matching, otherTitle, otherType] = jobs(3);
    const found = [
      { ...matching!, jobTitle: 'Senior React Developer' },
      { ...otherTitle!, jobTitle: 'React Native Engineer' },
      { ...otherType!, jobTitle: 'React Developer', jobType: 'contractor' as const },
    ];
    dynamo.on(QueryCommand).resolves({ Items: found.map((job) => entryOf(job, 'w=rea')) });

    const answer = await search({ jobTitle: 'react dev', jobType: 'full-time' });

    expect(answer.status).toBe(200);
    expect(answer.data.jobs).toEqual([toJobCard(found[0]!)]);
    expect(answer.data.pagination).toEqual({ currentPage: 1, isLastPage: true });
    expect(dynamo.commandCalls(BatchGetCommand)).toHaveLength(0);
  });

  it('says each job’s overlap with the reader’s day when a time zone is given, and filters by it', async () => {
    const [paris, flexible] = jobs(2);
    const found = [
      { ...paris!, timeZone: 'Europe/Paris (GMT+01:00)', startTime: '09:00', endTime: '17:00' },
      { ...flexible!, timeZone: '' },
    ];
    dynamo.on(QueryCommand).resolves({ Items: found.map((job) => entryOf(job)) });

    const answer = await search({ timeZone: 'Asia/Tokyo', overlapHours: '2' });

    expect(answer.status).toBe(200);
    // Tokyo 09:00-17:00 is Paris 01:00-09:00 (or 02:00-10:00 in summer): no 2 hours in common.
    expect(answer.data.jobs.map((job: { _id: string }) => job._id)).toEqual([found[1]!.jobID]);
    expect(answer.data.jobs[0]).not.toHaveProperty('overlapHours');
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
      { page: '2', cursor: nextCursor, applyFrom: 'France' },
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
    const refusals: [Record<string, string>, string][] = [
      [{ jobType: 'internship' }, 'jobType must be full-time, part-time or contractor'],
      [{ minPay: '50000' }, 'Choose the currency of the minimum pay'],
      [{ minPay: 'lots', payCurrency: 'USD' }, 'minPay must be a number'],
      [{ minPay: '5', payCurrency: 'XXX' }, 'Choose a currency from the list'],
      [{ overlapHours: '3', timeZone: 'Europe/Paris' }, 'overlapHours must be 2, 4, 6 or 8'],
      [{ overlapHours: '4' }, 'Pick your time zone to filter by overlap with your day'],
      [{ timeZone: 'Mars/Olympus' }, 'Choose a time zone from the list, such as Europe/Berlin'],
      [{ applyFrom: 'Atlantis' }, 'Unknown country: Atlantis'],
    ];
    for (const [query, msg] of refusals) {
      const bad = await search(query);
      expect(bad.status, JSON.stringify(query)).toBe(400);
      expect(bad.data.msg, JSON.stringify(query)).toBe(msg);
    }
    expect((await search({ page: '0' })).status).toBe(400);
  });
});
