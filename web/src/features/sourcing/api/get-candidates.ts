// GET /api/get-candidates, a page at a time (cursor paging, see lib/use-cursor-pages).
import type { JobType } from '#shared/constants.js';
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useCursorPages } from '@/lib/use-cursor-pages';

export interface CandidateFilters {
  jobTitle?: string;
  country?: string;
  jobType?: JobType;
}

export const getCandidates = (
  filters: CandidateFilters,
  page: number,
  cursor?: string,
): Promise<RouteResponse<'getCandidates'>> => callApi('getCandidates', { query: { ...filters, page, cursor } });

const candidatesOf = (page: RouteResponse<'getCandidates'>) => page.candidates;

/** The first `pages` pages as one list (`items`); nothing is asked without a job title (the search form shows instead). */
export function useCandidates(filters: CandidateFilters, pages: number) {
  const { jobTitle, country, jobType } = filters;
  return useCursorPages(
    'getCandidates',
    jobTitle ? [jobTitle, country, jobType] : null,
    (page, cursor) => getCandidates(filters, page, cursor),
    candidatesOf,
    pages,
  );
}
