// Filters and results together: the body of /find-work and /dashboard/find-jobs.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useSearchJobs } from '../api/search-jobs';
import { JobFilters } from './job-filters';
import { JobResults } from './job-results';
import { SearchFeedLink } from './search-feed-link';
import { useJobSearchParams } from './use-job-search-params';
import { overlapChanges, useReaderDay, zonePicked } from './use-reader-day';
import './job-search.css';

export function JobSearch() {
  const { values, filters, linkedTimeZone, page, setFilter, setFilters, clearAll, loadMore, hasFilters } =
    useJobSearchParams();
  const { day, dayKnown, isCandidate, candidateCountry } = useReaderDay(linkedTimeZone);
  // No day to measure against (a visitor who has not picked a zone): no overlap filter.
  const searched = useMemo(() => (day ? filters : { ...filters, overlapHours: undefined }), [day, filters]);
  const search = useSearchJobs(searched, day, dayKnown, page);
  // A page of results renders as a transition (in slices, not one long task); meanwhile the
  // list shows what it showed before.
  const shown = useDeferredValue(search);

  const visitorZone = isCandidate ? undefined : day?.timeZone;
  // A visitor's zone goes into the URL with their pick and with an overlap, so a link gives
  // the same search.
  const pickTimeZone = useCallback((zone: string) => setFilters(zonePicked(zone)), [setFilters]);
  const changeOverlap = useCallback(
    (hours: string) => setFilters(overlapChanges(hours, visitorZone)),
    [setFilters, visitorZone],
  );

  return (
    <div className="job-search">
      <JobFilters
        values={values}
        filters={searched}
        onChange={setFilter}
        onChanges={setFilters}
        onClearAll={clearAll}
        hasFilters={hasFilters}
        timeZone={day?.timeZone}
        isCandidate={isCandidate}
        candidateCountry={candidateCountry}
        onPickTimeZone={pickTimeZone}
        onOverlapChange={changeOverlap}
        ratesDate={shown.firstPage?.referenceRatesDate}
      />
      <div className="job-results">
        <JobResults search={shown} onLoadMore={loadMore} onClear={clearAll} zoneKnown={Boolean(day?.timeZone)} />
        <SearchFeedLink filters={searched} day={day} />
      </div>
    </div>
  );
}
