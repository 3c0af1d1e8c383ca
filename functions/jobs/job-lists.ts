// The lists an open job is found in (docs/data-model.md, pattern 10). Each filter value and
// each title-word key is a list of its own, and a job has one entry in each of its lists:
//   PK JOB#<jobID> / SK LIST#<list>      GSI2 `JOBLIST#<list>` / `<createdAt>#<jobID>` (newest first)
// with the job's card on it. A search reads ONE list, the one expected to be rarest among
// those its filters and words name, and checks every other filter on the cards it reads
// (job-matching.ts), so a job's entries grow with its title and pay, never with the number
// of filters, and all of them fit in the job's own transaction.
//   all              every open job
//   t=<jobType>      d=<department>      c=<country>      (lower-case, as normalize() has them)
//   p=<band>         pay bands: the job's maximum pay, yearly, in euros at reference rates
//   w=<key>          title-word keys: 2, 3 and 6 first letters of each of the title's words
import type { JobCard } from '#shared/schemas/jobs.js';
import { convertAmount, yearlyPay, type ReferenceRates } from '#shared/remote-fit/pay.js';
import type { PayInterval } from '#shared/constants.js';
import type { JobSearchFilterKey, JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { normalize, titleWords } from '#platform/search/search-keys.js';

export const LIST_SK_PREFIX = 'LIST#';
/** GSI2PK prefix of the lists. */
export const LIST_INDEX = 'JOBLIST';

/** Words of a title that have lists: a longer title is found by its first words only. */
export const INDEXED_TITLE_WORDS = 10;

/** Lower bounds of the pay bands, a year in euros. */
export const PAY_BANDS_EUR = [15_000, 25_000, 40_000, 60_000, 80_000, 100_000, 130_000, 170_000, 220_000, 300_000];

/**
 * A job is listed in the bands up to its maximum pay and this margin above: exchange rates
 * move after the job's last write, and the job must stay in every band a filter of today
 * might read for it (a filter never reads a band above its own minimum).
 */
const PAY_BAND_MARGIN = 1.1;

/** Letters of a word prefix that have a list: a query word reads the longest it reaches. */
const WORD_KEY_LENGTHS = [6, 3, 2] as const;

/** The word keys of one title word: its first 2, 3 and 6 letters, as far as it reaches. */
export function wordKeysOf(word: string): string[] {
  const letters = [...word];
  return WORD_KEY_LENGTHS.filter((length) => letters.length >= length).map((length) =>
    letters.slice(0, length).join(''),
  );
}

/** The key a query word reads: its first 6, 3 or 2 letters; none for one letter. */
export function queryKeyOf(word: string): string | undefined {
  return wordKeysOf(word)[0];
}

/** An amount a year, in euros at `rates`; undefined without a currency or a rate. */
export function yearlyInEuros(
  amount: number,
  interval: PayInterval,
  currency: string,
  rates: ReferenceRates,
): number | undefined {
  if (!currency) return undefined;
  return convertAmount(yearlyPay(amount, interval), currency, 'EUR', rates);
}

/** Every list the open job with this card is found in. */
export function jobLists(card: JobCard, rates: ReferenceRates): string[] {
  const lists = new Set([
    'all',
    `t=${card.jobType}`,
    `d=${normalize(card.department)}`,
    `c=${normalize(card.country)}`,
  ]);
  const maxInEuros = yearlyInEuros(card.maxSalary, card.paymentInterval, card.currency, rates);
  if (maxInEuros !== undefined)
    for (const band of PAY_BANDS_EUR) if (maxInEuros * PAY_BAND_MARGIN >= band) lists.add(`p=${band}`);
  const words = [...new Set(titleWords(card.jobTitle))].slice(0, INDEXED_TITLE_WORDS);
  for (const word of words) for (const key of wordKeysOf(word)) lists.add(`w=${key}`);
  return [...lists];
}

export interface JobListEntry {
  PK: string;
  SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'JOB_LIST';
  jobID: string;
  card: JobCard;
}

export const listPartition = (list: string) => `${LIST_INDEX}#${list}`;
export const listEntrySK = (list: string) => `${LIST_SK_PREFIX}${list}`;

export function listEntry(card: JobCard, list: string): JobListEntry {
  return {
    PK: `JOB#${card._id}`,
    SK: listEntrySK(list),
    GSI2PK: listPartition(list),
    GSI2SK: `${card.createdAt}#${card._id}`,
    entity: 'JOB_LIST',
    jobID: card._id,
    card,
  };
}

// ---- Which list a search reads ---------------------------------------------------------

/** The filters a list answers for (pay by its band); job-matching.ts checks every other one on the cards. */
export const LISTED_FILTERS = [
  'jobTitle',
  'jobType',
  'department',
  'country',
  'minPay',
  'payInterval',
  'payCurrency',
] as const satisfies readonly JobSearchFilterKey[];

/** What a search asks for, as far as lists go. */
export interface ListQuery extends Pick<JobSearchFilters, 'jobTitle' | 'jobType' | 'department' | 'country'> {
  /** The minimum pay, a year, in euros; undefined when no pay filter or no rate for its currency. */
  minPayInEuros?: number;
}

/**
 * The share of open jobs each list is expected to hold: the planner's only statistics. They
 * are estimates of a remote board's mix (most jobs are full-time, a country or a department
 * holds a few percent, a six-letter word prefix about one title in a hundred); a wrong guess
 * costs only fuller or emptier pages, never a wrong result.
 */
const EXPECTED_SHARE = {
  all: 1,
  jobType: 0.4,
  department: 0.08,
  country: 0.05,
  word: { 2: 0.1, 3: 0.03, 6: 0.01 } as Record<number, number>,
};

/** Expected share of jobs whose maximum pay reaches a band: fewer the higher it is. */
const payBandShare = (band: number) => Math.min(0.8, 12_000 / band);

export interface ListChoice {
  list: string;
  /** The list holds exactly the jobs that match: no other filter to check on its cards. */
  exact: boolean;
}

/**
 * The list a search reads: of the lists its filters and title words name, the one expected to
 * hold the fewest jobs. `exact` when that list is the search's only condition.
 */
export function chooseList(query: ListQuery, otherConditions: boolean): ListChoice {
  const candidates: { list: string; share: number }[] = [{ list: 'all', share: EXPECTED_SHARE.all }];
  if (query.jobType) candidates.push({ list: `t=${query.jobType}`, share: EXPECTED_SHARE.jobType });
  if (query.department) candidates.push({ list: `d=${normalize(query.department)}`, share: EXPECTED_SHARE.department });
  if (query.country) candidates.push({ list: `c=${normalize(query.country)}`, share: EXPECTED_SHARE.country });
  if (query.minPayInEuros !== undefined) {
    const band = PAY_BANDS_EUR.filter((bound) => bound <= query.minPayInEuros!).at(-1);
    if (band !== undefined) candidates.push({ list: `p=${band}`, share: payBandShare(band) });
  }
  for (const word of titleWords(query.jobTitle ?? '')) {
    const key = queryKeyOf(word);
    if (key) candidates.push({ list: `w=${key}`, share: EXPECTED_SHARE.word[[...key].length]! });
  }
  const rarest = candidates.reduce((best, next) => (next.share < best.share ? next : best));
  const conditions =
    [query.jobType, query.department, query.country].filter(Boolean).length +
    (query.minPayInEuros !== undefined ? 1 : 0) +
    (titleWords(query.jobTitle ?? '').length > 0 ? 1 : 0) +
    (otherConditions ? 1 : 0);
  const exactList = /^[tdc]=/.test(rarest.list) || rarest.list === 'all';
  const exact = exactList && conditions === (rarest.list === 'all' ? 0 : 1);
  return { list: rarest.list, exact };
}
