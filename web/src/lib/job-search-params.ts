// The job search's filters in the URL, read the way the job search and "Email me jobs like
// these" both send them: one reader for each filter of shared/schemas/job-search-filters.ts
// (its types only, so the public job search loads no zod). A value the API would refuse (a
// made-up currency, "overlapHours=3") counts as not set, so a hand-edited link still searches.
import {
  JOB_CURRENCIES,
  OVERLAP_CHOICES,
  PAY_INTERVALS,
  type OverlapChoice,
  type PayInterval,
} from '#shared/constants.js';
import { findCountry } from '#shared/countries.js';
import type { JobSearchFilterKey, JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { browserChoice, useBrowserChoice } from './browser-choice';
import { countryParam, jobTypeParam } from './use-list-params';

/** The filters' values as the URL holds them (trimmed; blank is absent). */
export type JobFilterParams = Readonly<Partial<Record<JobSearchFilterKey, string>>>;

/** The currency a pay filter starts with when none was used yet. */
export const DEFAULT_PAY_CURRENCY = 'USD';
const LAST_CURRENCY_KEY = 'payFilterCurrency';

/** A currency code of the list in capitals ("eur" is EUR), else undefined. */
const knownCurrency = (code: string | undefined) =>
  JOB_CURRENCIES.find((known) => known === code?.trim().toUpperCase());

/** The currency of the last pay filter made in this browser, else USD. */
export const lastPayCurrency = (): string =>
  knownCurrency(browserChoice.read(LAST_CURRENCY_KEY)) ?? DEFAULT_PAY_CURRENCY;
/** The same, in a component (USD while a prerendered page hydrates). */
export const useLastPayCurrency = (): string =>
  knownCurrency(useBrowserChoice(LAST_CURRENCY_KEY)) ?? DEFAULT_PAY_CURRENCY;
export const keepPayCurrency = (code: string) => browserChoice.keep(LAST_CURRENCY_KEY, code);

const minPayParam = (value: string | undefined): number | undefined => {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 && amount <= 1_000_000_000 ? amount : undefined;
};

const payIntervalParam = (value: string | undefined): PayInterval | undefined =>
  (PAY_INTERVALS as readonly string[]).includes(value ?? '') ? (value as PayInterval) : undefined;

const overlapParam = (value: string | undefined): OverlapChoice | undefined =>
  OVERLAP_CHOICES.find((hours) => String(hours) === value);

/**
 * Each filter from the URL's values, in the schema's order: the type asks for every filter of
 * the schema and no other. A minimum pay always comes with its interval and currency (the API
 * compares pay in one): a link without them gets a year and the last currency used.
 */
const FILTER_READERS: { [K in JobSearchFilterKey]-?: (values: JobFilterParams) => JobSearchFilters[K] } = {
  jobTitle: (values) => values.jobTitle,
  jobType: (values) => jobTypeParam(values.jobType),
  department: (values) => values.department,
  country: (values) => countryParam(values.country),
  minPay: (values) => minPayParam(values.minPay),
  payInterval: (values) =>
    minPayParam(values.minPay) === undefined ? undefined : (payIntervalParam(values.payInterval) ?? 'annually'),
  payCurrency: (values) =>
    minPayParam(values.minPay) === undefined ? undefined : (knownCurrency(values.payCurrency) ?? lastPayCurrency()),
  applyFrom: (values) => (values.applyFrom ? findCountry(values.applyFrom)?.name : undefined),
  overlapHours: (values) => overlapParam(values.overlapHours),
  verifiedOnly: (values) => (values.verifiedOnly === 'true' ? true : undefined),
};

/** The filters' names, as the URL, the search's cache key and a feed's link take them. */
export const JOB_FILTER_KEYS = Object.keys(FILTER_READERS) as JobSearchFilterKey[];

/** The search's filters from their values in the URL (a value of none of ours is no filter). */
export const jobFiltersOf = (values: JobFilterParams): JobSearchFilters =>
  Object.fromEntries(JOB_FILTER_KEYS.map((key) => [key, FILTER_READERS[key](values)])) as JobSearchFilters;
