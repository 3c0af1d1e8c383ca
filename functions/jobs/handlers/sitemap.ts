// GET /robots.txt, /sitemap.xml and /sitemaps/{file}: where crawlers may go, and the sitemap
// index with its sitemaps of the public pages, the hiring companies and the open jobs by month
// (job-sitemap.ts).
// One function for these paths, the document from the path; an unknown sitemap answers 404.
// Public and the same for everyone: cached at the edge a few minutes.
import { SITEMAP_MONTH, SITEMAP_PATHS } from '#shared/site-maps.js';
import { notFound } from '#platform/errors.js';
import { PUBLIC_PAGE_CACHE, documentHandler } from '#platform/http/page-handler.js';
import { siteUrl } from '#platform/http/site-link.js';
import { companiesSitemap, jobsOfMonthSitemap, publicPagesSitemap, robotsTxt, sitemapIndex } from '../job-sitemap.js';

const XML = 'application/xml; charset=utf-8';

async function sitemapOf(file: string, site: string): Promise<string> {
  if (`${SITEMAP_PATHS.folder}/${file}` === SITEMAP_PATHS.pages) return publicPagesSitemap(site);
  if (`${SITEMAP_PATHS.folder}/${file}` === SITEMAP_PATHS.companies) return companiesSitemap(site);
  const month = SITEMAP_MONTH.exec(file)?.[1];
  if (!month) throw notFound('There is no such sitemap.');
  return jobsOfMonthSitemap(site, month);
}

export const handler = documentHandler(async (event) => {
  const site = await siteUrl();
  const answer = (body: string, contentType = XML) => ({
    statusCode: 200,
    body,
    contentType,
    cacheControl: PUBLIC_PAGE_CACHE,
  });
  if (event.rawPath === SITEMAP_PATHS.robots) return answer(robotsTxt(site), 'text/plain; charset=utf-8');
  if (event.rawPath === SITEMAP_PATHS.index) return answer(await sitemapIndex(site, new Date()));
  return answer(await sitemapOf(event.pathParameters?.file ?? '', site));
});
