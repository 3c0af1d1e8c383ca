// A big company's jobs table on keys, through the real local stack (docs/data-model.md,
// patterns 7 and 38): a few hundred jobs, open and closed, paged through each tab and a search
// whose matches are spread among them, each job exactly once, newest first; the counts follow
// posting, closing, reopening and deleting.
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { RouteResponse } from '#shared/routes.js';
import { chunks } from '#platform/async/in-batches.js';
import { addJob, jobForm } from '../../support/jobs.js';
import { useStackEnvironment } from '../support/job-alerts.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const SEEDED = 240;

type Page = RouteResponse<'getJobs'>;

describe("a big company's jobs table", () => {
  let owner: TestUser;
  /** Every seeded job, newest first. */
  let seeded: { jobID: string; jobTitle: string; active: boolean }[];

  const pageOf = async (query: Record<string, string>) => {
    const answer = await owner.client.call<Page>('GET', '/api/get-jobs', { query });
    expect(answer.status, answer.body.data.msg).toBe(200);
    return answer.body.data;
  };

  /** Every page of one tab or search, first to last, through the cursors. */
  async function everyPage(query: Record<string, string>) {
    const pages: Page[] = [];
    let next: Record<string, string> = query;
    for (let page = 1; page < 100; page += 1) {
      const answer = await pageOf(next);
      pages.push(answer);
      if (answer.pagination.isLastPage) return pages;
      next = { ...query, page: String(page + 1), cursor: answer.pagination.nextCursor! };
    }
    throw new Error('more than 100 pages');
  }

  beforeAll(async () => {
    useStackEnvironment(stack);
    const { newJobItems } = await import('#functions/jobs/job-writes.js');
    const { companyJobCountsKey } = await import('#functions/jobs/index.js');
    const { SNAPSHOT_RATES } = await import('#functions/jobs/reference-rates.js');
    owner = await createSignedInUser(stack, 'employer', { companyName: `Staffing Co ${randomUUID().slice(0, 8)}` });
    const company = { companyID: owner.companyID!, companyName: 'Staffing Co' };
    // Seeded as posting writes them (no search lists: not needed here), a minute apart, every
    // third closed, every seventh a "Nurse" among "Analyst"s.
    const start = Date.now() - SEEDED * 60_000;
    const jobs = Array.from({ length: SEEDED }, (_, i) => {
      const jobTitle = `${i % 7 === 0 ? 'Nurse' : 'Analyst'} ${String(i).padStart(3, '0')}`;
      const fields = { ...jobForm({ jobTitle }), department: 'Engineering' } as Parameters<typeof newJobItems>[2];
      const { job } = newJobItems(
        { userID: owner.userID, firstName: 'Ada', lastName: 'Owner' },
        company,
        fields,
        SNAPSHOT_RATES,
        new Date(start + i * 60_000),
      );
      const active = i % 3 !== 0;
      return { ...job, active, ...(active ? {} : { GSI2PK: `COMPANYJOBS#${company.companyID}#closed` }) };
    });
    const db = documentClient(stack);
    const TableName = stack.env.TABLE_NAME!;
    for (const batch of chunks(jobs, 25))
      await db.send(
        new BatchWriteCommand({ RequestItems: { [TableName]: batch.map((Item) => ({ PutRequest: { Item } })) } }),
      );
    const closed = jobs.filter((job) => !job.active).length;
    await db.send(
      new UpdateCommand({
        TableName,
        Key: companyJobCountsKey(company.companyID),
        UpdateExpression: 'ADD #open :open, #closed :closed',
        ExpressionAttributeNames: { '#open': 'open', '#closed': 'closed' },
        ExpressionAttributeValues: { ':open': SEEDED - closed, ':closed': closed },
      }),
    );
    seeded = jobs.reverse().map(({ jobID, jobTitle, active }) => ({ jobID, jobTitle, active }));
  });

  it('pages through each tab on its own key: each job once, newest first, counted from the counters', async () => {
    const open = seeded.filter((job) => job.active);
    for (const [active, expected] of [
      ['', seeded],
      ['true', open],
      ['false', seeded.filter((job) => !job.active)],
    ] as const) {
      const pages = await everyPage({ active });
      expect(pages.flatMap((page) => page.jobs.map((job) => job._id))).toEqual(expected.map((job) => job.jobID));
      expect(pages.slice(0, -1).every((page) => page.jobs.length === 10)).toBe(true);
      expect(pages.map((page) => page.pagination.firstRecord)).toEqual(pages.map((_, i) => i * 10 + 1));
      expect(pages[0]!.counts).toEqual({ all: SEEDED, open: open.length, closed: SEEDED - open.length });
      expect(pages[0]!.pagination.totalRecords).toBe(expected.length);
    }
  });

  it('answers a reload of a later page, asked without its cursor, as the same page', async () => {
    const third = await pageOf({ active: 'true', page: '3' });
    expect(third.jobs.map((job) => job._id)).toEqual(
      seeded
        .filter((job) => job.active)
        .slice(20, 30)
        .map((job) => job.jobID),
    );
    expect(third.pagination).toMatchObject({ currentPage: 3, firstRecord: 21 });
  });

  it('finds the matches of a search spread among the jobs, each once, in order, with no total', async () => {
    const pages = await everyPage({ active: 'true', jobTitle: 'nur' });
    const nurses = seeded.filter((job) => job.active && job.jobTitle.startsWith('Nurse'));
    expect(pages.flatMap((page) => page.jobs.map((job) => job._id))).toEqual(nurses.map((job) => job.jobID));
    expect(pages[0]!.pagination.totalRecords).toBeUndefined();
    expect(pages[0]!.pagination.firstRecord).toBe(1);
  });

  it('moves the counts as jobs are posted, closed, reopened and deleted', async () => {
    const before = (await pageOf({})).counts;
    const job = await addJob(owner.client, { jobTitle: 'Counted Analyst' });
    expect((await pageOf({})).counts).toEqual({ ...before, all: before.all + 1, open: before.open + 1 });

    const close = await owner.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: job._id, active: false },
    });
    expect(close.status).toBe(200);
    const closedTab = await pageOf({ active: 'false' });
    expect(closedTab.jobs[0]!._id).toBe(job._id);
    expect(closedTab.counts).toEqual({ all: before.all + 1, open: before.open, closed: before.closed + 1 });
    expect((await pageOf({ active: 'true' })).jobs.map((row) => row._id)).not.toContain(job._id);

    expect((await owner.client.call('DELETE', '/api/delete-job', { query: { jobID: job._id } })).status).toBe(200);
    expect((await pageOf({})).counts).toEqual(before);
  });
});
