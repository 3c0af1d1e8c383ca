// GET /api/search-jobs, a page at a time (cursor paging, see lib/use-cursor-pages).
import type { JobType } from '#shared/constants.js';
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useCursorPages } from '@/lib/use-cursor-pages';

export interface JobFilters {
  jobTitle?: string;
  jobType?: JobType;
  department?: string;
  country?: string;
}

export const searchJobs = (filters: JobFilters, page: number, cursor?: string): Promise<RouteResponse<'searchJobs'>> =>
  callApi('searchJobs', { query: { ...filters, page, cursor } });

const jobsOf = (page: RouteResponse<'searchJobs'>) => page.jobs;

/** The first `pages` pages of the search, as one list (`items`). */
export function useSearchJobs(filters: JobFilters, pages: number) {
  const { jobTitle, jobType, department, country } = filters;
  return useCursorPages(
    'searchJobs',
    [jobTitle, jobType, department, country],
    (page, cursor) => searchJobs(filters, page, cursor),
    jobsOf,
    pages,
  );
}
