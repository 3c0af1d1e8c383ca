// The job feeds (docs/product/jobs.md, Job feeds): the newest open jobs, or those of a search
// (the same query parameters as /find-work), as RSS 2.0 and JSON Feed 1.1 at the site's own
// paths. Served by one function (functions/jobs/handlers/job-feed.ts) through CloudFront and
// the local gateway; the search screens link to them. No zod and no React.
export const JOB_FEED_PATHS = { rss: '/jobs.rss', json: '/jobs.json' } as const;
export type JobFeedFormat = keyof typeof JOB_FEED_PATHS;

export const JOB_FEED_CONTENT_TYPES: Record<JobFeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

/** How many jobs a feed lists at most. */
export const JOB_FEED_SIZE = 50;
