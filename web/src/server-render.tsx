// The build's server entry (web/vite.config.ts, environment "ssr"), written to
// web/dist/.server/render.mjs with the app's index.html beside it as shell.html: renders pages
// to HTML as a visitor's first render shows them, so that their first paint needs no
// JavaScript and crawlers read them whole; main.tsx hydrates that HTML.
// - At build time: the public pages of shared/prerendered-pages.ts (web/prerender-pages.ts).
// - At run time: a job's public page, by the function that serves /jobs/{jobID}
//   (functions/jobs/handlers/job-page.ts), from the data it read (shared/job-page.ts); a
//   company's, by the one that serves /companies/{slug} (shared/company-page.ts).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import type { CompanyPageData, CompanyPageHead } from '#shared/company-page.js';
import type { JobPageData, JobPageHead, PageRenderer } from '#shared/job-page.js';
import { SITE_ADDRESS_PLACEHOLDER } from '#shared/link-preview.js';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { companyPageDescription, companyPagePreviewDescription } from './features/companies/routes/company-page';
import { jobPageDescription, jobPagePreviewDescription } from './features/find-work/routes/job-page';
import { PAGE_DATA_ELEMENT_ID, type PageData } from './lib/page-data';
import { paths } from './lib/paths';
import { escapeAttribute, pageDocument, scriptJson } from './server/html-document';

export { PRERENDERED_PAGES } from '#shared/prerendered-pages.js';

/** The markup of the app at `path` for a visitor (no session), rendered from `pageData`. */
async function renderApp(path: string, pageData?: PageData): Promise<string> {
  const { query, dataRoutes } = createStaticHandler(appRoutes);
  const context = await query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answers a redirect; it cannot be rendered`);
  if (context.statusCode !== 200) throw new Error(`${path} renders with status ${context.statusCode}`);
  const router = createStaticRouter(dataRoutes, context);
  return renderToString(
    <StrictMode>
      {/* A cache of its own per page: one server process renders many pages for many people. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppProvider pageData={pageData}>
          {/* The client creates its own router (main.tsx): no hydration data in an inline script. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </SWRConfig>
    </StrictMode>,
  );
}

/**
 * A public page's whole document, for the build to write as <path>/index.html; its preview's
 * absolute addresses on the placeholder the site's address replaces (shared/link-preview.ts).
 */
export async function prerenderedDocument(shell: string, path: string): Promise<string> {
  return pageDocument(shell, {
    path,
    markup: await renderApp(path),
    preview: { url: `${SITE_ADDRESS_PLACEHOLDER}${path}` },
  });
}

/** A page rendered from the data its function read: its path, words and head. */
interface DataPage {
  path: string;
  data: PageData;
  head: { canonicalUrl: string; structuredData?: object };
  description: string;
  /** What its link preview says; its description when undefined. */
  previewDescription: string | undefined;
}

/** The whole document of a page rendered from its data: its canonical link, its JSON-LD when it has some. */
async function dataPageDocument(shell: string, page: DataPage): Promise<string> {
  const { canonicalUrl, structuredData } = page.head;
  const jsonLd = structuredData ? `<script type="application/ld+json">${scriptJson(structuredData)}</script>` : '';
  return pageDocument(shell, {
    path: page.path,
    markup: await renderApp(page.path, page.data),
    description: page.description,
    preview: { url: canonicalUrl, description: page.previewDescription },
    head: `<link rel="canonical" href="${escapeAttribute(canonicalUrl)}" />${jsonLd}`,
    data: { elementId: PAGE_DATA_ELEMENT_ID, value: page.data },
  });
}

/** A job's public page's whole document (JobPageRenderer). */
export const renderJobPage = (shell: string, page: JobPageData, head: JobPageHead): Promise<string> =>
  dataPageDocument(shell, {
    path: paths.publicJob(page.jobID),
    data: page,
    head,
    description: jobPageDescription(page),
    previewDescription: jobPagePreviewDescription(page),
  });

/** A company's public page's whole document (CompanyPageRenderer). */
export const renderCompanyPage = (shell: string, page: CompanyPageData, head: CompanyPageHead): Promise<string> =>
  dataPageDocument(shell, {
    path: paths.publicCompany(page.slug),
    data: page,
    head,
    description: companyPageDescription(page),
    previewDescription: companyPagePreviewDescription(page),
  });

// What the functions of the server-rendered pages expect of this module (PageRenderer).
renderJobPage satisfies PageRenderer['renderJobPage'];
renderCompanyPage satisfies PageRenderer['renderCompanyPage'];
