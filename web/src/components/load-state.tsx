// What a details screen shows in place of its record: a spinner while it loads; when it is
// missing (404, or 400 for a malformed id) the not-found text; else the error with Try again.
// Both of the last two offer the way back.
import { useId } from 'react';
import { Link } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { Button, buttonClass } from '@/components/button';
import type { ApiError } from '@/lib/api-client';

export interface LoadStateProps {
  isLoading: boolean;
  error: ApiError | undefined;
  retry: () => void;
  /** The spinner's screen-reader text, e.g. "Loading the job". */
  loadingLabel: string;
  missingText: string;
  /** A heading over the text, one for each case; without it the text alone stands out. */
  headings?: { missing: string; failed: string };
  back: { to: string; label: string };
}

export function LoadState({ isLoading, error, retry, loadingLabel, missingText, headings, back }: LoadStateProps) {
  const headingId = useId();
  if (isLoading) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">{loadingLabel}</span>
      </div>
    );
  }
  // No error and no record (no id to fetch): nothing to retry, so "not found".
  const missing = !error || error.status === 404 || error.status === 400;
  const text = missing ? missingText : error.msg;
  return (
    <section className="app-card text-center py-5" aria-labelledby={headings ? headingId : undefined}>
      {headings ? (
        <>
          <h1 id={headingId} className="h4">
            {missing ? headings.missing : headings.failed}
          </h1>
          <p className="text-body-secondary">{text}</p>
        </>
      ) : (
        <p className="fw-medium">{text}</p>
      )}
      <div className="d-flex justify-content-center gap-2">
        {missing ? null : <Button onClick={retry}>Try again</Button>}
        <Link className={buttonClass('outline')} to={back.to}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
