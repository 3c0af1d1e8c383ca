// Remote fit in the API: who may apply from where, pay and working hours. The job form's
// `applicantCountries`, the candidate's day (`timeZone`, `workStart`, `workEnd`) and the
// filters that search-jobs and job alerts share.
import * as z from 'zod/mini';
import { JOB_CURRENCIES, OVERLAP_CHOICES, PAY_INTERVALS } from '../constants.js';
import { isTimeZone } from '../remote-fit/time-zones.js';
import { countryName, preprocess, trimmed } from './common.js';

/** How many countries a job may list: every country there is. */
export const APPLICANT_COUNTRIES_MAX = 250;

// In constants.ts, beside the other choices: the web's public job search reads them without zod.
export { OVERLAP_CHOICES, type OverlapChoice } from '../constants.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/* @__NO_SIDE_EFFECTS__ */
export const clockTime = (label: string) =>
  z.string({ error: `${label} is required` }).check(z.regex(HHMM, `${label} must be a time such as 08:00`));

/** An IANA time-zone name such as "Asia/Kolkata". */
export const timeZoneName = trimmed(
  'Time zone must be text',
  z.maxLength(64, 'Time zone must be at most 64 characters'),
  z.refine(isTimeZone, 'Choose a time zone from the list, such as Europe/Berlin'),
);

/** Country names, canonical spelling, each once, in the order given: empty means Anywhere. */
export const applicantCountries = z._default(
  z.pipe(
    z
      .array(countryName, { error: 'applicantCountries must be a list of countries' })
      .check(
        z.maxLength(
          APPLICANT_COUNTRIES_MAX,
          `applicantCountries can hold at most ${APPLICANT_COUNTRIES_MAX} countries`,
        ),
      ),
    z.transform((names: string[]) => [...new Set(names)]),
  ),
  [],
);

/** The candidate's day on their profile: all optional in an update. */
export const workingDayFields = {
  timeZone: z.optional(timeZoneName),
  workStart: z.optional(clockTime('Start of your working day')),
  workEnd: z.optional(clockTime('End of your working day')),
};

/** A whole number from a query string or JSON; blank is no filter. */
const optionalAmount = (label: string) =>
  preprocess(
    (value) => (typeof value === 'string' ? value.trim() || undefined : value),
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

const blankIsAbsent = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/**
 * The remote-fit filters of a search (search-jobs) and of a job alert. Each is optional: an
 * old client that sends none gets no pay, country or overlap filter.
 */
export const remoteFitFilterFields = {
  /** On a yearly basis per payInterval; jobs match when their maximum pay reaches it. */
  minPay: optionalAmount('minPay'),
  payInterval: preprocess(
    blankIsAbsent,
    z.optional(z.enum(PAY_INTERVALS, { error: 'payInterval must be annually, monthly or hourly' })),
  ),
  payCurrency: preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() || undefined : value),
    z.optional(z.enum(JOB_CURRENCIES, { error: 'Choose a currency from the list' })),
  ),
  /** Matches jobs open to Anywhere or listing this country. */
  applyFrom: preprocess(blankIsAbsent, z.optional(countryName)),
  overlapHours: preprocess(
    (value) => (typeof value === 'string' ? (value.trim() ? Number(value) : undefined) : value),
    z.optional(
      z.union(
        OVERLAP_CHOICES.map((hours) => z.literal(hours)),
        { error: 'overlapHours must be 2, 4, 6 or 8' },
      ),
    ),
  ),
};

/** A pay filter needs its currency (the product compares pay in one): for a `.check(z.refine(...))`. */
export const payFilterHasCurrency = (filters: { minPay?: number; payCurrency?: string }) =>
  filters.minPay === undefined || !!filters.payCurrency;
export const PAY_CURRENCY_NEEDED = { message: 'Choose the currency of the minimum pay', path: ['payCurrency'] };
