// Seeding for the benchmark: realistic open jobs and confirmed candidates, written with the
// product's own item builders (newJobItems, candidateSearchItems) in BatchWrites of 25,
// several in flight, so 100,000 jobs (about 11 million items with their title-word entries) load in well under an hour. Deterministic: job i
// is the same job at every size, so "seed up to N" only adds jobs i >= the current count.
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import { candidateSearchItems } from '#functions/candidates/candidate-search.js';
import type { JobFields } from '#functions/jobs/jobs.js';
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { userKey, type UserProfile } from '#functions/accounts/users.js';
import { CANDIDATE_SIGNUP_JOB_TYPES, JOB_TYPES, PAY_INTERVALS } from '#shared/constants.js';
import { allCountries, findCountry, timezoneLabel } from '#shared/countries.js';

/** A table item, as the product's builders type it. */
type Item = object;

/** Same numbers for the same seed: mulberry32. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks from `values` with a skew (rank r weighs 1 / (r + 1)), as real markets are skewed. */
function skewed<T>(values: readonly T[], next: () => number): T {
  const total = values.reduce((sum, _, rank) => sum + 1 / (rank + 1), 0);
  let point = next() * total;
  for (let rank = 0; rank < values.length; rank += 1) {
    point -= 1 / (rank + 1);
    if (point <= 0) return values[rank]!;
  }
  return values.at(-1)!;
}

const SENIORITY = ['Senior', 'Junior', 'Lead', 'Principal', 'Staff'];
const ROLES = [
  'Software Engineer',
  'Frontend Developer',
  'Backend Developer',
  'Data Analyst',
  'Product Designer',
  'Customer Support Specialist',
  'Account Executive',
  'Marketing Manager',
  'Content Writer',
  'DevOps Engineer',
  'Data Entry Clerk',
  'Recruiter',
  'Financial Analyst',
  'QA Engineer',
  'Operations Coordinator',
  'Mobile Developer',
  'Technical Writer',
  'Sales Development Representative',
  'UX Researcher',
  'Bookkeeper',
];
// Where remote jobs are posted most; the rest of the world follows (from shared/countries.ts).
const POPULAR = [
  'United States of America',
  'United Kingdom',
  'Germany',
  'Canada',
  'India',
  'Kenya',
  'Philippines',
  'Brazil',
];
const COUNTRY_NAMES = [
  ...POPULAR.filter((name) => findCountry(name)?.name === name),
  ...allCountries()
    .map((country) => country.name)
    .filter((name) => !POPULAR.includes(name)),
];
const COMPANIES = [
  'Northwind Remote',
  'Acme Distributed',
  'Blue Harbor Labs',
  'Kiln & Co',
  'Orbit Works',
  'Tandem Health',
  'Fieldnote',
  'Lumen Payroll',
];
const FIRST_NAMES = [
  'Amina',
  'Bruno',
  'Chen',
  'Dara',
  'Elif',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jomo',
  'Kaito',
  'Lena',
  'Mateo',
  'Nia',
  'Omar',
  'Priya',
];
const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Wang',
  'Novak',
  'Yilmaz',
  'Haddad',
  'Mensah',
  'Laurent',
  'Costa',
  'Kamau',
  'Sato',
  'Berg',
  'Rossi',
  'Patel',
];
/** Job i is posted i minutes before it, at every size. */
export const BASE_TIME = Date.parse('2026-01-01T00:00:00.000Z');
/** The digest's window in the bench: the jobs posted in the last 30 minutes before the base time. */
export const DIGEST_WINDOW_MINUTES = 30;

function title(next: () => number): string {
  const role = skewed(ROLES, next);
  return next() < 0.35 ? `${skewed(SENIORITY, next)} ${role}` : role;
}

/** Yearly, monthly and hourly pay as remote boards show them: the lowest minimum and the step. */
const PAY_RANGES = {
  annually: { from: 20_000, step: 2_000 },
  monthly: { from: 1_500, step: 150 },
  hourly: { from: 10, step: 1 },
} as const;
/** Most jobs in dollars, some without a currency. */
const BENCH_CURRENCIES = ['USD', 'EUR', 'GBP', 'INR', 'CAD', ''] as const;

