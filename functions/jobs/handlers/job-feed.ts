// GET /jobs.rss and GET /jobs.json: the newest open jobs, or those of a search (search's own
// query parameters, checked by its schema: 400 with the reason otherwise), as RSS 2.0 or JSON
// Feed 1.1 (job-feeds.ts). One function for both paths, the format from the path. Public and
// the same for everyone: cached at the edge a few minutes.
import { JOB_FEED_CONTENT_TYPES, JOB_FEED_PATHS, type JobFeedFormat } from '#shared/job-feeds.js';
import { searchJobsQuery } from '#shared/schemas/jobs.js';
import { PUBLIC_PAGE_CACHE, documentHandler } from '#platform/http/page-handler.js';
import { siteUrl } from '#platform/http/site-link.js';
import { parseOrThrow } from '#platform/http/validate-input.js';
import { jobFeed } from '../job-feeds.js';

const formatOf = (path: string): JobFeedFormat => (path === JOB_FEED_PATHS.json ? 'json' : 'rss');

export const handler = documentHandler(async (event) => {
  const format = formatOf(event.rawPath);
  const search = parseOrThrow(searchJobsQuery, event.queryStringParameters ?? {});
  const body = await jobFeed(search, format, { site: await siteUrl(), query: event.rawQueryString });
  return { statusCode: 200, body, contentType: JOB_FEED_CONTENT_TYPES[format], cacheControl: PUBLIC_PAGE_CACHE };
});
