// get-jobs: each tab one Query on its own key, newest first (GSI1 every job, GSI2 a state's),
// the counts from the company's counters; search and filters checked on the jobs read, a page
// at a time within a fixed budget.
import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { JobItem } from '#functions/jobs/jobs.js';
import { FILTERED_PAGE_READS } from '#functions/jobs/employer-jobs.js';
import { handler as getJobs } from '#functions/jobs/handlers/get-jobs.js';
import { OWNER_COMPANY_ID, call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const list = (query: Record<string, string> = {}, as: 'owner' | 'applicant' = 'owner') => call(getJobs, { as, query });
const titles = (answer: Awaited<ReturnType<typeof list>>) =>
  answer.data.jobs.map((job: { jobTitle: string }) => job.jobTitle);

/** `count` jobs, newest first: every third closed; "Developer" the even ones, "Designer" the odd. */
const jobsOf = (count: number): JobItem[] =>
  Array.from({ length: count }, (_, i) =>
    storedJob({
      jobID: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
      jobTitle: `${i % 2 === 0 ? 'Developer' : 'Designer'} ${String(i).padStart(3, '0')}`,
      country: i < 5 ? 'Kenya' : 'France',
      department: i % 5 === 0 ? 'Design' : 'Engineering',
      active: i % 3 !== 0,
    }),
  );

/** DynamoDB's Query over `jobs` on GSI1 or GSI2: its partition, order, Limit and start key. */
function serveQueries(jobs: JobItem[]) {
  const read: number[] = [];
  dynamo.on(QueryCommand).callsFake((input: QueryCommandInput) => {
    const index = input.IndexName as 'GSI1' | 'GSI2';
    const pk = input.ExpressionAttributeValues![':pk'];
    const sortKey = (job: JobItem) => String(job[`${index}SK`]);
    const rows = jobs
      .filter((job) => job[`${index}PK`] === pk)
      .sort((a, b) => sortKey(b).localeCompare(sortKey(a)) * (input.ScanIndexForward === false ? 1 : -1));
    const startSK = input.ExclusiveStartKey?.[`${index}SK`] as string | undefined;
    const from = startSK === undefined ? 0 : rows.findIndex((job) => sortKey(job) === startSK) + 1;
    const projected = input.ProjectionExpression?.split(', ');
    const Items = rows
      .slice(from, from + (input.Limit ?? rows.length))
      .map((job) =>
        projected ? Object.fromEntries(projected.map((name) => [name, job[name as keyof JobItem]])) : job,
      );
    read.push(Items.length);
    const last = rows[from + Items.length - 1];
    const more = from + Items.length < rows.length || Items.length === input.Limit;
    return {
      Items,
      ...(more && last
        ? { LastEvaluatedKey: { PK: last.PK, SK: last.SK, [`${index}PK`]: pk, [`${index}SK`]: sortKey(last) } }
        : {}),
    };
  });
  return read;
}

const countsAre = (open: number, closed: number) =>
  dynamo
    .on(GetCommand, { Key: { PK: `COMPANYJOBS#${OWNER_COMPANY_ID}`, SK: 'COUNTS' } })
    .resolves({ Item: { open, closed } });

describe('get-jobs', () => {
  let jobs: JobItem[];
  beforeEach(() => {
    jobs = jobsOf(25);
    countsAre(16, 9);
  });

  it('reads a tab with one Query of a page and one more on its own key, and the counts from the counters', async () => {
    const read = serveQueries(jobs);

    const answer = await list({ active: 'true' });

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': `COMPANYJOBS#${OWNER_COMPANY_ID}#open` },
        ScanIndexForward: false,
        Limit: 11,
      }),
    ]);
    expect(read).toEqual([11]);
    expect(answer.data.counts).toEqual({ all: 25, open: 16, closed: 9 });
    expect(answer.data.pagination).toMatchObject({
      currentPage: 1,
      isLastPage: false,
      firstRecord: 1,
      totalRecords: 16,
      totalPages: 2,
    });
    expect(titles(answer)).toEqual(
      jobs
        .filter((job) => job.active)
        .slice(0, 10)
        .map((job) => job.jobTitle),
    );
    expect(answer.data.jobs[0]).not.toHaveProperty('applicants');
  });

  it('pages every tab through its cursor, each job once, newest first', async () => {
    serveQueries(jobs);
    for (const [active, expected] of [
      ['', jobs],
      ['true', jobs.filter((job) => job.active)],
      ['false', jobs.filter((job) => !job.active)],
    ] as const) {
      const seen: string[] = [];
      let query: Record<string, string> = { active };
      for (let page = 1; ; page += 1) {
        const answer = await list(query);
        expect(answer.data.pagination.firstRecord).toBe(seen.length + 1);
        seen.push(...titles(answer));
        if (answer.data.pagination.isLastPage) break;
        query = { active, page: String(page + 1), cursor: answer.data.pagination.nextCursor };
      }
      expect(seen).toEqual(expected.map((job) => job.jobTitle));
    }
  });

  it('walks to a later page asked without its cursor (a reload), on keys only', async () => {
    serveQueries(jobs);

    const third = await list({ page: '3' });

    expect(titles(third)).toEqual(jobs.slice(20).map((job) => job.jobTitle));
    expect(third.data.pagination).toMatchObject({ currentPage: 3, firstRecord: 21, isLastPage: true });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input.ProjectionExpression).toBe('PK, SK, GSI1PK, GSI1SK');
  });

  it('answers a search a full page at a time while its matches are near, with no total', async () => {
    serveQueries(jobs);

    const open = await list({ active: 'true', jobTitle: 'DEV', country: ' kenya ' });

    // Kenya: jobs 0-4; "Developer": even ones (0, 2, 4); open: not a multiple of 3 (2, 4).
    expect(titles(open)).toEqual(['Developer 002', 'Developer 004']);
    expect(open.data.counts).toEqual({ all: 25, open: 16, closed: 9 });
    expect(open.data.pagination).toEqual({ currentPage: 1, isLastPage: true, firstRecord: 1 });
    // Design: 0, 5, 10, 15, 20; closed among them: 0, 15.
    expect(titles(await list({ active: 'false', department: 'design' }))).toEqual(['Developer 000', 'Designer 015']);
  });

  it('looks at no more than its budget of jobs a page, and the next page goes on where it stopped', async () => {
    // 1,000 jobs, of which only the oldest matches.
    jobs = jobsOf(1000);
    jobs[999] = { ...jobs[999]!, jobTitle: 'Zebra keeper' };
    const read = serveQueries(jobs);

    const first = await list({ jobTitle: 'zebra' });

    expect(read.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(FILTERED_PAGE_READS);
    expect(read.length).toBeLessThanOrEqual(6);
    expect(first.data.jobs).toEqual([]);
    expect(first.data.pagination).toMatchObject({ isLastPage: false, firstRecord: 0 });

    const found: string[] = [];
    let answer = first;
    for (let page = 2; !answer.data.pagination.isLastPage && page < 20; page += 1) {
      answer = await list({ jobTitle: 'zebra', page: String(page), cursor: answer.data.pagination.nextCursor });
      if (answer.data.jobs.length > 0) expect(answer.data.pagination.firstRecord).toBe(1);
      found.push(...titles(answer));
    }
    expect(answer.data.pagination.isLastPage).toBe(true);
    expect(found).toEqual(['Zebra keeper']);
  });

  it("refuses a cursor of another tab or search with 400, and starts a search's later page again without one", async () => {
    serveQueries(jobs);
    const cursor = (await list({ active: 'true' })).data.pagination.nextCursor;

    const others: Record<string, string>[] = [
      { active: 'false' },
      { active: 'true', jobTitle: 'dev' },
      { active: 'true', page: '3' },
    ];
    for (const query of others) {
      const refused = await list({ page: '2', ...query, cursor });
      expect(refused.status).toBe(400);
      expect(refused.data.msg).toBe('This list has changed. Please reload the page.');
    }
    const restarted = await list({ jobTitle: 'dev', page: '4' });
    expect(restarted.data.pagination).toMatchObject({ currentPage: 1, firstRecord: 1 });
  });

  it('answers a company without jobs with empty counts and no pages', async () => {
    dynamo.on(GetCommand, { Key: { PK: `COMPANYJOBS#${OWNER_COMPANY_ID}`, SK: 'COUNTS' } }).resolves({});
    serveQueries([]);

    const answer = await list();

    expect(answer.data).toEqual({
      jobs: [],
      counts: { all: 0, open: 0, closed: 0 },
      pagination: { currentPage: 1, isLastPage: true, firstRecord: 0, totalRecords: 0, totalPages: 0 },
    });
  });

  it('refuses candidates with 403 and a bad tab with 400', async () => {
    expect((await list({}, 'applicant')).status).toBe(403);
    const bad = await list({ active: 'maybe' });
    expect(bad.status).toBe(400);
    expect(bad.data.msg).toBe('active must be true, false or empty');
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});
