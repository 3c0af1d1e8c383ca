// Remote fit in the API: who may apply from where and working hours. The job form's
// `applicantCountries` and the candidate's day (`timeZone`, `workStart`, `workEnd`); the
// remote-fit filters of a search are in job-search-filters.ts.
import * as z from 'zod/mini';
import { isTimeZone } from '../remote-fit/time-zones.js';
import { countryName, trimmed } from './common.js';

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
