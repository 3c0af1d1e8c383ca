// The frame of a list read page by page with "Load more" (useLoadMorePages): a spinner while its
// first page loads, its error with Try again when nothing could be read, its empty card, else
// the list and Load more while further pages remain. The screens give the items' <li>s.
import { Fragment, type Key, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { ListError, ListLoading, LoadMore } from './list-states';

/** What a list hook over useLoadMorePages gives, its pages read so far as one list. */
export interface PagedListState<T> {
  items: readonly T[];
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: unknown;
  loadMore: () => unknown;
  /** Reads the pages again (Try again). */
  mutate: () => unknown;
}

export interface PagedListProps<T> {
  list: PagedListState<T>;
  /** The list's accessible name ("Requirements"). */
  label: string;
  /** Said while the first page loads ("Loading requirements..."). */
  loadingLabel: string;
  /** The error when the failure carries no message of the server's. */
  errorMessage: string;
  /** Shown when the list has no items (an EmptyList). */
  empty: ReactNode;
  /** Classes of the <ul> besides list-unstyled. */
  className?: string;
  itemKey: (item: T) => Key;
  /** One item as the <li> the list holds. */
  renderItem: (item: T) => ReactNode;
}

export function PagedList<T>({
  list,
  label,
  loadingLabel,
  errorMessage,
  empty,
  className,
  itemKey,
  renderItem,
}: PagedListProps<T>) {
  const { items, hasMore, isLoading, isLoadingMore, error, loadMore, mutate } = list;
  if (isLoading) return <ListLoading label={loadingLabel} />;
  // A failure once some pages were read (Load more) keeps them on screen.
  if (error && items.length === 0) {
    return <ListError message={error instanceof ApiError ? error.msg : errorMessage} onRetry={() => void mutate()} />;
  }
  if (items.length === 0) return empty;
  return (
    <>
      <ul className={['list-unstyled mb-0', className ?? ''].filter(Boolean).join(' ')} aria-label={label}>
        {items.map((item) => (
          <Fragment key={itemKey(item)}>{renderItem(item)}</Fragment>
        ))}
      </ul>
      {hasMore ? <LoadMore loading={isLoadingMore} onLoadMore={() => void loadMore()} /> : null}
    </>
  );
}