/** The form of job number `index` (departments: the seeded lookup, in its spelling). */
export function benchJobFields(index: number, departments: readonly string[]): JobFields {
  const next = random(index + 1);
  const countryName = skewed(COUNTRY_NAMES, next);
  const country = findCountry(countryName)!;
  const paymentInterval = skewed(PAY_INTERVALS, next);
  const range = PAY_RANGES[paymentInterval];
  const minSalary = range.from + Math.floor(next() * 80) * range.step;
  // Most jobs are open to anywhere; the others to a few countries, their own first.
  const restricted = next() < 0.3;
  const applicantCountries = restricted
    ? [
        ...new Set([
          country.name,
          ...Array.from({ length: Math.floor(next() * 10) }, () => skewed(COUNTRY_NAMES, next)),
        ]),
      ]
    : [];
  return {
    jobTitle: title(next),
    jobType: skewed(JOB_TYPES, next),
    department: skewed(departments, next),
    country: country.name,
    timeZone: country.timezones[0] ? timezoneLabel(country.timezones[0]) : '',
    startTime: skewed(['09:00', '08:00', '10:00', '13:00'], next),
    endTime: '17:00',
    aboutRole: 'Join a small remote team; async-first, with a weekly call across time zones.',
    paymentInterval,
    minSalary,
    maxSalary: minSalary + Math.floor(next() * 40) * range.step,
    currency: skewed(BENCH_CURRENCIES, next),
    applicantCountries,
    // The form's defaults, as add-job's schema fills them in: no screening.
    screeningQuestions: [],
    rejectWhenUnqualified: false,
  } as JobFields;
}

export function benchJobItems(index: number, departments: readonly string[]): Item[] {
  const id = `00000000-0000-4000-8000-${String(index % COMPANIES.length).padStart(12, '0')}`;
  const poster = { userID: id, firstName: 'Seeded', lastName: 'Employer' };
  const company = { companyID: id, companyName: COMPANIES[index % COMPANIES.length]! };
  // One job a minute before the base time: distinct, stable creation times.
  const { job, entries } = newJobItems(
    poster,
    company,
    benchJobFields(index, departments),
    SNAPSHOT_RATES,
    new Date(BASE_TIME - index * 60_000),
  );
  return [job, ...entries];
}

/** A confirmed candidate's profile, as after sign-up and verify-otp. */
export function benchCandidateProfile(index: number): UserProfile & Item {
  const next = random(1_000_000 + index);
  const userID = crypto.randomUUID();
  return {
    ...userKey(userID),
    userID,
    email: `bench-candidate-${index}@example.com`,
    role: 'candidate',
    status: 'active',
    firstName: skewed(FIRST_NAMES, next),
    lastName: skewed(LAST_NAMES, next),
    jobTitle: title(next),
    jobType: skewed(CANDIDATE_SIGNUP_JOB_TYPES, next),
    country: skewed(COUNTRY_NAMES, next),
    createdAt: new Date(BASE_TIME - index * 60_000).toISOString(),
  } as UserProfile & Item;
}

/** A confirmed candidate's profile and its sourcing entries. */
export function benchCandidateItems(index: number): Item[] {
  const profile = benchCandidateProfile(index);
  return [profile, ...candidateSearchItems(profile)] as Item[];
}

/** BatchWrites every item, 25 per call, `inFlight` calls at once (default 8), retrying UnprocessedItems. */
export function batchWriteAll(
  items: Iterable<Item>,
  options: { inFlight?: number; onBatch?: (written: number) => void } = {},
): Promise<number> {
  return batchWrite(puts(items), { ...options, inFlight: options.inFlight ?? 8 });
}

function* puts(items: Iterable<Item>) {
  for (const item of items) yield putRequest(item);
}

function* range<T>(from: number, to: number, make: (index: number) => T[]): Generator<T> {
  for (let index = from; index < to; index += 1) yield* make(index);
}

/**
 * Grows the seeded data from (jobs, candidates) = `from` to `to`. Prints a line per 10% at
 * most, and answers the seconds it took.
 */
export async function seedUpTo(
  from: { jobs: number; candidates: number },
  to: { jobs: number; candidates: number },
  departments: readonly string[],
  log: (line: string) => void = () => {},
): Promise<number> {
  const started = performance.now();
  // About: titles differ in their number of word entries, so the first jobs' mean stands for all.
  const sample = Array.from({ length: Math.min(50, to.jobs - from.jobs) }, (_, i) => from.jobs + i);
  const itemsPerJob = sample.length
    ? sample.reduce((sum, index) => sum + benchJobItems(index, departments).length, 0) / sample.length
    : 0;
  const expected = Math.round(
    (to.jobs - from.jobs) * itemsPerJob +
      (to.candidates - from.candidates) * benchCandidateItems(from.candidates).length,
  );
  let reported = 0;
  const onBatch = (written: number) => {
    if (expected >= 50_000 && written / expected >= reported + 0.1) {
      reported = Math.floor((written / expected) * 10) / 10;
      log(
        `  seeded ${Math.round(reported * 100)}% of ${expected.toLocaleString('en')} items (${Math.round((performance.now() - started) / 1000)} s)`,
      );
    }
  };
  const items = function* () {
    yield* range(from.jobs, to.jobs, (index) => benchJobItems(index, departments));
    yield* range(from.candidates, to.candidates, benchCandidateItems);
  };
  await batchWriteAll(items(), { onBatch });
  return (performance.now() - started) / 1000;
}
