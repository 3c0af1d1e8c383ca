// GET /api/get-followed-companies: the companies the candidate follows, newest followed first, 10
// a page, the next page by cursor ("Load more").
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type FollowedCompaniesPage = RouteResponse<'getFollowedCompanies'>;

const getFollowedCompanies = (cursor: string | undefined): Promise<FollowedCompaniesPage> =>
  callApi('getFollowedCompanies', { query: cursor ? { cursor } : {} });

/** The pages read so far, as one list (`items`). */
export function useFollowedCompanies() {
  const { pages, ...list } = useLoadMorePages(['getFollowedCompanies', 'list'], getFollowedCompanies);
  return { items: pages.flatMap((page) => page.companies), ...list };
}
