// The sitemap of the public pages, the hiring companies' pages and the open jobs
// (shared/site-maps.ts; docs/data-model.md, patterns 27 and 40). The open jobs are the search list `all` (pattern 10), whose sort key starts
// with the posting time: the index reads the oldest entry's key alone (one Query, Limit 1),
// then each month's newest key from that month to this one (one Query, Limit 1, a month), and
// names one sitemap per month that has open jobs; a month's sitemap reads that month's entries
// only (begins_with on the sort key), keys only. No Scan, and no sitemap reads more than its
// own month, whatever the number of jobs.
import { Readable } from 'node:stream';
import { SitemapIndexStream, SitemapStream, streamToPromise, type IndexItem, type SitemapItemLoose } from 'sitemap';
import { ROBOTS_DISALLOWED, SITEMAP_PATHS, SITEMAP_PUBLIC_PAGES } from '#shared/site-maps.js';
import { appLinks, webPaths } from '#shared/web-paths.js';
import { config } from '#platform/config.js';
import { paginateTableQuery, queryTable } from '#platform/dynamodb/table.js';
import { slugsOf } from '#functions/teams/index.js';
import { hiringCompanyIDs } from './company-job-lists.js';
import { listPartition } from './job-lists.js';

/** The sitemap protocol's limit of URLs in one sitemap. */
export const SITEMAP_MAX_URLS = 50_000;

const ALL_OPEN_JOBS = listPartition('all');

/** YYYY-MM of a time. */
const monthOf = (iso: string) => iso.slice(0, 7);

/**
 * When the oldest (or newest) open job was posted, of all or of one month (YYYY-MM), from the
 * first key of the list `all`; none without open jobs there.
 */
async function openJobPostedAt(end: 'oldest' | 'newest', month?: string): Promise<string | undefined> {
  const { Items } = await queryTable({
    IndexName: 'GSI2',
    KeyConditionExpression: month ? 'GSI2PK = :pk AND begins_with(GSI2SK, :month)' : 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': ALL_OPEN_JOBS, ...(month ? { ':month': `${month}-` } : {}) },
    ProjectionExpression: 'GSI2SK',
    ScanIndexForward: end === 'oldest',
    Limit: 1,
  });
  const key = Items?.[0]?.GSI2SK;
  // The sort key is <createdAt>#<jobID>.
  return typeof key === 'string' ? key.split('#')[0] : undefined;
}

/** Every month from `first` to the month of `now`, newest first. */
export function monthsSince(first: string, now: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(`${first}-01T00:00:00.000Z`);
  const last = monthOf(now.toISOString());
  while (monthOf(cursor.toISOString()) <= last) {
    months.unshift(monthOf(cursor.toISOString()));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** A sitemap without URLs (a month whose jobs are all closed), which the library refuses to write. */
const EMPTY_SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>';

async function written(stream: SitemapStream | SitemapIndexStream, items: (IndexItem | SitemapItemLoose)[]) {
  if (items.length === 0) return EMPTY_SITEMAP;
  return (await streamToPromise(Readable.from(items).pipe(stream))).toString('utf8');
}

/** The later of two times (ISO 8601, UTC), either of which may be unknown. */
const later = (a: string | undefined, b: string | undefined) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * When each public page last changed (shared/site-maps.ts): the release of the web build
 * (SITE_RELEASED_AT), and for /find-work, which changes with every job posted, the newest open
 * job's posting time when that is later. Without a release time (not configured), only
 * /find-work has one, and only with open jobs: no made-up date.
 */
function publicPagesChanged(newestJob: string | undefined): { page: string; lastmod?: string }[] {
  const released = config.siteReleasedAt && new Date(config.siteReleasedAt).toISOString();
  return SITEMAP_PUBLIC_PAGES.map((page) => {
    const lastmod = page === webPaths.findWork ? later(released, newestJob) : released;
    return lastmod ? { page, lastmod } : { page };
  });
}

/** The newest of the pages' times: the lastmod of their sitemap in the index. */
const newestOf = (pages: { lastmod?: string }[]) =>
  pages.reduce<string | undefined>((newest, page) => later(newest, page.lastmod), undefined);

/**
 * The sitemap index: the public pages' sitemap, and one of open jobs per month since the
 * oldest that still has any, each with its lastmod: the newest of the pages' times, and the
 * newest posting time of the month's open jobs.
 */
export async function sitemapIndex(site: string, now: Date): Promise<string> {
  const oldest = await openJobPostedAt('oldest');
  const months = oldest ? monthsSince(monthOf(oldest), now) : [];
  const newestOfMonth = await Promise.all(months.map((month) => openJobPostedAt('newest', month)));
  const jobMonths = months.flatMap((month, index) => {
    const lastmod = newestOfMonth[index];
    return lastmod ? [{ url: `${site}${SITEMAP_PATHS.jobsOfMonth(month)}`, lastmod }] : [];
  });
  // Months are newest first: the first month's newest job is the newest of all.
  const pagesChanged = newestOf(publicPagesChanged(jobMonths[0]?.lastmod));
  return written(new SitemapIndexStream(), [
    { url: `${site}${SITEMAP_PATHS.pages}`, ...(pagesChanged ? { lastmod: pagesChanged } : {}) },
    { url: `${site}${SITEMAP_PATHS.companies}` },
    ...jobMonths,
  ]);
}

/** The public pages (shared/site-maps.ts), each with the time it last changed. */
export async function publicPagesSitemap(site: string): Promise<string> {
  const pages = publicPagesChanged(await openJobPostedAt('newest'));
  return written(
    new SitemapStream(),
    pages.map(({ page, lastmod }) => ({ url: `${site}${page}`, ...(lastmod ? { lastmod } : {}) })),
  );
}

/** The open jobs posted in `month` (YYYY-MM), each with the time it was posted as lastmod. */
export async function jobsOfMonthSitemap(site: string, month: string): Promise<string> {
  const jobs: SitemapItemLoose[] = [];
  const pages = paginateTableQuery({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :month)',
    ExpressionAttributeValues: { ':pk': ALL_OPEN_JOBS, ':month': `${month}-` },
    ProjectionExpression: 'GSI2SK',
    ScanIndexForward: false,
  });
  for await (const page of pages) {
    for (const item of page.Items ?? []) {
      // The sort key is <createdAt>#<jobID>.
      const [createdAt, jobID] = String(item.GSI2SK).split('#') as [string, string];
      jobs.push({ url: `${site}${appLinks.publicJob(jobID)}`, lastmod: createdAt });
    }
    if (jobs.length >= SITEMAP_MAX_URLS) break;
  }
  return written(new SitemapStream(), jobs.slice(0, SITEMAP_MAX_URLS));
}

/**
 * The public pages of the companies with an open job (pattern 40): their IDs from the hiring
 * list, keys only, and their slugs, one BatchGetItem of that attribute per 100; at most
 * SITEMAP_MAX_URLS. No lastmod: a company's page changes with its jobs and profile alike.
 */
export async function companiesSitemap(site: string): Promise<string> {
  const slugs = await slugsOf(await hiringCompanyIDs(SITEMAP_MAX_URLS));
  return written(
    new SitemapStream(),
    slugs.flatMap((slug) => (slug ? [{ url: `${site}${appLinks.publicCompany(slug)}` }] : [])),
  );
}

/** robots.txt: everything but the signed-in app and the API, and where the sitemap is. */
export const robotsTxt = (site: string): string =>
  [
    'User-agent: *',
    ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${site}${SITEMAP_PATHS.index}`,
    '',
  ].join('\n');
