// Lists paged by cursor (search-jobs, get-candidates): the first `pages` pages load in
// sequence, each asked with the `nextCursor` the page before returned, so a reload with
// ?page=N shows the same list as N - 1 clicks on "Load more". `pages` comes from the URL.
// A title search may answer a page with fewer items than a page holds and still more to
// come (each request reads a bounded number of items): the list then asks the next ones by
// itself until it shows `pages` full pages, the end, or MAX_REQUESTS_PER_PAGE requests a page.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';
import { PAGE_SIZE } from '#shared/constants.js';

/** How many requests a list may make by itself for each page it shows, to fill short pages. */
const MAX_REQUESTS_PER_PAGE = 3;

/** No page yet: one array for every render, so that the list's state object stays the same. */
const NO_PAGES: never[] = [];

export interface CursorPage {
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

/**
 * `params` identify the list (a change starts it again at page 1); null asks nothing.
 * `fetchPage` asks one page with the current params; `itemsOf` takes a page's items, which
 * come out as one list (`items`) of the pages loaded: make it once, outside the component
 * (it is a dependency of the list's memo).
 */
export function useCursorPages<P extends CursorPage, T>(
  name: string,
  params: readonly unknown[] | null,
  fetchPage: (page: number, cursor: string | undefined) => Promise<P>,
  itemsOf: (page: P) => T[],
  pages: number,
) {
  const swr = useSWRInfinite<P>(
    (index, previous: P | null) => {
      if (!params) return null;
      if (index > 0 && (!previous || previous.pagination.isLastPage || !previous.pagination.nextCursor)) return null;
      return [name, ...params, index + 1, previous?.pagination.nextCursor];
    },
    (key: unknown[]) => fetchPage(key.at(-2) as number, key.at(-1) as string | undefined),
    // A new list (first render, other params) starts with the URL's page count: a reload of
    // ?page=3 loads pages 1..3. Later changes of `pages` go through setSize below, since
    // SWR fetches nothing when only `initialSize` changes.
    { initialSize: pages, revalidateFirstPage: false, revalidateOnFocus: false },
  );
  const { setSize, size } = swr;
  const lastPages = useRef(pages);
  useEffect(() => {
    if (lastPages.current === pages) return;
    lastPages.current = pages;
    // Never fewer than loaded: pages asked to fill short ones stay.
    void setSize((current) => Math.max(current, pages));
  }, [pages, setSize]);

  const loaded: P[] = swr.data ?? NO_PAGES;
  const items = useMemo(() => loaded.flatMap(itemsOf), [loaded, itemsOf]);
  const first = loaded[0];
  const last = loaded.at(-1);
  const isLastPage = last ? last.pagination.isLastPage : false;
  const { error, mutate } = swr;
  const hasMore = !!last && !isLastPage && !!last.pagination.nextCursor;
  // All asked pages are in, but short: ask the next one (within the cap).
  const shortOfPages =
    hasMore && loaded.length >= size && items.length < pages * PAGE_SIZE && size < pages * MAX_REQUESTS_PER_PAGE;
  useEffect(() => {
    if (shortOfPages && !error) void setSize(size + 1);
  }, [shortOfPages, error, setSize, size]);
  const isLoadingMore = !swr.isLoading && size > loaded.length && !isLastPage && !error;
  // Nothing to show yet while short pages are being filled: still the first load.
  const isLoading = swr.isLoading || (isLoadingMore && items.length === 0);
  const retry = useCallback(() => void mutate(), [mutate]);
  // One object per state of the list, not per render: a memoised list view (or a deferred
  // value of it) then renders again only when something it shows has changed.
  return useMemo(
    () => ({
      items,
      /** The first page as the API answered it, for what it says besides the items. */
      firstPage: first,
      isLastPage,
      /** The first page is on its way (nothing to show yet). */
      isLoading,
      /** A later page is on its way (Load more). */
      isLoadingMore,
      error: error as Error | undefined,
      retry,
    }),
    [items, first, isLastPage, isLoading, isLoadingMore, error, retry],
  );
}
