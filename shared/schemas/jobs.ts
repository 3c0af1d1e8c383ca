// Jobs, applications, job search and the departments lookup.
import * as z from 'zod';
import {
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  JOB_CURRENCIES,
  JOB_TYPES,
  MIN_PAY,
  PAY_INTERVALS,
  TITLE_MAX,
} from '../constants.js';
import { findCountry } from '../countries.js';
import { MSG } from '../messages.js';
import { countryName, email, firstName, id, lastName, optionalFilter, page, requiredText } from './common.js';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = (label: string) => z.string({ error: `${label} is required` }).regex(HHMM, `${label} must be a time such as 08:00`);
/** A number, or a numeric string (form fields); blank is "required", not "must be a number". */
const pay = (label: string) =>
  z
    .union([z.number(), z.string().trim().min(1, `${label} is required`)], { error: `${label} is required` })
    .transform(Number)
    .pipe(
      z
        .number({ error: `${label} must be a number` })
        .refine(Number.isFinite, `${label} must be a number`)
        .min(MIN_PAY, `${label} must be at least ${MIN_PAY}`)
        .max(1_000_000_000, `${label} is too large`),
    );

const jobFields = {
  jobTitle: requiredText('Job title', TITLE_MAX, MSG.jobTitleRequired),
  jobType: z.enum(JOB_TYPES, { error: MSG.jobTypeRequired }),
  department: requiredText('Department', 100),
  country: countryName,
  /** A zone label such as "Europe/Paris (GMT+01:00)", or "" when the country has no zones. */
  timeZone: z.string({ error: 'Time zone must be text' }).trim().max(100).default(''),
  startTime: time('Start time').default(DEFAULT_START_TIME),
  endTime: time('End time').default(DEFAULT_END_TIME),
  aboutRole: requiredText('About the role', 5000),
  paymentInterval: z.enum(PAY_INTERVALS, { error: 'Payment interval must be annually, monthly or hourly' }).default('annually'),
  minSalary: pay('Minimum pay'),
  maxSalary: pay('Maximum pay'),
  /** One of JOB_CURRENCIES, or "" (the spec makes the currency optional). */
  currency: z
    .string({ error: 'Currency must be text' })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || (JOB_CURRENCIES as readonly string[]).includes(code), 'Choose a currency from the list')
    .default(''),
};

type JobInput = { country: string; timeZone: string; minSalary: number; maxSalary: number };
const jobRules = <T extends JobInput>(job: T, ctx: z.RefinementCtx) => {
  if (job.minSalary > job.maxSalary) {
    ctx.addIssue({ code: 'custom', path: ['maxSalary'], message: 'Maximum pay must not be below minimum pay' });
  }
  const zones = findCountry(job.country)?.timezones ?? [];
  if (zones.length > 0 && !job.timeZone) {
    ctx.addIssue({ code: 'custom', path: ['timeZone'], message: 'Time zone is required for this country' });
  }
};

export const addJobBody = z.strictObject(jobFields).superRefine(jobRules);
export const updateJobBody = z.strictObject({ ...jobFields, jobID: id('jobID') }).superRefine(jobRules);
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
  createdAt: z.string(),
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
  active: z.boolean(),
  createdAt: z.string(),
  applicantCount: z.number(),
  /** Only the owning employer sees the applicants themselves. */
  applicants: z.array(applicantSchema).optional(),
  employer: z.object({ companyName: z.string() }),
});
export type Job = z.infer<typeof jobSchema>;

/** Employer's jobs table: tab, search, filters and page live in the URL and come here. */
export const getJobsQuery = z.strictObject({
  active: z.enum(['', 'true', 'false'], { error: 'active must be true, false or empty' }).optional(),
  jobTitle: optionalFilter('jobTitle'),
  country: optionalFilter('country'),
  department: optionalFilter('department'),
  page,
});
export const getJobsResponse = z.object({
  jobs: z.array(jobSchema),
  counts: z.object({ all: z.number(), open: z.number(), closed: z.number() }),
  pagination: z.object({ currentPage: z.number(), totalRecords: z.number(), totalPages: z.number() }),
});

export const searchJobsQuery = z.strictObject({
  jobTitle: optionalFilter('jobTitle'),
  /** Case-insensitive like the other filters: "Full-Time" finds full-time jobs. */
  jobType: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
    z.enum(JOB_TYPES, { error: 'jobType must be full-time, part-time or contractor' }).optional(),
  ),
  department: optionalFilter('department'),
  country: optionalFilter('country'),
  page,
  /** Opaque position of the page, returned as pagination.nextCursor by the previous page. */
  cursor: optionalFilter('cursor', 2000),
});
export const paginationSchema = z.object({
  currentPage: z.number(),
  isLastPage: z.boolean(),
  nextCursor: z.string().optional(),
});
export const searchJobsResponse = z.object({ jobs: z.array(jobSchema), pagination: paginationSchema });

export const jobApplicationBody = z.strictObject({
  firstName,
  lastName,
  email,
  country: countryName,
  phoneNo: z
    .string({ error: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\+?[0-9 ()-]{5,25}$/, 'Please enter a valid phone number'),
  jobID: id('jobID'),
});

export const departmentSchema = z.object({ name: z.string() });
export const departmentsResponse = z.object({ departments: z.array(departmentSchema) });
export const jobResponse = z.object({ job: jobSchema });
