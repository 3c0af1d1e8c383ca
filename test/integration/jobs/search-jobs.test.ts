// search-jobs through the local gateway: open jobs only, any words of the title and filters
// case-insensitive, newest first, cursor paging, pages far past the end, and closing /
// reopening taking a job out of search and back in the same write.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { ApiClient } from '../../../tools/api-client.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
const visitor = new ApiClient(stack);
type Page = { jobs: Job[]; pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string } };
const search = async (query: Record<string, string>) => {
  const answer = await visitor.call<Page>('GET', '/api/search-jobs', { query });
  expect(answer.status, answer.body.data.msg).toBe(200);
  return answer.body.data;
};
const titles = (page: Page) => page.jobs.map((job) => job.jobTitle);

describe('search-jobs', () => {
  const word = uniqueWord();
  let employer: TestUser;
  let jobs: Record<string, Job>;

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: `Search Co ${word}` });
    // Posted one after the other, so createdAt grows in this order.
    jobs = {};
    for (const [name, fields] of [
      [
        'paris',
        { jobTitle: `${word} Backend Developer`, jobType: 'full-time', department: 'Engineering', country: 'France' },
      ],
      [
        'nairobi',
        {
          jobTitle: `${word} Backend Developer`,
          jobType: 'contractor',
          department: 'Engineering',
          country: 'Kenya',
          timeZone: 'Africa/Nairobi (GMT+03:00)',
        },
      ],
      ['design', { jobTitle: `${word} Brand Designer`, jobType: 'part-time', department: 'Design', country: 'France' }],
      ['assistant', { jobTitle: `Virtual ${word}ian Assistant (Part-time)`, jobType: 'part-time', country: 'France' }],
      [
        'writer',
        {
          jobTitle: `${word} Content Writer`,
          jobType: 'contractor',
          department: 'Writing',
          country: 'Kenya',
          timeZone: 'Africa/Nairobi (GMT+03:00)',
        },
      ],
    ] as const) {
      jobs[name] = await addJob(employer.client, fields);
    }
  });

  it('finds by any run of title words, each query word a prefix, case-insensitively, newest first', async () => {
    const page = await search({ jobTitle: `  ${word.toUpperCase()} b` });
    expect(page.jobs.map((job) => job._id)).toEqual([jobs.design!._id, jobs.nairobi!._id, jobs.paris!._id]);
    expect(page.pagination).toEqual({ currentPage: 1, isLastPage: true });
    expect(page.jobs[0]).toMatchObject({ employer: { companyName: `Search Co ${word}` }, active: true });
    expect(page.jobs[0]).not.toHaveProperty('applicants');
    expect(titles(await search({ jobTitle: `${word} content` }))).toEqual([`${word} Content Writer`]);
    expect((await search({ jobTitle: `${word} developer` })).jobs).toEqual([]);
    // A word in the middle, its prefix, then the next word's; punctuation between words.
    const ids = async (jobTitle: string) => (await search({ jobTitle, country: 'France' })).jobs.map((job) => job._id);
    expect(await ids(`${word}ian`)).toEqual([jobs.assistant!._id]);
    expect(await ids(`${word}IAN assist`)).toEqual([jobs.assistant!._id]);
    expect(await ids(`${word}ian assistant part-time`)).toEqual([jobs.assistant!._id]);
    expect(await ids(`${word} virtual`)).toEqual([]);
    expect(await ids(`ian ${word}`)).toEqual([]);
    // Whichever of its words match, a job is listed once.
    expect(await ids(`${word.slice(0, 7)}`)).toEqual([jobs.assistant!._id, jobs.design!._id, jobs.paris!._id]);
  });

  it('applies each filter as case-insensitive equality', async () => {
    const ids = async (query: Record<string, string>) =>
      (await search({ jobTitle: word, ...query })).jobs.map((job) => job._id).sort();
    expect(await ids({ jobType: 'contractor' })).toEqual([jobs.nairobi!._id, jobs.writer!._id].sort());
    expect(await ids({ department: 'ENGINEERING' })).toEqual(
      [jobs.paris!._id, jobs.nairobi!._id, jobs.assistant!._id].sort(),
    );
    expect(await ids({ country: 'kenya' })).toEqual([jobs.nairobi!._id, jobs.writer!._id].sort());
    expect(await ids({ jobType: 'contractor', department: 'writing', country: 'KENYA' })).toEqual([jobs.writer!._id]);
    expect(await ids({ jobType: 'part-time', country: 'Kenya' })).toEqual([]);
  });

  it('without a title lists newest first', async () => {
    const page = await search({ jobType: 'contractor', country: 'Kenya' });
    const mine = page.jobs.filter((job) => job.jobTitle.startsWith(word)).map((job) => job._id);
    expect(mine).toEqual([jobs.writer!._id, jobs.nairobi!._id]);
    const times = page.jobs.map((job) => job.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('hides a closed job at once and shows it again when reopened', async () => {
    const close = await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: jobs.design!._id, active: false },
    });
    expect(close.status).toBe(200);
    expect(titles(await search({ jobTitle: `${word} brand` }))).toEqual([]);
    expect((await search({ jobTitle: word, department: 'Design' })).jobs).toEqual([]);

    await employer.client.call('PUT', '/api/update-job-active-status', {
      json: { jobID: jobs.design!._id, active: true },
    });
    expect(titles(await search({ jobTitle: `${word} brand` }))).toEqual([`${word} Brand Designer`]);
  });

  it('refuses bad input with 400 and a message', async () => {
    const answer = await visitor.call('GET', '/api/search-jobs', { query: { jobType: 'volunteer' } });
    expect(answer.status).toBe(400);
    expect(answer.body.data.msg).toBe('jobType must be full-time, part-time or contractor');
  });
});

