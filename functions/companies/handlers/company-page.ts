// GET /companies/{slug}: a company's public page as HTML (docs/product/companies.md), for
// visitors and crawlers alike, without JavaScript: the page read (company-page.ts), then
// rendered by the web build's server renderer with the app's own components, its Organization
// in the head. 200 for a company, 301 from an old slug to the current one, 410 for a deleted
// company, 404 for a slug no company has had. Not an API call: served at the site's own path
// (CloudFront's /companies/* behaviour, the local gateway), the same answer for everyone.
import { appLinks } from '#shared/web-paths.js';
import { COMPANY_PAGE_STATUS, type CompanyPageData } from '#shared/company-page.js';
import { companySlug } from '#shared/schemas/companies.js';
import { MOVED_PAGE_CACHE, PUBLIC_PAGE_CACHE, pageHandler } from '#platform/http/page-handler.js';
import { siteLink } from '#platform/http/site-link.js';
import { webRenderer } from '#platform/http/web-renderer.js';
import { readCompanyPage, type CompanyPageRead } from '../company-page.js';
import { organization } from '../organization.js';

/** The page of a path that cannot be a slug: nothing to read. */
const unknownCompany = (slug: string): CompanyPageRead => ({
  page: { state: 'unknown', slug } satisfies CompanyPageData,
});

export const handler = pageHandler(async (event) => {
  const slug = event.pathParameters?.slug ?? '';
  // Only the slug's own spelling is read: /companies/Acme is not /companies/acme's page.
  const valid = companySlug.safeParse(slug);
  const read = valid.success && valid.data === slug ? await readCompanyPage(slug) : unknownCompany(slug);
  if ('redirectTo' in read) {
    const location = appLinks.publicCompany(read.redirectTo);
    return { statusCode: 301, html: '', location, cacheControl: MOVED_PAGE_CACHE };
  }
  const { page } = read;
  const [url, { renderer, shell }] = await Promise.all([siteLink(appLinks.publicCompany(slug)), webRenderer()]);
  const structuredData = page.state === 'company' ? organization(page.company, url) : undefined;
  return {
    statusCode: COMPANY_PAGE_STATUS[page.state],
    html: await renderer.renderCompanyPage(shell, page, {
      canonicalUrl: url,
      ...(structuredData ? { structuredData } : {}),
    }),
    cacheControl: PUBLIC_PAGE_CACHE,
  };
});
