// The job feeds (shared/job-feeds.ts): the newest open jobs of a search, read with the search
// itself (job-search.ts) a page at a time until the feed is full or JOB_FEED_MAX_PAGES pages
// were read, so a feed of a rare search costs a bounded number of Queries and never a Scan.
// Written with the `feed` library; its JSON output (JSON Feed 1) is lifted to JSON Feed 1.1.
import { Feed } from 'feed';
import { JOB_TYPE_LABELS } from '#shared/constants.js';
import { JOB_FEED_PATHS, JOB_FEED_SIZE, type JobFeedFormat } from '#shared/job-feeds.js';
import { formatPay } from '#shared/remote-fit/pay.js';
import { describeWhoCanApply } from '#shared/remote-fit/who-can-apply.js';
import type { SearchJobCard } from '#shared/schemas/jobs.js';
import { appLinks, webPaths } from '#shared/web-paths.js';
import { escapeHtml } from '#platform/email/email-text.js';
import { searchJobs, type JobSearchQuery } from './job-search.js';

/** A search page can hold few matches; a feed stops after this many pages all the same. */
export const JOB_FEED_MAX_PAGES = 5;

/** The newest open jobs of the search, at most JOB_FEED_SIZE. */
export async function feedJobs(search: Omit<JobSearchQuery, 'page' | 'cursor'>): Promise<SearchJobCard[]> {
  const jobs: SearchJobCard[] = [];
  let cursor: string | undefined;
  for (let page = 1; page <= JOB_FEED_MAX_PAGES && jobs.length < JOB_FEED_SIZE; page += 1) {
    const result = await searchJobs({ ...search, page, ...(cursor ? { cursor } : {}) });
    jobs.push(...result.jobs);
    cursor = result.pagination.nextCursor;
    if (result.pagination.isLastPage || !cursor) break;
  }
  return jobs.slice(0, JOB_FEED_SIZE);
}

/** "Acme · Full-time · €25 - €35 an hour · Anywhere": what a reader weighs before opening a job. */
export const jobSummary = (job: SearchJobCard): string =>
  [
    job.employer.companyName,
    JOB_TYPE_LABELS[job.jobType],
    formatPay(job, 'en'),
    `Who can apply: ${describeWhoCanApply(job.applicantCountries)}`,
  ].join(' · ');

function buildFeed(jobs: SearchJobCard[], site: string, query: string, filtered: boolean): Feed {
  const feed = new Feed({
    title: filtered ? 'Remote jobs of a search' : 'Newest remote jobs',
    description: filtered ? 'The newest open remote jobs that match a search.' : 'The newest open remote jobs.',
    id: `${site}${webPaths.findWork}${query}`,
    link: `${site}${webPaths.findWork}${query}`,
    language: 'en',
    updated: new Date(jobs[0]?.createdAt ?? Date.now()),
    generator: false,
    feedLinks: { rss: `${site}${JOB_FEED_PATHS.rss}${query}`, json: `${site}${JOB_FEED_PATHS.json}${query}` },
  });
  for (const job of jobs) {
    const link = `${site}${appLinks.publicJob(job._id)}`;
    const posted = new Date(job.createdAt);
    feed.addItem({
      title: `${job.jobTitle} at ${job.employer.companyName}`,
      id: link,
      link,
      // RSS readers and aggregators show a description as HTML: every text of it is escaped.
      description: escapeHtml(jobSummary(job)),
      date: posted,
      published: posted,
      author: [{ name: job.employer.companyName }],
    });
  }
  return feed;
}

/**
 * JSON Feed 1.1 (jsonfeed.org/version/1.1): the library writes 1; 1.1 names its authors in a
 * list. Each item's summary goes as plain text (`content_text`), never as HTML.
 */
function jsonFeed11(feed: Feed, jobs: readonly SearchJobCard[]): string {
  const { author: _author, ...document } = JSON.parse(feed.json1()) as Record<string, unknown> & {
    items: ({ author?: unknown } & Record<string, unknown>)[];
  };
  return JSON.stringify({
    ...document,
    version: 'https://jsonfeed.org/version/1.1',
    language: 'en',
    items: document.items.map(({ author, content_html: _html, ...item }, index) => ({
      ...item,
      content_text: jobSummary(jobs[index]!),
      ...(author ? { authors: [author] } : {}),
    })),
  });
}

/** Where the feed is and what it lists: the site's address and the search's query string (may be empty). */
export interface FeedLinks {
  site: string;
  query: string;
}

/** The feed of the search's newest open jobs, as text in `format`. */
export async function jobFeed(search: JobSearchQuery, format: JobFeedFormat, links: FeedLinks): Promise<string> {
  const { page: _page, cursor: _cursor, ...filters } = search;
  const jobs = await feedJobs(filters);
  const feed = buildFeed(jobs, links.site, links.query ? `?${links.query}` : '', Object.keys(filters).length > 0);
  return format === 'rss' ? feed.rss2() : jsonFeed11(feed, jobs);
}
