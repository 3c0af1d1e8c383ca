// Jobs, applications, job search and the departments lookup.
import * as z from 'zod/mini';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  JOB_CURRENCIES,
  JOB_TYPES,
  MIN_PAY,
  PAY_INTERVALS,
  TITLE_MAX,
} from '../constants.js';
import { type Country, findCountry, timezoneLabel } from '../countries.js';
import { countryTimeZones, timeZoneOptionLabel } from '../remote-fit/time-zones.js';
import { MSG } from '../messages.js';
import { applicantCountries, timeZoneName, clockTime } from './remote-fit.js';
import { jobReviewSchema } from './trust.js';
import { jobSearchFilters, PAY_CURRENCY_NEEDED, payFilterHasCurrency } from './job-search-filters.js';
import {
  APPLICATION_STAGES,
  REJECTION_REASONS,
  applicationStatusSchema,
  stageHistoryEntrySchema,
} from './applications.js';
import { reviewSummarySchema } from './reviews.js';
import { companyQuestionSchema, screeningAnswerSchema, screeningQuestionsField } from './screening.js';
import {
  countryName,
  cursorPagination,
  id,
  optionalFilter,
  page,
  preprocess,
  requiredText,
  trimmed,
} from './common.js';

/** A number, or a numeric string (form fields); blank is "required", not "must be a number". */
/* @__NO_SIDE_EFFECTS__ */
const pay = (label: string) => {
  const numberOrText = z.union([z.number(), z.string().check(z.trim(), z.minLength(1, `${label} is required`))], {
    error: `${label} is required`,
  });
  return z.pipe(
    z.pipe(numberOrText, z.transform(Number)),
    z
      .number({ error: `${label} must be a number` })
      .check(
        z.refine(Number.isFinite, `${label} must be a number`),
        z.minimum(MIN_PAY, `${label} must be at least ${MIN_PAY}`),
        z.maximum(1_000_000_000, `${label} is too large`),
      ),
  );
};

const jobFields = {
  jobTitle: requiredText('Job title', TITLE_MAX, MSG.jobTitleRequired),
  jobType: z.enum(JOB_TYPES, { error: MSG.jobTypeRequired }),
  department: requiredText('Department', 100),
  country: countryName,
  /** A zone label such as "Europe/Paris (GMT+01:00)", or "" when the country has no zones. */
  timeZone: z._default(trimmed('Time zone must be text', z.maxLength(100)), ''),
  startTime: z._default(clockTime('Start time'), DEFAULT_START_TIME),
  endTime: z._default(clockTime('End time'), DEFAULT_END_TIME),
  aboutRole: requiredText('About the role', 5000),
  paymentInterval: z._default(
    z.enum(PAY_INTERVALS, { error: 'Payment interval must be annually, monthly or hourly' }),
    'annually',
  ),
  minSalary: pay('Minimum pay'),
  maxSalary: pay('Maximum pay'),
  /** One of JOB_CURRENCIES, or "" (the currency is optional: docs/product/jobs.md). */
  currency: z._default(
    trimmed(
      'Currency must be text',
      z.toUpperCase(),
      z.refine(
        (code) => code === '' || (JOB_CURRENCIES as readonly string[]).includes(code),
        'Choose a currency from the list',
      ),
    ),
    '',
  ),
  /** Who can apply: country names; empty is Anywhere. */
  applicantCountries,
  /** Asked on the application form (shared/schemas/screening.ts); none by default. */
  screeningQuestions: screeningQuestionsField,
  /** Reject an hour after applying when a requirement is not met (unless a member moved it first). */
  rejectWhenUnqualified: z._default(z.boolean({ error: 'rejectWhenUnqualified must be true or false' }), false),
};

