// Filters and results together: the body of /find-work and /dashboard/find-jobs.
import { useSearchJobs } from '../api/search-jobs';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { useJobSearchParams } from './use-job-search-params';
import './job-search.css';

export function JobSearch() {
  const { filters, page, setFilter, clearAll, loadMore, hasFilters } = useJobSearchParams();
  const search = useSearchJobs(filters, page);
  return (
    <div className="job-search">
      <JobFilters filters={filters} onChange={setFilter} onClearAll={clearAll} hasFilters={hasFilters} />
      <JobResults search={search} onLoadMore={loadMore} onClear={clearAll} />
    </div>
  );
}