describe('search-jobs paging', () => {
  const word = uniqueWord();
  let posted: Job[];

  beforeAll(async () => {
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Paging Co' });
    posted = [];
    for (let i = 0; i < 21; i += 1)
      posted.push(
        await addJob(employer.client, {
          jobTitle: `${word} Support Agent ${String(i).padStart(2, '0')}`,
          jobType: 'part-time',
        }),
      );
  });

  it('walks all pages with the cursor: 10, 10, 1, each job once, newest first', async () => {
    const first = await search({ jobTitle: word });
    expect(first.jobs).toHaveLength(10);
    expect(first.pagination).toMatchObject({ currentPage: 1, isLastPage: false });
    const second = await search({ jobTitle: word, page: '2', cursor: first.pagination.nextCursor! });
    expect(second.jobs).toHaveLength(10);
    const third = await search({ jobTitle: word, page: '3', cursor: second.pagination.nextCursor! });
    expect(third.jobs).toHaveLength(1);
    expect(third.pagination).toEqual({ currentPage: 3, isLastPage: true });
    expect([...titles(first), ...titles(second), ...titles(third)]).toEqual(
      posted.map((job) => job.jobTitle).reverse(),
    );
  });

  it('keeps its pages when jobs are posted between them: none twice, none skipped', async () => {
    const first = await search({ jobTitle: `${word} support` });
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Late Co' });
    const late = await addJob(employer.client, { jobTitle: `${word} Support Agent 99`, jobType: 'part-time' });
    const second = await search({ jobTitle: `${word} support`, page: '2', cursor: first.pagination.nextCursor! });
    const third = await search({ jobTitle: `${word} support`, page: '3', cursor: second.pagination.nextCursor! });
    const seen = [...first.jobs, ...second.jobs, ...third.jobs].map((job) => job._id);
    expect(seen).toEqual(posted.map((job) => job._id).reverse());
    expect((await search({ jobTitle: `${word} support` })).jobs[0]!._id).toBe(late._id);
    await employer.client.call('DELETE', '/api/delete-job', { query: { jobID: late._id } });
  });

  it('answers page 3 without a cursor as with one, and a page far past the end with an empty last page', async () => {
    const third = await search({ jobTitle: word, jobType: 'PART-TIME', page: '3' });
    expect(titles(third)).toEqual([posted[0]!.jobTitle]);
    expect(third.pagination.isLastPage).toBe(true);
    expect(await search({ jobTitle: word, page: '4' })).toEqual({
      jobs: [],
      pagination: { currentPage: 4, isLastPage: true },
    });
    expect(await search({ jobTitle: word, page: '90000' })).toEqual({
      jobs: [],
      pagination: { currentPage: 90000, isLastPage: true },
    });
  });

  it('refuses the cursor of another search with 400', async () => {
    const first = await search({ jobTitle: word });
    const other = await visitor.call('GET', '/api/search-jobs', {
      query: { jobTitle: word, country: 'France', page: '2', cursor: first.pagination.nextCursor! },
    });
    expect(other.status).toBe(400);
    expect(other.body.data.msg).toBe('This search position is not valid any more. Start again from the first page.');
  });
});
