// How a job's facts read on screen (docs/product/jobs.md), wherever a job is shown.
import { JOB_TYPE_LABELS, type JobType } from '#shared/constants.js';
import {
  DEFAULT_WORK_END,
  DEFAULT_WORK_START,
  defaultTimeZone,
  describeOverlap,
  workingDayOverlapHours,
  zoneOfLabel,
} from '#shared/remote-fit/time-zones.js';
import { describeWhoCanApply } from '#shared/remote-fit/who-can-apply.js';
import type { User } from '#shared/schemas/accounts.js';

/** "Full-time", "Part-time", "Contractor". */
export const jobTypeLabel = (jobType: string | undefined): string =>
  jobType ? (JOB_TYPE_LABELS[jobType as JobType] ?? jobType) : '';

/** The job types in the order of the find-jobs filter (docs/product/jobs.md: Full-time, Contractor, Part-time). */
export const JOB_TYPE_FILTER_ORDER: JobType[] = ['full-time', 'contractor', 'part-time'];

// Made once: toLocaleString with options builds a new formatter (ICU lookups) on every call.
const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
let utcDateFormat: Intl.DateTimeFormat | undefined;

/** A working day in a time zone (IANA name), as the overlap is computed between two of them. */
export interface ReaderDay {
  timeZone: string;
  start: string;
  end: string;
}

/**
 * The signed-in candidate's working day, from their profile: their time zone or their
 * country's, 09:00 to 17:00 unless they set theirs. Undefined for anyone else, or a candidate
 * whose zone is unknown.
 */
export function readerDayOf(user: User | null | undefined): ReaderDay | undefined {
  if (user?.role !== 'candidate') return undefined;
  const timeZone = zoneOfLabel(user.timeZone ?? '') ?? defaultTimeZone(user.country);
  if (!timeZone) return undefined;
  return { timeZone, start: user.workStart ?? DEFAULT_WORK_START, end: user.workEnd ?? DEFAULT_WORK_END };
}

/** "4 h overlap with your day" for a reader with a day; "Flexible hours" for a job without a time zone. */
export function jobOverlap(
  job: { timeZone: string; startTime: string; endTime: string },
  reader: ReaderDay | undefined,
): string | undefined {
  if (!reader) return undefined;
  const timeZone = zoneOfLabel(job.timeZone);
  if (!timeZone) return describeOverlap(undefined);
  return describeOverlap(workingDayOverlapHours({ timeZone, start: job.startTime, end: job.endTime }, reader));
}

/**
 * A search answer's overlap of a job with the reader's day: the answer carries it for jobs
 * with a time zone when the search had the reader's zone (`zoneKnown`); a job without a zone
 * has flexible hours.
 */
export function cardOverlap(job: { timeZone: string; overlapHours?: number }, zoneKnown: boolean): string | undefined {
  if (job.overlapHours !== undefined) return describeOverlap(job.overlapHours);
  return zoneKnown && !job.timeZone ? describeOverlap(undefined) : undefined;
}

/** Who can apply with every country named, as job pages show it ("Only from: Germany, Poland, France"). */
export const whoCanApplyInFull = (countries: readonly string[] | undefined): string =>
  describeWhoCanApply(countries, countries?.length ?? 0);

/** "08:00 - 17:00, Europe/Paris (GMT+01:00)"; the zone is left out when the job has none. */
export function formatHours(job: { startTime: string; endTime: string; timeZone?: string }): string {
  return `${job.startTime} - ${job.endTime}${job.timeZone ? `, ${job.timeZone}` : ''}`;
}

/**
 * "12 Mar 2026": dates of lists and details, in the reader's time zone; `utc` for a page the
 * server renders, whose first render in the browser must show the server's date.
 */
export function formatDate(iso: string, options: { utc?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (!options.utc) return dateFormat.format(date);
  utcDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return utcDateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 10:00": when something happened to an application (a move, a review). */
export const formatDateTime = (iso: string): string => dateTimeFormat.format(new Date(iso));

/** A rejection reason's key as words ("role-filled": "Role filled"). */
export const rejectionReasonLabel = (reason: string): string =>
  (reason.charAt(0).toUpperCase() + reason.slice(1)).replaceAll('-', ' ');
