// What a list screen shows besides its items: a spinner while its first page loads (said to
// screen readers as it appears), its error with Try again, the card of an empty list, and
// Load more under a list that has further pages.
import type { ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import type { Icon } from 'react-bootstrap-icons';
import Spinner from 'react-bootstrap/Spinner';
import { Button } from './button';

export function ListLoading({ label }: { label: string }) {
  return (
    <div className="text-center py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="mt-2 mb-0">{label}</p>
    </div>
  );
}

/** The list could not be loaded: why, and a button that asks again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="danger" className="d-flex flex-wrap align-items-center justify-content-between gap-2">
      <span>{message}</span>
      <Button color="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** An empty list: its icon and heading, then what `children` say (how to fill it). */
export function EmptyList({ icon: ListIcon, title, children }: { icon: Icon; title: string; children: ReactNode }) {
  return (
    <div className="app-card text-center py-5">
      <ListIcon size={40} className="text-primary mb-3" aria-hidden="true" />
      <h2 className="h5">{title}</h2>
      {children}
    </div>
  );
}

/** Asks the list's next page; `className` places it under the list. */
export function LoadMore({
  loading,
  onLoadMore,
  className = 'text-center mt-4',
}: {
  loading: boolean;
  onLoadMore: () => void;
  className?: string;
}) {
  return (
    <div className={className}>
      <Button color="outline" loading={loading} onClick={onLoadMore}>
        Load more
      </Button>
    </div>
  );
}
