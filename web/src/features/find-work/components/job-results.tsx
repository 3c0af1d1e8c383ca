// The job list under the filters: spinner, cards (each with Report in its More menu), Load more
// until the last page, and the empty state of docs/product/jobs.md with "Clear search and filters".
import { memo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { Button } from '@/components/button';
import { JobCard } from '@/components/job-card';
import { LoadMore } from '@/components/list-states';
import { useSession } from '@/lib/session';
import { useJobMarks } from '../api/get-application-statuses';
import type { useSearchJobs } from '../api/search-jobs';

interface JobResultsProps {
  search: ReturnType<typeof useSearchJobs>;
  onLoadMore: () => void;
  onClear: () => void;
  /**
   * The search sent the reader's time zone. When not said, read from the answer (only such a
   * search carries overlaps), which a page of flexible-hours jobs alone cannot tell.
   */
  zoneKnown?: boolean;
}

// Memoised: renders again only for a new state of the search (see JobSearch).
export const JobResults = memo(function JobResults({ search, onLoadMore, onClear, zoneKnown }: JobResultsProps) {
  const { user } = useSession();
  const isCandidate = user?.role === 'candidate';
  const marks = useJobMarks(
    search.items.map((job) => job._id),
    isCandidate,
  );
  if (search.isLoading) {
    return (
      <div className="job-results-status" role="status">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading jobs</span>
      </div>
    );
  }

  // A failed listing shows no message of its own (docs/product/ui.md); the user can ask again.
  if (search.error && search.items.length === 0) {
    return (
      <div className="job-results-status">
        <Button color="outline" onClick={search.retry}>
          Try again
        </Button>
      </div>
    );
  }

  if (search.items.length === 0) {
    // Not the last page: the newest jobs checked so far did not match, older ones may.
    const more = !search.isLastPage;
    return (
      <div className="job-results-empty text-center">
        <h2 className="h5 mb-1">{more ? 'No matches among the newest jobs' : 'No jobs matching that search'}</h2>
        <p className="text-body-secondary">
          {more ? 'Older jobs may still match.' : 'Try adjusting search terms or filters'}
        </p>
        <div className="d-flex justify-content-center gap-2">
          {more ? (
            <Button color="primary" loading={search.isLoadingMore} onClick={onLoadMore}>
              Keep looking
            </Button>
          ) : null}
          <Button color="outline" onClick={onClear}>
            Clear search and filters
          </Button>
        </div>
      </div>
    );
  }

  const cardsKnowZone = zoneKnown ?? search.items.some((job) => job.overlapHours !== undefined);
  return (
    <>
      <ul className="job-list list-unstyled" aria-label="Jobs">
        {search.items.map((job) => (
          <li key={job._id}>
            <JobCard
              job={job}
              applied={marks.applied.includes(job._id)}
              saved={isCandidate ? marks.saved.includes(job._id) : undefined}
              zoneKnown={cardsKnowZone}
              reportable
            />
          </li>
        ))}
      </ul>
      {search.isLastPage ? null : <LoadMore loading={search.isLoadingMore} onLoadMore={onLoadMore} />}
    </>
  );
});
