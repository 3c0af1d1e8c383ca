// Sourcing results: Candidates, Location, Email, Join Date. A row opens the candidate (the
// name is a real link for keyboards and screen readers; the rest of the row is clickable too).
import { Link, useLocation, useNavigate } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { LoadMore } from '@/components/list-states';
import { CountryName } from '@/components/country-flag';
import { formatDate } from '@/lib/job-display';
import { paths } from '@/lib/paths';
import type { useCandidates } from '../api/get-candidates';

export function CandidateTable({
  list,
  onLoadMore,
  onClear,
}: {
  list: ReturnType<typeof useCandidates>;
  onLoadMore: () => void;
  onClear: () => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // The details page's Sourcing crumb comes back to this very search.
  const state = { search: location.search };

  let status = null;
  if (list.isLoading) {
    status = (
      <div role="status" className="py-4 text-center">
        <Spinner animation="border" variant="primary" aria-hidden="true" />
        <span className="visually-hidden">Loading candidates</span>
      </div>
    );
  } else if (list.error && list.items.length === 0) {
    // A failed search shows an empty list (docs/product/ui.md), with a way to ask again.
    status = (
      <div className="py-4 text-center">
        <p className="mb-2">No candidates to show.</p>
        <Button color="outline" onClick={list.retry}>
          Try again
        </Button>
      </div>
    );
  } else if (list.items.length === 0 && !list.isLastPage) {
    // The newest candidates checked so far did not match; older ones may.
    status = (
      <div className="py-4 text-center">
        <p className="fw-medium mb-1">No matches among the newest candidates</p>
        <p className="text-body-secondary">Older candidates may still match.</p>
        <div className="d-flex justify-content-center gap-2">
          <Button color="primary" loading={list.isLoadingMore} onClick={onLoadMore}>
            Keep looking
          </Button>
          <Button color="outline" onClick={onClear}>
            Clear search
          </Button>
        </div>
      </div>
    );
  } else if (list.items.length === 0) {
    status = (
      <div className="py-4 text-center">
        <p className="fw-medium mb-1">No candidates found</p>
        <p className="text-body-secondary">Try another job title or fewer filters.</p>
        <Button color="outline" onClick={onClear}>
          Clear search
        </Button>
      </div>
    );
  }

  return (
    <div className="app-card p-0 sourcing-table-card">
      <div className="table-responsive">
        <table className="table table-hover align-middle mb-0 sourcing-table">
          <caption className="visually-hidden">Candidates matching the search</caption>
          <thead>
            <tr>
              <th scope="col">Candidates</th>
              <th scope="col">Location</th>
              <th scope="col">Email</th>
              <th scope="col">Join Date</th>
            </tr>
          </thead>
          <tbody>
            {list.items.map((candidate) => {
              return (
                <tr
                  key={candidate._id}
                  className="sourcing-row"
                  onClick={() => void navigate(paths.candidate(candidate._id), { state })}
                >
                  <td>
                    <div className="d-flex align-items-center gap-2">
                      <Avatar person={candidate} size={36} />
                      <div>
                        <Link
                          to={paths.candidate(candidate._id)}
                          state={state}
                          className="fw-medium"
                          onClick={(event) => event.stopPropagation()}
                        >
                          {candidate.firstName} {candidate.lastName}
                        </Link>
                        <div className="small text-body-secondary">{candidate.jobTitle}</div>
                      </div>
                    </div>
                  </td>
                  <td>
                    <CountryName name={candidate.country} />
                  </td>
                  <td className="text-break">{candidate.email}</td>
                  <td>{formatDate(candidate.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {status}
      {!list.isLoading && list.items.length > 0 && !list.isLastPage ? (
        <LoadMore loading={list.isLoadingMore} onLoadMore={onLoadMore} className="text-center py-3 border-top" />
      ) : null}
    </div>
  );
}
