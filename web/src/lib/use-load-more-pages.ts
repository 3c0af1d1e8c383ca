// A list that grows by "Load more" (the inbox, the notifications): its pages are asked one
// after another, each with the cursor the page before answered, under the SWR keys
// [...key, cursor] ('' for the first page). The first page is asked again on focus, so new
// entries show at the top.
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite';
import type { ApiError } from './api-client';

interface CursorPage {
  pagination: { isLastPage: boolean; nextCursor?: string };
}

export function useLoadMorePages<P extends CursorPage>(
  key: readonly [string, string],
  fetchPage: (cursor: string | undefined) => Promise<P>,
  options: SWRInfiniteConfiguration<P, ApiError> = {},
) {
  const result = useSWRInfinite<P, ApiError>(
    (index, previous: P | null) => {
      if (index === 0) return [...key, ''];
      const cursor = previous?.pagination.nextCursor;
      return cursor ? [...key, cursor] : null;
    },
    ([, , cursor]: [string, string, string]) => fetchPage(cursor || undefined),
    { revalidateFirstPage: true, revalidateOnFocus: true, ...options },
  );
  const pages = result.data ?? [];
  const last = pages.at(-1);
  return {
    pages,
    hasMore: Boolean(last && !last.pagination.isLastPage && last.pagination.nextCursor),
    isLoading: result.isLoading,
    isLoadingMore: result.isValidating && result.size > pages.length,
    error: result.error,
    loadMore: () => result.setSize(result.size + 1),
    mutate: result.mutate,
  };
}
