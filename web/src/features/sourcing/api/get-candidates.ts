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

export const getCandidates = (filters: CandidateFilters, page: number, cursor?: string): Promise<RouteResponse<'getCandidates'>> =>
  callApi('getCandidates', { query: { ...filters, page, cursor } });

/** The first `pages` pages as one list; nothing is asked without a job title (the search form shows instead). */
export function useCandidates(filters: CandidateFilters, pages: number) {
  const { jobTitle, country, jobType } = filters;
  const list = useCursorPages('getCandidates', jobTitle ? [jobTitle, country, jobType] : null, (page, cursor) => getCandidates(filters, page, cursor), pages);
  return { ...list, candidates: list.pages.flatMap((page) => page.candidates) };
}
