// The reader's working day, which each job's overlap and the overlap filter are measured
// against: a signed-in candidate's from their profile (until they set one, their country's
// zone and 09:00 to 17:00); a visitor's from the time zone they picked on /find-work, 09:00 to
// 17:00. A link's zone comes first; else the zone this browser remembers from the last pick.
import { useMemo } from 'react';
import { findCountry } from '#shared/countries.js';
import { DEFAULT_WORK_END, DEFAULT_WORK_START, defaultTimeZone, isTimeZone } from '#shared/remote-fit/time-zones.js';
import { browserChoice, useBrowserChoice } from '@/lib/browser-choice';
import { useHydrated } from '@/lib/hydrated';
import { useSession } from '@/lib/session';
import type { ReaderDay } from '../api/search-jobs';

const VISITOR_ZONE_KEY = 'visitorTimeZone';

const validZone = (zone: string | undefined) => (zone && isTimeZone(zone) ? zone : undefined);

export function useReaderDay(linkedTimeZone: string | undefined) {
  const { user } = useSession();
  const isCandidate = user?.role === 'candidate';
  const keptZone = validZone(useBrowserChoice(VISITOR_ZONE_KEY));

  const { timeZone: profileZone, workStart, workEnd, country } = (isCandidate && user) || {};
  const day = useMemo<ReaderDay | undefined>(() => {
    if (isCandidate) {
      const timeZone = validZone(profileZone) ?? defaultTimeZone(country);
      return timeZone
        ? { timeZone, workStart: workStart ?? DEFAULT_WORK_START, workEnd: workEnd ?? DEFAULT_WORK_END }
        : undefined;
    }
    const timeZone = linkedTimeZone ?? keptZone;
    return timeZone ? { timeZone, workStart: DEFAULT_WORK_START, workEnd: DEFAULT_WORK_END } : undefined;
  }, [isCandidate, profileZone, workStart, workEnd, country, linkedTimeZone, keptZone]);

  // Offered for "I can apply from" only as the country list names it.
  const candidateCountry = country ? findCountry(country)?.name : undefined;
  // A visitor's kept zone is read once the page is hydrated: until then the day is not known.
  const hydrated = useHydrated();
  return { day, dayKnown: isCandidate || hydrated, isCandidate, candidateCountry };
}

/** A visitor's pick ('' for none), remembered for their next visit. */
export const keepVisitorZone = (zone: string) => browserChoice.keep(VISITOR_ZONE_KEY, zone);

/** What a visitor's pick of their zone changes in the search; the browser remembers the zone. */
export function zonePicked(zone: string): { tz: string } {
  keepVisitorZone(zone);
  return { tz: zone };
}

/** What an overlap changes: a visitor's zone goes into the URL with it, so a link gives the same search. */
export const overlapChanges = (hours: string, visitorZone: string | undefined) =>
  visitorZone ? { overlapHours: hours, tz: visitorZone } : { overlapHours: hours };
