import Spinner from 'react-bootstrap/Spinner';

/** The whole-page wait: the first get-user call, guards, and lazy screens on first load. */
export function FullPageLoading() {
  return (
    <div className="full-page-loading" role="status" aria-live="polite">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <p className="mt-3 mb-0">Loading...</p>
    </div>
  );
}
