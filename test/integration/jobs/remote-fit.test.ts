// Remote fit through the local gateway: who can apply, pay and hours on jobs; each search filter
// alone (every answer checked to match) and with words; the overlap on each card; the refusal
// to apply from a country the job is not open to.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SearchJobCard } from '#shared/schemas/jobs.js';
import { ApiClient } from '../../../tools/api-client.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
type SearchAnswer = {
  jobs: SearchJobCard[];
  pagination: { isLastPage: boolean; nextCursor?: string };
  referenceRatesDate?: string;
};

const visitor = () => new ApiClient(stack);

async function search(query: Record<string, string>): Promise<SearchAnswer> {
  const answer = await visitor().call<SearchAnswer>('GET', '/api/search-jobs', { query });
  expect(answer.status, answer.body.data.msg).toBe(200);
  return answer.body.data;
}

/** Up to `pages` pages of a search, every job found. */
async function searchPages(query: Record<string, string>, pages = 6): Promise<SearchJobCard[]> {
  const found: SearchJobCard[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= pages; page += 1) {
    const answer = await search({ ...query, page: String(page), ...(cursor ? { cursor } : {}) });
    found.push(...answer.jobs);
    if (answer.pagination.isLastPage) break;
    cursor = answer.pagination.nextCursor;
  }
  return found;
}

