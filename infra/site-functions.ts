// The functions that answer documents at the site's own paths rather than API calls under /api
// (the job and company pages, the job feeds, robots.txt and the sitemaps): what each handles and
// uses. The Api stack (api-stack.ts) makes their functions and routes; the tests read them.
import { JOB_FEED_PATHS } from '../shared/job-feeds.js';
import { SITEMAP_PATHS } from '../shared/site-maps.js';
import type { AwsUses } from '../shared/routes.js';

/**
 * The job pages' function (functions/jobs/handlers/job-page.ts): a job's public page as HTML at
 * the site's own /jobs/{jobID}, which CloudFront's /jobs/* behaviour sends to this API
 * (web-stack.ts). Not an entry of the route table, whose calls answer JSON under /api. Its
 * package holds the web build's server renderer beside its code (web/), which it renders with.
 */
export const JOB_PAGE = {
  name: 'jobPage',
  handler: 'jobs/handlers/job-page',
  paths: ['/jobs/{jobID}'],
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/**
 * The company pages' function (functions/companies/handlers/company-page.ts): a company's public
 * page as HTML at /companies/{slug}, which CloudFront's /companies/* behaviour sends to this API.
 * Rendered like the job pages, with the web build's server renderer beside its code; the logo's
 * link is signed, so it reads the logos of the files bucket.
 */
export const COMPANY_PAGE = {
  name: 'companyPage',
  handler: 'companies/handlers/company-page',
  paths: ['/companies/{slug}'],
  uses: { table: 'read', files: { logos: 'read' }, parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/** The site functions that render pages with the web build's server renderer (a copy in each package). */
export const RENDERING_FUNCTIONS = [JOB_PAGE, COMPANY_PAGE];

/**
 * The job feeds' function (functions/jobs/handlers/job-feed.ts): /jobs.rss and /jobs.json, one
 * function for both, which CloudFront's behaviours of those paths send to this API. It reads
 * the search lists (and the reference rates of a pay filter) and the site's address.
 */
export const JOB_FEED = {
  name: 'jobFeed',
  handler: 'jobs/handlers/job-feed',
  paths: Object.values(JOB_FEED_PATHS),
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/**
 * robots.txt and the sitemaps' function (functions/jobs/handlers/sitemap.ts): /robots.txt,
 * /sitemap.xml and /sitemaps/{file}, which CloudFront's behaviours of those paths send here.
 * It reads the search list of all open jobs and the site's address.
 */
export const SITEMAP = {
  name: 'sitemap',
  handler: 'jobs/handlers/sitemap',
  paths: [SITEMAP_PATHS.robots, SITEMAP_PATHS.index, `${SITEMAP_PATHS.folder}/{file}`],
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/** A function that answers documents at the site's own paths (GET and HEAD), not an API call under /api. */
export interface SiteFunction {
  name: string;
  handler: string;
  paths: readonly string[];
  uses: AwsUses;
}
