// Narrow searches fill their pages, through the real local stack: the matches of each
// remote-fit filter (who may apply, overlap with the reader's day, minimum pay), alone and
// combined, with and without title words, are spread one in ten among a few hundred jobs that
// do not match; paged through, every page but the last holds ten jobs, and each match shows
// exactly once.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserProfile } from '#functions/accounts/users.js';
import type { SearchJobCard } from '#shared/schemas/jobs.js';
import { ApiClient } from '../../../tools/api-client.js';
import { jobForm, uniqueWord } from '../../support/jobs.js';
import { useStackTable } from '../../../tools/test-users.js';

const stack = inject('stack');
const JOBS = 330;

type Page = { jobs: SearchJobCard[]; pagination: { isLastPage: boolean; nextCursor?: string } };

/** Every 10th job fits a reader in Tokyo who lives in Japan and wants EUR 130,000 a year; others miss one or all. */
const fits = (i: number) => i % 10 === 3;

describe('narrow searches fill their pages', () => {
  const word = uniqueWord();
  const matching: string[] = [];
  const anyone = new ApiClient(stack);

  async function everyPage(query: Record<string, string>) {
    const pages: Page[] = [];
    let cursor: string | undefined;
    for (let page = 1; page < 60; page += 1) {
      const answer = await anyone.call<Page>('GET', '/api/search-jobs', {
        query: { ...query, page: String(page), ...(cursor ? { cursor } : {}) },
      });
      expect(answer.status, answer.body.data.msg).toBe(200);
      pages.push(answer.body.data);
      cursor = answer.body.data.pagination.nextCursor;
      if (answer.body.data.pagination.isLastPage) return pages;
    }
    throw new Error('more than 60 pages');
  }

  beforeAll(async () => {
    useStackTable(stack);
    const { createJob } = await import('#functions/jobs/job-writes.js');
    const employer = { userID: crypto.randomUUID(), firstName: 'Full', lastName: 'Pages' } as UserProfile;
    const company = { companyID: crypto.randomUUID(), companyName: 'Full Pages Co' };
    for (let i = 0; i < JOBS; i += 1) {
      const fit = fits(i);
      // The misses differ: some open to Europe only, some on Lisbon's hours, some paid less.
      const job = await createJob(
        employer,
        company,
        jobForm({
          jobTitle: `${word} ${i % 2 === 0 ? 'Engineer' : 'Designer'} ${i}`,
          country: fit || i % 3 !== 0 ? 'Japan' : 'Portugal',
          timeZone: fit || i % 3 !== 0 ? 'Asia/Tokyo (GMT+09:00)' : 'Europe/Lisbon (GMT+00:00)',
          applicantCountries: fit || i % 3 !== 1 ? ['Japan', 'South Korea'] : ['Portugal'],
          currency: 'EUR',
          paymentInterval: 'annually',
          minSalary: 100_000,
          maxSalary: fit || i % 3 !== 2 ? 150_000 : 110_000,
        }) as Parameters<typeof createJob>[2],
      );
      if (fit) matching.push(job.jobID);
    }
  }, 300_000);

  const reader = { timeZone: 'Asia/Tokyo', workStart: '09:00', workEnd: '17:00' };
  const allThree = { applyFrom: 'Japan', overlapHours: '6', minPay: '130000', payCurrency: 'EUR' };
  const withWords: [string, Record<string, string>, (i: number) => boolean][] = [
    ['all three remote-fit filters', allThree, fits],
    ['apply from Japan', { applyFrom: 'Japan' }, (i) => fits(i) || i % 3 !== 1],
    ['overlap of 6 hours with Tokyo', { overlapHours: '6' }, (i) => fits(i) || i % 3 !== 0],
    [
      'EUR 130,000 and a second word',
      { minPay: '130000', payCurrency: 'EUR', jobTitle: `${word} engineer` },
      (i) => (fits(i) || i % 3 !== 2) && i % 2 === 0,
    ],
  ];

  it.each(withWords)('%s, with title words: full pages, each match once', async (_, filters, expected) => {
    const pages = await everyPage({ jobTitle: word, ...reader, ...filters });
    const shown = pages.flatMap((page) => page.jobs.map((job) => job._id));
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown.sort()).toEqual((await idsOf(expected)).sort());
    for (const page of pages.slice(0, -1)) expect(page.jobs).toHaveLength(10);
  });

  // Without words other tests' jobs may match too: each of ours shows once, among full pages.
  it.each([
    ['all three remote-fit filters', allThree, fits],
    ['overlap of 6 hours with Tokyo and apply from Japan', { overlapHours: '6', applyFrom: 'Japan' }, fits],
  ] as const)('%s, without words: full pages, each match once', async (_, filters, expected) => {
    const pages = await everyPage({ ...reader, ...filters });
    const shown = pages.flatMap((page) => page.jobs.map((job) => job._id));
    expect(new Set(shown).size).toBe(shown.length);
    const ours = new Set(await idsOf(expected));
    expect(shown.filter((id) => ours.has(id)).sort()).toEqual([...ours].sort());
    for (const page of pages.slice(0, -1)) expect(page.jobs).toHaveLength(10);
  });

  /** The posted jobs `expected` picks, by the order they were posted. */
  const posted: string[] = [];
  async function idsOf(expected: (i: number) => boolean) {
    if (posted.length === 0) {
      const all = await everyPage({ jobTitle: word });
      // Newest first: the last posted (index JOBS - 1) comes first.
      posted.push(...all.flatMap((page) => page.jobs.map((job) => job._id)).reverse());
      expect(posted).toHaveLength(JOBS);
      expect(matching.every((id, n) => posted[10 * n + 3] === id)).toBe(true);
    }
    return posted.filter((_, i) => expected(i));
  }
});