type JobInput = { country: string; timeZone: string; minSalary: number; maxSalary: number };
const jobRules = <T extends JobInput>(job: T, ctx: z.core.$RefinementCtx<T>) => {
  if (job.minSalary > job.maxSalary) {
    ctx.addIssue({ code: 'custom', path: ['maxSalary'], message: 'Maximum pay must not be below minimum pay' });
  }
  const country = findCountry(job.country);
  const zones = country ? countryTimeZones(country.name) : [];
  if (zones.length > 0 && !job.timeZone) {
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'Time zone is required for this country' });
  } else if (country && job.timeZone && !zoneLabelsOf(country).has(job.timeZone)) {
    // Only a zone of the chosen country, as the form lists it ("Europe/Paris (GMT+01:00)").
    const message =
      zones.length > 0 ? `Choose a time zone of ${country.name} from the list` : `${country.name} has no time zones`;
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message });
  }
};

/**
 * The labels a job of that country may carry: the form's (timeZoneOptionLabel), and those it
 * offered before it named zones as the country's people do ("Africa/Abidjan (GMT+00:00)" for
 * Iceland), so that a job saved then can still be edited.
 */
const zoneLabelsOf = (country: Country) =>
  new Set([
    ...countryTimeZones(country.name).map((zone) => timeZoneOptionLabel(zone)),
    ...country.timezones.map(timezoneLabel),
  ]);

/** The job form's fields, in its order: what add-job takes and what an edit starts from. */
export const JOB_FORM_FIELDS = Object.keys(jobFields) as (keyof typeof jobFields)[];

export const addJobBody = z.strictObject(jobFields).check(z.superRefine(jobRules));
export const updateJobBody = z.strictObject({ ...jobFields, jobID: id('jobID') }).check(z.superRefine(jobRules));
export const jobIdQuery = z.strictObject({ jobID: id('jobID') });
export const jobActiveBody = z.strictObject({
  jobID: id('jobID'),
  active: z.boolean({ error: 'active must be true or false' }),
});

export const applicantSchema = z.object({
  userID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** False when the candidate applied with another email than their account's confirmed one. */
  emailConfirmed: z.optional(z.boolean()),
  createdAt: z.string(),
  stage: z.enum(APPLICATION_STAGES),
  /** Why the company rejected the application (the company's own view). */
  rejectionReason: z.optional(z.enum(REJECTION_REASONS)),
  history: z.array(stageHistoryEntrySchema),
  /** The answers to the job's screening questions, as they were asked. */
  answers: z.optional(z.array(screeningAnswerSchema)),
  /** The questions whose requirement the answers missed: "Does not meet requirements". */
  unmetRequirements: z.optional(z.array(z.string())),
  /** When the application will be rejected automatically unless a member moves it first. */
  autoRejectAt: z.optional(z.string()),
  /** How many of the team's reviews gave each rating (scorecards). */
  reviewSummary: reviewSummarySchema,
});

export const jobSchema = z.object({
  _id: z.string(),
  jobTitle: z.string(),
  jobType: z.enum(JOB_TYPES),
  department: z.string(),
  country: z.string(),
  timeZone: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  aboutRole: z.string(),
  paymentInterval: z.enum(PAY_INTERVALS),
  minSalary: z.number(),
  maxSalary: z.number(),
  currency: z.string(),
  /** Who can apply: country names; empty is Anywhere (jobs posted before it say nothing). */
  applicantCountries: z.array(z.string()),
  /** The application form's questions; their requirements only in the company's view. */
  screeningQuestions: z.optional(z.array(companyQuestionSchema)),
  /** The company's view only. */
  rejectWhenUnqualified: z.optional(z.boolean()),
  active: z.boolean(),
  createdAt: z.string(),
  applicantCount: z.number(),
  /** Only the owning employer sees the applicants themselves. */
  applicants: z.optional(z.array(applicantSchema)),
  /** The company's own view: the name of the member who posted the job. */
  postedBy: z.optional(z.string()),
  /** The company's own view: held for review, or removed by an operator (trust and safety). */
  review: z.optional(jobReviewSchema),
  /** The company's name, and its page's address (/companies/{companySlug}) once it has one. */
  employer: z.object({
    companyName: z.string(),
    companySlug: z.optional(z.string()),
    /** The company proved its domain: the "Verified" mark, with the domain. */
    verified: z.optional(z.boolean()),
    verifiedDomain: z.optional(z.string()),
    /**
     * When the company joined, on a job's own page only while it is younger than
     * NEW_COMPANY_DAYS and not verified: the page says so plainly.
     */
    newCompanySince: z.optional(z.string()),
  }),
  /** The signed-in candidate's application to this job, if any (the candidate's job page). */
  myApplication: z.optional(applicationStatusSchema),
  /** Whether the signed-in candidate keeps this job among their saved jobs (the candidate's job page). */
  saved: z.optional(z.boolean()),
});
export type Job = z.infer<typeof jobSchema>;

