// GET /api/search-jobs, a page at a time (cursor paging, see lib/use-cursor-pages).
import { useMemo } from 'react';
import type { RouteResponse } from '#shared/routes.js';
import type { JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import { callApi } from '@/lib/api-client';
import { JOB_FILTER_KEYS } from '@/lib/job-search-params';
import { useCursorPages } from '@/lib/use-cursor-pages';

/** The reader's working day: each job's overlap with it, and the overlap filter, need it. */
export interface ReaderDay {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export const searchJobs = (
  filters: JobSearchFilters,
  day: ReaderDay | undefined,
  page: number,
  cursor?: string,
): Promise<RouteResponse<'searchJobs'>> => callApi('searchJobs', { query: { ...filters, ...day, page, cursor } });

const jobsOf = (page: RouteResponse<'searchJobs'>) => page.jobs;

/**
 * The first `pages` pages of the search, as one list (`items`). Until `dayKnown` (a visitor's
 * kept time zone is read after hydration) nothing is asked, and the list is loading.
 */
export function useSearchJobs(filters: JobSearchFilters, day: ReaderDay | undefined, dayKnown: boolean, pages: number) {
  const search = useCursorPages(
    'searchJobs',
    dayKnown ? [...JOB_FILTER_KEYS.map((key) => filters[key]), day?.timeZone, day?.workStart, day?.workEnd] : null,
    (page, cursor) => searchJobs(filters, day, page, cursor),
    jobsOf,
    pages,
  );
  return useMemo(() => (dayKnown ? search : { ...search, isLoading: true }), [dayKnown, search]);
}
