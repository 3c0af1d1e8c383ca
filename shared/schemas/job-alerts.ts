// Job alerts (docs/product/job-alerts.md): a candidate's saved job search, emailed once a day
// as a digest of the new jobs that match it, with an unsubscribe link that needs no session.
import * as z from 'zod/mini';
import { JOB_TYPE_LABELS } from '../constants.js';
import { describeMinimumPay, describeOverlapChoice } from '../remote-fit/describe-filters.js';
import {
  countryFilter,
  JOB_SEARCH_FILTER_KEYS,
  jobSearchFilters,
  keptJobSearchFilterFields,
  PAY_CURRENCY_NEEDED,
  payFilterHasCurrency,
  type JobSearchFilterKey,
  type JobSearchFilters,
} from './job-search-filters.js';
import { findCountry } from '../countries.js';
import { id, trimmed } from './common.js';

/** Alerts one candidate may keep. */
export const JOB_ALERTS_MAX = 10;
/** Jobs one digest email lists at most. */
export const JOB_ALERT_DIGEST_MAX = 10;

export const JOB_ALERT_MSG = {
  limit: `You can keep up to ${JOB_ALERTS_MAX} job alerts. Delete one to add another.`,
  duplicate: 'You already have a job alert for this search.',
  emptySearch: 'Search for a job title or choose a filter first: a job alert saves a search.',
  notFound: 'This job alert no longer exists. It may have been deleted.',
  badLink:
    'This unsubscribe link is not valid. Open it from the job alert email again, or manage your alerts after you log in.',
  alreadyGone: 'This job alert was already removed: you will not receive it any more.',
  unsubscribed: 'You will no longer receive this alert',
} as const;

/**
 * The token of an unsubscribe link: `<userID>.<alertID>.<digest>.<secret>`, where digest names
 * the email it came in (13 digits) and secret is 32 random bytes in base64url. Only the
 * secret's SHA-256 is stored, with the record of that email.
 */
export const UNSUBSCRIBE_TOKEN_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\d{13}\.[A-Za-z0-9_-]{43}$/;

/** A country from the reference list, in its reference spelling (the search takes any); blank for "any". */
const referenceCountry = z.pipe(
  countryFilter,
  z.transform((value: string | undefined, ctx) => {
    if (value === undefined) return undefined;
    const country = findCountry(value);
    if (!country) {
      ctx.issues.push({ code: 'custom', message: `Unknown country: ${value}`, input: value });
      return z.NEVER;
    }
    return country.name;
  }),
);

/** What does not make a search on its own: title words are checked apart; an interval or a currency qualify a pay. */
const NOT_A_SEARCH_ALONE = new Set<JobSearchFilterKey>(['jobTitle', 'payInterval', 'payCurrency']);

/**
 * The search an alert saves: what /dashboard/find-jobs searches with. Any field may be blank,
 * not all: an alert of every new job would be a newsletter, not a search.
 */
export const createJobAlertBody = z.strictObject({ ...jobSearchFilters.shape, country: referenceCountry }).check(
  z.refine(
    (search) =>
      /[\p{L}\p{N}]/u.test(search.jobTitle ?? '') ||
      JOB_SEARCH_FILTER_KEYS.some((key) => !NOT_A_SEARCH_ALONE.has(key) && search[key] !== undefined),
    JOB_ALERT_MSG.emptySearch,
  ),
  z.refine(payFilterHasCurrency, PAY_CURRENCY_NEEDED),
);

/**
 * A saved alert: its search as kept (the title's words lower-case, as the search compares
 * them; an overlap against the candidate's day on their profile when the digest is made).
 */
export const jobAlertSchema = z.object({
  alertID: z.string(),
  ...keptJobSearchFilterFields,
  paused: z.boolean(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
/** The search an alert saves. */
export type JobAlertSearch = JobSearchFilters;

export const jobAlertResponse = z.object({ alert: jobAlertSchema, msg: z.string() });
export const getJobAlertsResponse = z.object({ alerts: z.array(jobAlertSchema), max: z.number() });
export const alertIdQuery = z.strictObject({ alertID: id('alertID') });
export const updateJobAlertBody = z.strictObject({
  alertID: id('alertID'),
  paused: z.boolean({ error: 'paused must be true or false' }),
});

export const unsubscribeQuery = z.strictObject({
  token: trimmed(JOB_ALERT_MSG.badLink, z.regex(UNSUBSCRIBE_TOKEN_PATTERN, JOB_ALERT_MSG.badLink)),
});
export const unsubscribeResponse = z.object({ msg: z.string(), alert: z.object({ description: z.string() }) });

/** The search in words, as the alerts screen and the emails show it: "assistant · Full-time · Philippines". */
export function describeJobAlert(search: JobAlertSearch): string {
  const parts = [
    search.jobTitle,
    search.jobType ? JOB_TYPE_LABELS[search.jobType] : undefined,
    search.department,
    search.country,
    search.minPay !== undefined ? describeMinimumPay(search.minPay, search.payInterval, search.payCurrency) : undefined,
    search.applyFrom ? `Can apply from ${search.applyFrom}` : undefined,
    search.overlapHours ? describeOverlapChoice(search.overlapHours) : undefined,
    search.verifiedOnly ? 'Verified companies only' : undefined,
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}
