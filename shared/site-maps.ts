// The sitemap and robots.txt (docs/product/jobs.md, Sitemap): where they are, and the public
// pages the sitemap lists beside the open jobs. Answered by one function
// (functions/jobs/handlers/sitemap.ts) through CloudFront and the local gateway. No zod and no React.
import { webPaths } from './web-paths.js';

export const SITEMAP_PATHS = {
  robots: '/robots.txt',
  index: '/sitemap.xml',
  /** The sitemaps the index names: the public pages, the hiring companies, and the open jobs of one month each. */
  folder: '/sitemaps',
  pages: '/sitemaps/pages.xml',
  /** The companies with an open job: their public pages. */
  companies: '/sitemaps/companies.xml',
  jobsOfMonth: (month: string) => `/sitemaps/jobs-${month}.xml`,
} as const;

/** A month of the jobs' sitemaps: YYYY-MM, of the jobs' posting dates (UTC). */
export const SITEMAP_MONTH = /^jobs-(\d{4}-(?:0[1-9]|1[0-2]))\.xml$/;

/** The public pages a search engine should know, beside the jobs' own. */
export const SITEMAP_PUBLIC_PAGES = [
  webPaths.home,
  webPaths.services,
  webPaths.findWork,
  webPaths.shareRequirement,
  webPaths.login,
  webPaths.signup,
] as const;

/** What crawlers keep out of: the signed-in app and the API. */
export const ROBOTS_DISALLOWED = ['/dashboard', '/api'] as const;
