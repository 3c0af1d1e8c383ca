// While an employer's job loads, or when it cannot be shown: a spinner, or "This job could
// not be found." (missing or another employer's: the same 404) with the way back to Jobs, or
// the error with Try again.
import { Link } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { Button, buttonClass } from '@/components/button';
import type { ApiError } from '@/lib/api-client';
import { employerPaths } from './employer-paths';

export function JobLoadState({ isLoading, error, retry }: { isLoading: boolean; error: ApiError | undefined; retry: () => void }) {
  if (isLoading) {
    return (
      <div className="text-center py-5" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading the job</span>
      </div>
    );
  }
  const missing = !error || error.status === 404 || error.status === 400;
  return (
    <section className="app-card text-center py-5">
      <p className="fw-medium">{missing ? 'This job could not be found.' : error.msg}</p>
      <div className="d-flex justify-content-center gap-2">
        {missing ? null : <Button onClick={retry}>Try again</Button>}
        <Link className={buttonClass('outline')} to={employerPaths.jobs}>
          Back to Jobs
        </Link>
      </div>
    </section>
  );
}
