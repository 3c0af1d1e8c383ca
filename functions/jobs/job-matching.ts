// Whether a job's card matches a search: what job search and job alerts check on every card
// they read from a list (job-lists.ts), since a list answers for one condition at most.
import type { JobCard } from '#shared/schemas/jobs.js';
import type { JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { meetsMinimumPay, type ReferenceRates } from '#shared/remote-fit/pay.js';
import { canApplyFrom } from '#shared/remote-fit/who-can-apply.js';
import { matchesOverlap, workingDayHours, workingDayOverlapHours, zoneOfLabel } from '#shared/remote-fit/time-zones.js';
import { normalize, titleMatches } from '#platform/search/search-keys.js';
import { LISTED_FILTERS } from './job-lists.js';

export type { JobSearchFilters } from '#shared/schemas/job-search-filters.js';

/** A reader's working day: a time zone and its start and end (HH:MM). */
export interface WorkingDay {
  timeZone: string;
  start: string;
  end: string;
}

/** What matching needs besides the search: the rates of a pay filter, the reader's day, today. */
export interface MatchContext {
  rates?: ReferenceRates;
  reader?: WorkingDay;
  now: Date;
}

/** The overlap in hours of the job's hours with the reader's day; undefined for flexible hours (no time zone). */
export function overlapWithReader(card: JobCard, reader: WorkingDay, now: Date): number | undefined {
  const zone = zoneOfLabel(card.timeZone);
  if (!zone) return undefined;
  return workingDayOverlapHours({ timeZone: zone, start: card.startTime, end: card.endTime }, reader, now);
}

/**
 * Whether the search sets a condition no list answers for (can apply from, overlap): a new
 * filter counts here until a list holds it. `filters` holds only the filters set.
 */
export const hasRemoteConditions = (filters: JobSearchFilters) =>
  Object.keys(filters).some((key) => !(LISTED_FILTERS as readonly string[]).includes(key));

/** Whether the card meets every condition of the search. */
export function cardMatches(card: JobCard, filters: JobSearchFilters, context: MatchContext): boolean {
  if (filters.jobTitle && !titleMatches(card.jobTitle, filters.jobTitle)) return false;
  if (filters.jobType && card.jobType !== filters.jobType) return false;
  if (filters.department && normalize(card.department) !== normalize(filters.department)) return false;
  if (filters.country && normalize(card.country) !== normalize(filters.country)) return false;
  if (filters.minPay !== undefined) {
    if (!filters.payCurrency || !context.rates) return false;
    const filter = { minPay: filters.minPay, payInterval: filters.payInterval, payCurrency: filters.payCurrency };
    if (!meetsMinimumPay(card, filter, context.rates)) return false;
  }
  if (filters.applyFrom && !canApplyFrom(card.applicantCountries, filters.applyFrom)) return false;
  if (filters.verifiedOnly && !card.employer.verified) return false;
  if (filters.overlapHours !== undefined) {
    if (!context.reader) return false;
    const overlap = overlapWithReader(card, context.reader, context.now);
    const readerDay = workingDayHours(context.reader.start, context.reader.end);
    if (!matchesOverlap(overlap, filters.overlapHours, readerDay)) return false;
  }
  return true;
}
