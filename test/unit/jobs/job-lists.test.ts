// The lists a job is in and the list a search reads: entries grow with the title and the pay,
// never with the filters or the countries; a search reads the rarest list it names.
import { describe, expect, it } from 'vitest';
import { chooseList, jobLists, queryKeyOf, wordKeysOf } from '#functions/jobs/job-lists.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import type { JobCard } from '#shared/schemas/jobs.js';

const card = (overrides: Partial<JobCard> = {}): JobCard => ({
  _id: '00000000-0000-4000-8000-000000000001',
  jobTitle: 'Senior Customer Support Specialist',
  jobType: 'full-time',
  department: 'Customer Support',
  country: 'Germany',
  timeZone: 'Europe/Berlin (GMT+01:00)',
  startTime: '09:00',
  endTime: '17:00',
  paymentInterval: 'annually',
  minSalary: 60_000,
  maxSalary: 80_000,
  currency: 'EUR',
  applicantCountries: [],
  active: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  employer: { companyName: 'Acme' },
  ...overrides,
});

describe('job lists', () => {
  it('lists a job under every filter value, its pay bands and the 2, 3 and 6 first letters of its words', () => {
    expect(jobLists(card(), SNAPSHOT_RATES).sort()).toEqual(
      [
        'all',
        't=full-time',
        'd=customer support',
        'c=germany',
        // 80,000 EUR and the margin reach the 80,000 band.
        'p=15000',
        'p=25000',
        'p=40000',
        'p=60000',
        'p=80000',
        'w=se',
        'w=sen',
        'w=senior',
        'w=cu',
        'w=cus',
        'w=custom',
        'w=su',
        'w=sup',
        'w=suppor',
        'w=sp',
        'w=spe',
        'w=specia',
      ].sort(),
    );
  });

  it('does not grow with the countries a job is open to', () => {
    const countries = [
      'Germany',
      'Poland',
      'France',
      'Spain',
      'Portugal',
      'Austria',
      'Italy',
      'Greece',
      'Malta',
      'Ireland',
    ];
    expect(jobLists(card({ applicantCountries: countries }), SNAPSHOT_RATES)).toEqual(jobLists(card(), SNAPSHOT_RATES));
  });

  it('puts a job without a currency in no pay band, and caps a long title at its first ten words', () => {
    expect(jobLists(card({ currency: '' }), SNAPSHOT_RATES).some((list) => list.startsWith('p='))).toBe(false);
    const long = jobLists(
      card({ jobTitle: 'one two three four five six seven eight nine ten eleven' }),
      SNAPSHOT_RATES,
    );
    expect(long).toContain('w=ten');
    expect(long).not.toContain('w=ele');
    // The most lists a job can be in (4 filters, 10 bands, 10 words of 3 keys) fit one
    // transaction with those it leaves: 2 x 44 + the job.
    const words = 'alphabet bravados charlies deltoids echoings foxtrots golfings hotelier indigoes julienne kilowatt';
    expect(jobLists(card({ jobTitle: words, maxSalary: 9_000_000 }), SNAPSHOT_RATES)).toHaveLength(44);
  });

  it('keys a word by its first 6, 3 or 2 letters, and a one-letter query word by none', () => {
    expect(wordKeysOf('developer')).toEqual(['develo', 'dev', 'de']);
    expect(wordKeysOf('qa')).toEqual(['qa']);
    expect(queryKeyOf('deve')).toBe('dev');
    expect(queryKeyOf('developers')).toBe('develo');
    expect(queryKeyOf('d')).toBeUndefined();
  });

  it('reads the list a search names that is expected to be rarest, exact when it is the whole search', () => {
    expect(chooseList({}, false)).toEqual({ list: 'all', exact: true });
    expect(chooseList({ jobType: 'full-time' }, false)).toEqual({ list: 't=full-time', exact: true });
    expect(chooseList({ jobType: 'full-time', country: 'Kenya' }, false)).toEqual({ list: 'c=kenya', exact: false });
    expect(chooseList({ jobTitle: 'react developer', country: 'Kenya' }, false)).toEqual({
      list: 'w=develo',
      exact: false,
    });
    expect(chooseList({ minPayInEuros: 250_000, jobType: 'full-time' }, false)).toEqual({
      list: 'p=220000',
      exact: false,
    });
    // Conditions with no list of their own (apply-from, overlap) are checked on the cards.
    expect(chooseList({ jobType: 'contractor' }, true)).toEqual({ list: 't=contractor', exact: false });
    expect(chooseList({ jobTitle: 'a' }, false)).toEqual({ list: 'all', exact: false });
  });
});
