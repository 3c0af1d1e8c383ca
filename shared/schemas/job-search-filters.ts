// The job search's filters, declared once: the search-jobs query (and the job feeds, which
// take it), a job alert's saved search and its answer, the server's matching and the web's
// filter state all derive from `jobSearchFilters`. A new filter is one field here, plus its
// control on the web and its check in functions/jobs/job-matching.ts.
import * as z from 'zod/mini';
import { JOB_CURRENCIES, JOB_TYPES, OVERLAP_CHOICES, PAY_INTERVALS } from '../constants.js';
import { countryName, optionalFilter, preprocess } from './common.js';

/**
 * A filter whose last step is the form it is kept in (a saved alert) and answered in: wider
 * than what `parse` lets in, so that a value saved under an older rule still reads.
 */
/* @__NO_SIDE_EFFECTS__ */
const keptAs = <P extends z.core.SomeType, K extends z.core.SomeType>(
  parse: P,
  kept: K & (z.output<P> extends z.input<K> ? unknown : never),
) =>
  // z.pipe wants `kept` to take exactly what `parse` gives; the type above checks it takes at least that.
  z.pipe(parse, kept as unknown as z.core.$ZodType<unknown, z.output<P>>) as unknown as z.ZodMiniPipe<P, K>;

const blankIsAbsent = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** A whole number from a query string or JSON; blank is no filter. */
/* @__NO_SIDE_EFFECTS__ */
const optionalAmount = (label: string) =>
  preprocess(
    blankIsAbsent,
    z.optional(
      z.coerce
        .number({ error: `${label} must be a number` })
        .check(
          z.refine(Number.isFinite, `${label} must be a number`),
          z.minimum(0, `${label} must be at least 0`),
          z.maximum(1_000_000_000, `${label} is too large`),
        ),
    ),
  );

const text = z.optional(z.string());

/** Any text: the search compares it with each job's country; an alert narrows it to the list. */
export const countryFilter = keptAs(optionalFilter('country'), text);

/**
 * Every filter of a job search, in the order the URL, the cursor's fingerprint and the alert's
 * fields list them. Each is optional: an old client that sends none gets no filter. The last
 * step of each pipe is the filter as kept (keptJobSearchFilterFields).
 */
const filterFields = {
  jobTitle: keptAs(optionalFilter('jobTitle'), text),
  /** Case-insensitive like the other filters: "Full-Time" finds full-time jobs. */
  jobType: preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.optional(z.enum(JOB_TYPES, { error: 'jobType must be full-time, part-time or contractor' })),
  ),
  department: keptAs(optionalFilter('department'), text),
  country: countryFilter,
  /** On a yearly basis per payInterval; jobs match when their maximum pay reaches it. */
  minPay: keptAs(optionalAmount('minPay'), z.optional(z.number())),
  payInterval: preprocess(
    blankIsAbsent,
    z.optional(z.enum(PAY_INTERVALS, { error: 'payInterval must be annually, monthly or hourly' })),
  ),
  payCurrency: keptAs(
    preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
      z.optional(z.enum(JOB_CURRENCIES, { error: 'Choose a currency from the list' })),
    ),
    text,
  ),
  /** Matches jobs open to Anywhere or listing this country. */
  applyFrom: keptAs(preprocess(blankIsAbsent, z.optional(countryName)), text),
  /** Against the reader's day: the search's timeZone, or an alert owner's profile. */
  overlapHours: preprocess(
    (value) => (typeof value === 'string' ? (value.trim() ? Number(value) : undefined) : value),
    z.optional(
      z.union(
        OVERLAP_CHOICES.map((hours) => z.literal(hours)),
        { error: 'overlapHours must be 2, 4, 6 or 8' },
      ),
    ),
  ),
  /** Only jobs of companies that proved their domain (trust and safety); false or blank is no filter. */
  verifiedOnly: keptAs(
    preprocess(
      (value) => (value === 'true' ? true : value === 'false' || value === false ? undefined : blankIsAbsent(value)),
      z.optional(z.literal(true, { error: 'verifiedOnly must be true or false' })),
    ),
    z.optional(z.boolean()),
  ),
};

/** The one declaration. Composed by spreading its `.shape` (z.extend would add its code to every function). */
export const jobSearchFilters = z.object(filterFields);
/** The filters as a search compares them and an alert keeps them. */
export type JobSearchFilters = z.output<typeof jobSearchFilters>;
export type JobSearchFilterKey = keyof JobSearchFilters;
export const JOB_SEARCH_FILTER_KEYS = /* @__PURE__ */ Object.keys(filterFields) as JobSearchFilterKey[];

/** The filters of `source` that are set (neither undefined nor blank), in the schema's order. */
export const setFiltersOf = (source: { [K in JobSearchFilterKey]?: JobSearchFilters[K] }): JobSearchFilters =>
  Object.fromEntries(
    JOB_SEARCH_FILTER_KEYS.map((key) => [key, source[key]]).filter(([, value]) => value !== undefined && value !== ''),
  ) as JobSearchFilters;

/** Each filter's kept form: the last step of its pipe. */
/* @__NO_SIDE_EFFECTS__ */
const keptForms = (fields: typeof filterFields) =>
  Object.fromEntries(JOB_SEARCH_FILTER_KEYS.map((key) => [key, fields[key].def.out])) as {
    [K in JobSearchFilterKey]: (typeof filterFields)[K]['def']['out'];
  };

/** The filters as an alert keeps them and its answer carries them: fields for a z.object. */
export const keptJobSearchFilterFields = keptForms(filterFields);

/** A pay filter needs its currency (the product compares pay in one): for a `.check(z.refine(...))`. */
export const payFilterHasCurrency = (filters: { minPay?: number; payCurrency?: string }) =>
  filters.minPay === undefined || !!filters.payCurrency;
export const PAY_CURRENCY_NEEDED = { message: 'Choose the currency of the minimum pay', path: ['payCurrency'] };
