// get-jobs: one Query on GSI1 under the signed-in employer, then search, filters, tab
// counts and the page in memory.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { JobItem } from '#functions/jobs/jobs.js';
import { handler as getJobs } from '#functions/jobs/handlers/get-jobs.js';
import { OWNER_COMPANY_ID, call, jobsTestTable, storedJob } from '../support/jobs.js';

const dynamo = jobsTestTable();
const list = (query: Record<string, string> = {}, as: 'owner' | 'applicant' = 'owner') => call(getJobs, { as, query });
const ids = (answer: Awaited<ReturnType<typeof list>>) =>
  answer.data.jobs.map((job: { jobTitle: string }) => job.jobTitle);

/** 25 jobs, newest first: every third closed; titles "Developer 00".."Designer 24" by parity. */
const jobs: JobItem[] = Array.from({ length: 25 }, (_, i) =>
  storedJob({
    jobID: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    jobTitle: `${i % 2 === 0 ? 'Developer' : 'Designer'} ${String(i).padStart(2, '0')}`,
    country: i < 5 ? 'Kenya' : 'France',
    department: i % 5 === 0 ? 'Design' : 'Engineering',
    active: i % 3 !== 0,
  }),
);

describe('get-jobs', () => {
  it("reads the signed-in employer's jobs with one Query on GSI1, newest first", async () => {
    dynamo.on(QueryCommand).resolves({ Items: jobs });

    const answer = await list();

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input)).toEqual([
      expect.objectContaining({
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :job)',
        ExpressionAttributeValues: { ':pk': `COMPANYJOBS#${OWNER_COMPANY_ID}`, ':job': 'JOB#' },
        ScanIndexForward: false,
      }),
    ]);
    expect(answer.data.counts).toEqual({ all: 25, open: 16, closed: 9 });
    expect(answer.data.pagination).toEqual({ currentPage: 1, totalRecords: 25, totalPages: 3 });
    expect(ids(answer)).toEqual(jobs.slice(0, 10).map((job) => job.jobTitle));
    expect(answer.data.jobs[0]).not.toHaveProperty('applicants');
  });

  it('pages by 10 and answers a page past the end with no rows', async () => {
    dynamo.on(QueryCommand).resolves({ Items: jobs });

    expect(ids(await list({ page: '3' }))).toEqual(jobs.slice(20).map((job) => job.jobTitle));
    const past = await list({ page: '4' });
    expect(past.data.jobs).toEqual([]);
    expect(past.data.pagination).toEqual({ currentPage: 4, totalRecords: 25, totalPages: 3 });
  });

  it('filters by tab; the counts follow search and filters, not the tab', async () => {
    dynamo.on(QueryCommand).resolves({ Items: jobs });

    const open = await list({ active: 'true', jobTitle: 'DEV', country: ' kenya ' });
    // Kenya: jobs 0-4; "Developer": even ones (0, 2, 4); open: not a multiple of 3 (2, 4).
    expect(ids(open)).toEqual(['Developer 02', 'Developer 04']);
    expect(open.data.counts).toEqual({ all: 3, open: 2, closed: 1 });
    expect(open.data.pagination).toEqual({ currentPage: 1, totalRecords: 2, totalPages: 1 });

    const closed = await list({ active: 'false', department: 'design' });
    // Design: 0, 5, 10, 15, 20; closed among them: 0, 15.
    expect(ids(closed)).toEqual(['Developer 00', 'Designer 15']);
    expect(closed.data.counts).toEqual({ all: 5, open: 3, closed: 2 });
  });

  it('answers an employer without jobs with empty counts and no pages', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });

    const answer = await list();

    expect(answer.data).toEqual({
      jobs: [],
      counts: { all: 0, open: 0, closed: 0 },
      pagination: { currentPage: 1, totalRecords: 0, totalPages: 0 },
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
