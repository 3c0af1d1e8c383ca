// GET /api/get-my-applications: the candidate's applications, newest first, 10 a page, the
// next page by cursor ("Load more").
import useSWRInfinite from 'swr/infinite';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type MyApplicationsPage = RouteResponse<'getMyApplications'>;
export const MY_APPLICATIONS_KEY = 'getMyApplications';

export function useMyApplications() {
  const result = useSWRInfinite<MyApplicationsPage, ApiError>(
    (index, previous: MyApplicationsPage | null) => {
      if (index === 0) return [MY_APPLICATIONS_KEY, 1, ''];
      const cursor = previous?.pagination.nextCursor;
      return cursor ? [MY_APPLICATIONS_KEY, index + 1, cursor] : null;
    },
    ([, page, cursor]: [string, number, string]) =>
      callApi('getMyApplications', { query: cursor ? { page, cursor } : { page } }),
    { revalidateFirstPage: true, revalidateOnFocus: true },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1);
  return {
    applications: pages.flatMap((page) => page.applications),
    hasMore: Boolean(last && !last.pagination.isLastPage && last.pagination.nextCursor),
    isLoading: result.isLoading,
    isLoadingMore: result.isValidating && result.size > pages.length,
    error: result.error,
    loadMore: () => result.setSize(result.size + 1),
    mutate: result.mutate,
  };
}
