// Filters and results together: the body of /find-work and /dashboard/find-jobs.
import { useDeferredValue } from 'react';
import { useSearchJobs } from '../api/search-jobs';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { useJobSearchParams } from './use-job-search-params';
import './job-search.css';

export function JobSearch() {
  const { filters, page, setFilter, clearAll, loadMore, hasFilters } = useJobSearchParams();
  const search = useSearchJobs(filters, page);
  // A page of results renders as a transition (in slices, not one long task); meanwhile the
  // list shows what it showed before.
  const shown = useDeferredValue(search);
  return (
    <div className="job-search">
      <JobFilters filters={filters} onChange={setFilter} onClearAll={clearAll} hasFilters={hasFilters} />
      <div className="job-results">
        <JobResults search={shown} onLoadMore={loadMore} onClear={clearAll} />
      </div>
    </div>
  );
}
