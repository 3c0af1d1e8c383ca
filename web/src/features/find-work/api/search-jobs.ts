// GET /api/search-jobs, a page at a time (cursor paging, see lib/use-cursor-pages).
import { useMemo } from 'react';
import type { JobType } from '#shared/constants.js';
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { REMOTE_FIT_KEYS, type RemoteFitFilters } from '@/lib/remote-fit-params';
import { useCursorPages } from '@/lib/use-cursor-pages';

export interface JobFilters extends RemoteFitFilters {
  jobTitle?: string;
  jobType?: JobType;
  department?: string;
  country?: string;
}

/** The reader's working day: each job's overlap with it, and the overlap filter, need it. */
export interface ReaderDay {
  timeZone: string;
  workStart: string;
  workEnd: string;
}

export const searchJobs = (
  filters: JobFilters,
  day: ReaderDay | undefined,
  page: number,
  cursor?: string,
): Promise<RouteResponse<'searchJobs'>> => callApi('searchJobs', { query: { ...filters, ...day, page, cursor } });

const jobsOf = (page: RouteResponse<'searchJobs'>) => page.jobs;

/** The filters of a search, as the URL and the cache key hold them, in this order. */
export const SEARCH_FIELDS = ['jobTitle', 'jobType', 'department', 'country', ...REMOTE_FIT_KEYS] as const;

/**
 * The first `pages` pages of the search, as one list (`items`). Until `dayKnown` (a visitor's
 * kept time zone is read after hydration) nothing is asked, and the list is loading.
 */
export function useSearchJobs(filters: JobFilters, day: ReaderDay | undefined, dayKnown: boolean, pages: number) {
  const search = useCursorPages(
    'searchJobs',
    dayKnown ? [...SEARCH_FIELDS.map((field) => filters[field]), day?.timeZone, day?.workStart, day?.workEnd] : null,
    (page, cursor) => searchJobs(filters, day, page, cursor),
    jobsOf,
    pages,
  );
  return useMemo(() => (dayKnown ? search : { ...search, isLoading: true }), [dayKnown, search]);
}
