// How a job's facts read on screen (docs/product/jobs.md), wherever a job is shown.
import { JOB_TYPE_LABELS, type JobType, type PayInterval } from '#shared/constants.js';

/** "Full-time", "Part-time", "Contractor". */
export const jobTypeLabel = (jobType: string | undefined): string =>
  jobType ? (JOB_TYPE_LABELS[jobType as JobType] ?? jobType) : '';

/** The job types in the order of the find-jobs filter (docs/product/jobs.md: Full-time, Contractor, Part-time). */
export const JOB_TYPE_FILTER_ORDER: JobType[] = ['full-time', 'contractor', 'part-time'];

const INTERVAL_LABELS: Record<PayInterval, string> = { annually: 'year', monthly: 'month', hourly: 'hour' };

/** "year", "month" or "hour"; "hour" when the interval is absent (docs/product/ui.md). */
export const payIntervalLabel = (interval: string | undefined): string =>
  INTERVAL_LABELS[interval as PayInterval] ?? 'hour';

// Made once: toLocaleString with options builds a new formatter (ICU lookups) on every call,
// three per job card.
const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const amount = (value: number) => amountFormat.format(value);

/** "USD 50,000 - 80,000 / year"; without a currency the code is left out. */
export function formatPay(job: {
  minSalary: number;
  maxSalary: number;
  currency?: string;
  paymentInterval?: string;
}): string {
  const range =
    job.minSalary === job.maxSalary ? amount(job.minSalary) : `${amount(job.minSalary)} - ${amount(job.maxSalary)}`;
  return `${job.currency ? `${job.currency} ` : ''}${range} / ${payIntervalLabel(job.paymentInterval)}`;
}

/** "08:00 - 17:00, Europe/Paris (GMT+01:00)"; the zone is left out when the job has none. */
export function formatHours(job: { startTime: string; endTime: string; timeZone?: string }): string {
  return `${job.startTime} - ${job.endTime}${job.timeZone ? `, ${job.timeZone}` : ''}`;
}

/** "12 Mar 2026": dates of lists and details. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}
