// Job alerts (docs/product/job-alerts.md): a candidate's saved job search, emailed once a day
// as a digest of the new jobs that match it, with an unsubscribe link that needs no session.
import * as z from 'zod/mini';
import { JOB_TYPE_LABELS, JOB_TYPES, PAY_INTERVALS, TITLE_MAX } from '../constants.js';
import { describeMinimumPay, describeOverlapChoice } from '../remote-fit/describe-filters.js';
import { OVERLAP_CHOICES, PAY_CURRENCY_NEEDED, payFilterHasCurrency, remoteFitFilterFields } from './remote-fit.js';
import { findCountry } from '../countries.js';
import { id, optionalFilter, preprocess, trimmed } from './common.js';

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

/** A job type filter as the search takes it: case-insensitive, blank for "any". */
const jobTypeFilter = preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z.optional(z.enum(JOB_TYPES, { error: 'jobType must be full-time, part-time or contractor' })),
);

/** A country from the reference list, in its reference spelling; blank for "any". */
const countryFilter = z.pipe(
  optionalFilter('country'),
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

/**
 * The search an alert saves: what /dashboard/find-jobs searches with. Any field may be blank,
 * not all: an alert of every new job would be a newsletter, not a search.
 */
export const createJobAlertBody = z
  .strictObject({
    jobTitle: z.optional(
      trimmed('jobTitle must be text', z.maxLength(TITLE_MAX, `jobTitle must be at most ${TITLE_MAX} characters`)),
    ),
    jobType: jobTypeFilter,
    department: optionalFilter('department'),
    country: countryFilter,
    ...remoteFitFilterFields,
  })
  .check(
    z.refine(
      (search) =>
        /[\p{L}\p{N}]/u.test(search.jobTitle ?? '') ||
        Boolean(
          search.jobType ||
          search.department ||
          search.country ||
          search.minPay !== undefined ||
          search.applyFrom ||
          search.overlapHours,
        ),
      JOB_ALERT_MSG.emptySearch,
    ),
    z.refine(payFilterHasCurrency, PAY_CURRENCY_NEEDED),
  );

export const jobAlertSchema = z.object({
  alertID: z.string(),
  /** The title words, lower-case, as the search compares them; absent: any title. */
  jobTitle: z.optional(z.string()),
  jobType: z.optional(z.enum(JOB_TYPES)),
  department: z.optional(z.string()),
  country: z.optional(z.string()),
  minPay: z.optional(z.number()),
  payInterval: z.optional(z.enum(PAY_INTERVALS)),
  payCurrency: z.optional(z.string()),
  applyFrom: z.optional(z.string()),
  /** Against the candidate's working day on their profile when the digest is made. */
  overlapHours: z.optional(z.union(OVERLAP_CHOICES.map((hours) => z.literal(hours)))),
  paused: z.boolean(),
  createdAt: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
export type JobAlertSearch = Pick<
  JobAlert,
  | 'jobTitle'
  | 'jobType'
  | 'department'
  | 'country'
  | 'minPay'
  | 'payInterval'
  | 'payCurrency'
  | 'applyFrom'
  | 'overlapHours'
>;

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
  ].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' · ') : 'All jobs';
}
