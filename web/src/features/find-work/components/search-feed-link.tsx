// "Feed of this search": the RSS feed of the search on screen (/jobs.rss with the same query
// parameters as the search, shared/job-feeds.ts), for a feed reader. With an overlap filter the
// feed needs the reader's day too, as the search does.
import { JOB_FEED_PATHS } from '#shared/job-feeds.js';
import type { JobSearchFilters } from '#shared/schemas/job-search-filters.js';
import type { ReaderDay } from '../api/search-jobs';

export function searchFeedHref(filters: JobSearchFilters, day: ReaderDay | undefined): string {
  const query = new URLSearchParams();
  const fields = { ...filters, ...(filters.overlapHours !== undefined && day ? day : {}) };
  for (const [name, value] of Object.entries(fields))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const search = query.toString();
  return search ? `${JOB_FEED_PATHS.rss}?${search}` : JOB_FEED_PATHS.rss;
}

export function SearchFeedLink({ filters, day }: { filters: JobSearchFilters; day: ReaderDay | undefined }) {
  return (
    <p className="job-search-feed small">
      {/* A server route, not a screen of the app: a plain link leaves the router. */}
      <a href={searchFeedHref(filters, day)} type="application/rss+xml">
        Feed of this search
      </a>
    </p>
  );
}
