// The public page of one company, /companies/{slug} (docs/product/companies.md): what the
// function that serves it (functions/companies/handlers/company-page.ts) reads, and what the
// web build's server renderer (web/src/server-render.tsx) turns into the page's HTML. The same
// data travels in the page, so the browser's first render is the server's markup. "Load more"
// reads the next jobs with get-company-jobs from `nextCursor`.
import type { CompanyProfile } from './schemas/companies.js';
import type { JobCard } from './schemas/jobs.js';

/**
 * What the page shows: a company with its first open jobs (newest first), a deleted company
 * (410), or a slug no company ever had (404). An old slug of a company answers 301 to its
 * current one before anything is rendered.
 */
export type CompanyPageData =
  | {
      state: 'company';
      slug: string;
      company: CompanyProfile;
      jobs: JobCard[];
      /** Where "Load more" starts; absent: these are all the open jobs. */
      nextCursor?: string;
    }
  | { state: 'deleted'; slug: string }
  | { state: 'unknown'; slug: string };

export type CompanyPageState = CompanyPageData['state'];

export const COMPANY_PAGE_STATUS: Record<CompanyPageState, 200 | 404 | 410> = {
  company: 200,
  deleted: 410,
  unknown: 404,
};

/** What only the server knows of the page's head: its canonical address and its JSON-LD Organization. */
export interface CompanyPageHead {
  canonicalUrl: string;
  structuredData?: object;
}

/**
 * What the company page's function calls of the web build's server renderer (shared/job-page.ts
 * WEB_RENDERER, PageRenderer).
 */
export interface CompanyPageRenderer {
  /** The whole HTML document: the shell with the page's markup, its head and its data. */
  renderCompanyPage(shell: string, page: CompanyPageData, head: CompanyPageHead): Promise<string>;
}
