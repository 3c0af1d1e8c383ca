// The cost of a search is bounded by the page: the data module runs against the local
// stack's DynamoDB with a middleware that counts every item DynamoDB reads (ScannedCount of
// each Query, Responses of each BatchGetItem). Whatever the filters and however many jobs the
// table holds, a page reads 11 entries of one list when the list is the whole search, else
// 2 x 10 + 1 whose cards are checked, and more (up to SEARCH_PAGE_READS) only while the page
// is not full (plus the keys it walks past when asked for page N without a cursor).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserProfile } from '#functions/accounts/users.js';
import { jobForm, uniqueWord } from '../../support/jobs.js';
import { useStackTable } from '../../../tools/test-users.js';

const stack = inject('stack');
let itemsRead = 0;
let searchJobs: typeof import('#functions/jobs/job-search.js').searchJobs;
let SEARCH_PAGE_READS: number;
let createJob: typeof import('#functions/jobs/job-writes.js').createJob;

beforeAll(async () => {
  // The module under test talks to the stack's DynamoDB like the gateway's handlers do.
  useStackTable(stack);
  const { dynamo } = await import('#platform/clients/dynamodb.js');
  ({ searchJobs, SEARCH_PAGE_READS } = await import('#functions/jobs/job-search.js'));
  ({ createJob } = await import('#functions/jobs/job-writes.js'));
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const output = result.output as { ScannedCount?: number; Responses?: Record<string, unknown[]> };
      itemsRead += output.ScannedCount ?? 0;
      for (const items of Object.values(output.Responses ?? {})) itemsRead += items.length;
      return result;
    },
    { step: 'initialize', name: 'countItemsRead' },
  );
});

async function reads(query: Parameters<typeof searchJobs>[0]) {
  itemsRead = 0;
  const result = await searchJobs(query);
  return { result, itemsRead };
}

describe('search-jobs reads a bounded number of items', () => {
  const word = uniqueWord();

  beforeAll(async () => {
    // Written through the data module (as add-job does) to keep the test fast.
    const employer = { userID: crypto.randomUUID(), firstName: 'Read', lastName: 'Er' } as UserProfile;
    const company = { companyID: crypto.randomUUID(), companyName: 'Reads Co' };
    const post = (fields: Record<string, unknown>) =>
      createJob(employer, company, jobForm(fields) as Parameters<typeof createJob>[2]);
    // 31 matching jobs (4 pages), and more that match only some filters.
    for (let i = 0; i < 31; i += 1)
      await post({
        jobTitle: `${word} Analyst ${String(i).padStart(2, '0')}`,
        jobType: 'contractor',
        country: 'Kenya',
        timeZone: 'Africa/Nairobi (GMT+03:00)',
      });
    for (let i = 0; i < 5; i += 1) await post({ jobTitle: `${word} Analyst X${i}`, jobType: 'full-time' });
  });

  it('reads 11 entries for a page of one list, 21 when other conditions are checked on the cards', async () => {
    for (const filters of [{}, { jobType: 'contractor' } as const, { country: 'kenya' }]) {
      const { result, itemsRead } = await reads({ ...filters, page: 1 });
      expect(result.jobs, JSON.stringify(filters)).toHaveLength(10);
      expect(itemsRead, JSON.stringify(filters)).toBe(11);
    }
    for (const filters of [
      { jobType: 'contractor', country: 'kenya' } as const,
      { jobTitle: word },
      { jobTitle: `${word} analyst` },
      { jobTitle: 'analyst', jobType: 'contractor', country: 'kenya', department: 'engineering' } as const,
      { jobTitle: `${word} ANAL`, jobType: 'contractor' } as const,
    ]) {
      const { result, itemsRead } = await reads({ ...filters, page: 1 });
      expect(result.jobs, JSON.stringify(filters)).toHaveLength(10);
      expect(itemsRead, JSON.stringify(filters)).toBe(21);
    }
  });

  it('reads the same with a cursor, however deep the page', async () => {
    let cursor: string | undefined;
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const { result, itemsRead } = await reads({ jobTitle: word, jobType: 'contractor', page, cursor });
      expect(itemsRead).toBeLessThanOrEqual(21);
      seen.push(...result.jobs.map((job) => job._id));
      cursor = result.pagination.nextCursor;
    }
    expect(cursor).toBeUndefined();
    expect(new Set(seen).size).toBe(31);
  });

  it('reads nothing but the empty entry page for a word nobody has', async () => {
    const { result, itemsRead } = await reads({ jobTitle: `nobody${word}`, page: 1 });
    expect(result.jobs).toEqual([]);
    expect(itemsRead).toBe(0);
  });

  it('reads on, within its budget, when most entries of the word do not match the whole query', async () => {
    // Every job has the word; only the five full-time ones have "X" after "Analyst", and they
    // come after the 31 others: all five on the first page, which is the last.
    const { result, itemsRead } = await reads({ jobTitle: `${word} analyst x`, page: 1 });
    expect(result.jobs.map((job) => job.jobTitle).sort()).toEqual([0, 1, 2, 3, 4].map((i) => `${word} Analyst X${i}`));
    expect(result.pagination.isLastPage).toBe(true);
    expect(itemsRead).toBeGreaterThan(21);
    expect(itemsRead).toBeLessThanOrEqual(SEARCH_PAGE_READS);
  });

  it('walks pages without a cursor with keys only, bounded by page x 10', async () => {
    const { result, itemsRead } = await reads({ jobTitle: word, jobType: 'contractor', page: 3 });
    // 20 keys walked past (the five full-time jobs among them), then one Query of 21 entries.
    expect(result.jobs).toHaveLength(10);
    expect(itemsRead).toBeLessThanOrEqual(20 + 21);
  });
});