describe('remote fit', () => {
  const word = uniqueWord();
  let employer: TestUser;
  const ids: Record<'berlin' | 'newYork' | 'noCurrency' | 'nairobi', string> = {
    berlin: '',
    newYork: '',
    noCurrency: '',
    nairobi: '',
  };

  beforeAll(async () => {
    employer = await createSignedInUser(stack, 'employer', { companyName: `Remote Co ${word}` });
    const post = async (overrides: Record<string, unknown>) => (await addJob(employer.client, overrides))._id;
    ids.berlin = await post({
      jobTitle: `${word} Support Specialist`,
      country: 'Germany',
      timeZone: 'Europe/Berlin (GMT+01:00)',
      startTime: '09:00',
      endTime: '17:00',
      paymentInterval: 'annually',
      minSalary: 60000,
      maxSalary: 80000,
      currency: 'EUR',
      applicantCountries: ['germany', 'Poland'],
    });
    ids.newYork = await post({
      jobTitle: `${word} Support Lead`,
      country: 'United States of America',
      timeZone: 'America/New_York (GMT-05:00)',
      startTime: '09:00',
      endTime: '17:00',
      paymentInterval: 'hourly',
      minSalary: 30,
      maxSalary: 40,
      currency: 'USD',
    });
    ids.noCurrency = await post({
      jobTitle: `${word} Data Analyst`,
      country: 'Heard Island and McDonald Islands',
      timeZone: '',
      paymentInterval: 'monthly',
      minSalary: 1000,
      maxSalary: 2000,
      currency: '',
    });
    ids.nairobi = await post({
      jobTitle: `${word} Support Agent`,
      country: 'Kenya',
      timeZone: 'Africa/Nairobi (GMT+03:00)',
      startTime: '09:00',
      endTime: '17:00',
      paymentInterval: 'monthly',
      minSalary: 1500,
      maxSalary: 2000,
      currency: 'GBP',
      applicantCountries: ['Kenya'],
    });
  });

  const ours = (jobs: SearchJobCard[]) =>
    Object.entries(ids)
      .filter(([, id]) => jobs.some((job) => job._id === id))
      .map(([name]) => name)
      .sort();

  it('keeps who can apply on the job, in the countries’ own spelling, and on every card', async () => {
    const [card] = (await search({ jobTitle: `${word} support specialist` })).jobs;
    expect(card).toMatchObject({ _id: ids.berlin, applicantCountries: ['Germany', 'Poland'] });
    const [anywhere] = (await search({ jobTitle: `${word} support lead` })).jobs;
    expect(anywhere!.applicantCountries).toEqual([]);
  });

  it('filters by minimum pay on a yearly basis, converted at reference rates, and says their date', async () => {
    const yearly = await search({ jobTitle: word, minPay: '70000', payInterval: 'annually', payCurrency: 'USD' });
    // 80,000 EUR a year and 40 USD an hour (83,200 a year) reach it; 2,000 GBP a month does not; no currency never does.
    expect(ours(yearly.jobs)).toEqual(['berlin', 'newYork']);
    expect(yearly.referenceRatesDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const hourly = await search({ jobTitle: word, minPay: '41', payInterval: 'hourly', payCurrency: 'USD' });
    expect(ours(hourly.jobs)).toEqual(['berlin']);

    const alone = await searchPages({ minPay: '80000', payCurrency: 'EUR' });
    expect(alone.map((job) => job._id)).toContain(ids.berlin);
    expect(alone.every((job) => job.currency !== '')).toBe(true);
  });

  it('filters by the country one can apply from: jobs open to anywhere or listing it', async () => {
    expect(ours((await search({ jobTitle: word, applyFrom: 'Germany' })).jobs)).toEqual([
      'berlin',
      'newYork',
      'noCurrency',
    ]);
    expect(ours((await search({ jobTitle: word, applyFrom: 'france' })).jobs)).toEqual(['newYork', 'noCurrency']);

    const alone = await searchPages({ applyFrom: 'Kenya' });
    expect(alone.every((job) => job.applicantCountries.length === 0 || job.applicantCountries.includes('Kenya'))).toBe(
      true,
    );
    expect(alone.map((job) => job._id)).not.toContain(ids.berlin);
  });

  it('says each job’s overlap with the reader’s day and filters by it; flexible hours match every overlap', async () => {
    const paris = await search({ jobTitle: word, timeZone: 'Europe/Paris' });
    const overlap = Object.fromEntries(paris.jobs.map((job) => [job._id, job.overlapHours]));
    expect(overlap[ids.berlin]).toBe(8);
    expect(overlap[ids.newYork]).toBe(2);
    expect(overlap[ids.noCurrency]).toBeUndefined();
    expect(overlap[ids.nairobi]).toBeGreaterThanOrEqual(6);

    expect(ours((await search({ jobTitle: word, timeZone: 'Europe/Paris', overlapHours: '6' })).jobs)).toEqual([
      'berlin',
      'nairobi',
      'noCurrency',
    ]);
    expect(ours((await search({ jobTitle: word, timeZone: 'Europe/Paris', overlapHours: '8' })).jobs)).toEqual([
      'berlin',
      'noCurrency',
    ]);
    const alone = await searchPages({ timeZone: 'Asia/Tokyo', overlapHours: '4' });
    expect(alone.every((job) => job.overlapHours === undefined || job.overlapHours >= 4)).toBe(true);
  });

  it('combines every filter with words', async () => {
    const found = await search({
      jobTitle: `${word} support`,
      minPay: '70000',
      payCurrency: 'USD',
      applyFrom: 'Poland',
      timeZone: 'Europe/Warsaw',
      overlapHours: '4',
      jobType: 'full-time',
    });
    expect(found.jobs.map((job) => job._id)).toEqual([ids.berlin]);
  });

  it('refuses an application from a country the job is not open to, with 403 and the countries', async () => {
    const [inFrance, inPoland] = await Promise.all([
      createSignedInUser(stack, 'candidate', { jobTitle: 'Support', country: 'France', jobType: 'full-time' }),
      createSignedInUser(stack, 'candidate', { jobTitle: 'Support', country: 'Poland', jobType: 'full-time' }),
    ]);
    const apply = (candidate: TestUser) =>
      candidate.client.call('POST', '/api/job-application', {
        json: {
          firstName: 'Ana',
          lastName: 'Nowak',
          email: candidate.email,
          country: 'Poland',
          phoneNo: '+48 600 000 000',
          jobID: ids.berlin,
        },
      });
    // The form's country does not decide: the profile's does.
    const refused = await apply(inFrance);
    expect(refused.status).toBe(403);
    expect(refused.body.data.msg).toBe('This job is open to applicants in Germany and Poland');
    expect((await apply(inPoland)).status).toBe(200);
  });
});