/**
 * A job as the search list shows it: each search entry carries one, so a search is one Query.
 * Without aboutRole (the list does not show it) and applicantCount (it changes with every
 * application, which would then rewrite the job's eight entries).
 */
export const jobCardSchema = z.omit(jobSchema, {
  aboutRole: true,
  screeningQuestions: true,
  rejectWhenUnqualified: true,
  applicantCount: true,
  applicants: true,
  myApplication: true,
  saved: true,
  review: true,
});
export type JobCard = z.infer<typeof jobCardSchema>;

/**
 * Employer's jobs table: tab, search, filters and page live in the URL and come here, with the
 * cursor of the page before (pagination.nextCursor) once the client has one.
 */
export const getJobsQuery = z.strictObject({
  active: z.optional(z.enum(['', 'true', 'false'], { error: 'active must be true, false or empty' })),
  jobTitle: optionalFilter('jobTitle'),
  country: optionalFilter('country'),
  department: optionalFilter('department'),
  page,
  cursor: optionalFilter('cursor', 2000),
});
/**
 * `counts`: the company's jobs in each tab. `firstRecord`: the place of the page's first row
 * in its tab or search (0 on an empty page); `totalRecords` and `totalPages` only without
 * search or filters, which are answered a page at a time.
 */
export const getJobsResponse = z.object({
  jobs: z.array(jobSchema),
  counts: z.object({ all: z.number(), open: z.number(), closed: z.number() }),
  pagination: z.object({
    ...cursorPagination.shape,
    firstRecord: z.number(),
    totalRecords: z.optional(z.number()),
    totalPages: z.optional(z.number()),
  }),
});

/** The search's filters, with the reader's day and the page around them (job feeds take the same). */
export const searchJobsQuery = z
  .strictObject({
    ...jobSearchFilters.shape,
    /** The reader's day, for overlapHours and each job's overlap: a visitor's pick or a candidate's profile. */
    timeZone: preprocess(
      (value) => (typeof value === 'string' ? value.trim() || undefined : value),
      z.optional(timeZoneName),
    ),
    workStart: z.optional(clockTime('workStart')),
    workEnd: z.optional(clockTime('workEnd')),
    page,
    /** Opaque position of the page, returned as pagination.nextCursor by the previous page. */
    cursor: optionalFilter('cursor', 2000),
  })
  .check(
    z.refine(payFilterHasCurrency, PAY_CURRENCY_NEEDED),
    z.refine((query) => query.overlapHours === undefined || !!query.timeZone, {
      message: 'Pick your time zone to filter by overlap with your day',
      path: ['timeZone'],
    }),
  );

/** A job in a search answer: its card, and its overlap with the reader's day when a time zone is known. */
export const searchJobCardSchema = z.extend(jobCardSchema, { overlapHours: z.optional(z.number()) });
export type SearchJobCard = z.infer<typeof searchJobCardSchema>;

export const searchJobsResponse = z.object({
  jobs: z.array(searchJobCardSchema),
  pagination: cursorPagination,
  /** With a pay filter: the date of the reference exchange rates it converted at (YYYY-MM-DD). */
  referenceRatesDate: z.optional(z.string()),
});

export const departmentSchema = z.object({ name: z.string() });
export const departmentsResponse = z.object({ departments: z.array(departmentSchema) });
export const jobResponse = z.object({ job: jobSchema });
