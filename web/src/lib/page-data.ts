// The data a server-rendered page came with (the public job page, shared/job-page.ts; a
// company's public page, shared/company-page.ts). The server renders the page with it and
// writes it into the HTML beside the app's root; the browser's first render reads it from
// there (main.tsx), so that it renders the server's markup again and hydration finds what it
// expects. Read through usePageData in the page, which tells its own data by isJobPageData or
// isCompanyPageData.
import { createContext, useContext, useEffect } from 'react';
import type { CompanyPageData } from '#shared/company-page.js';
import type { JobPageData } from '#shared/job-page.js';

/** The id of the <script type="application/json"> element that carries it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = JobPageData | CompanyPageData;

/** A job page's data: only it names a job. */
export const isJobPageData = (page: PageData | undefined): page is JobPageData => page !== undefined && 'jobID' in page;

/** A company page's data: only it names a slug. */
export const isCompanyPageData = (page: PageData | undefined): page is CompanyPageData =>
  page !== undefined && 'slug' in page;

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = (): PageData | undefined => useContext(PageDataContext);

/**
 * The page's own data, when its document came with it (`isMine` tells). A page reached inside
 * the app from another page served with its data (history) reloads: its own data comes with
 * its own document, which the server renders. No data at all: the document was not rendered
 * by the server (no function behind the path).
 */
export function useOwnPageData<T extends PageData>(
  isMine: (data: PageData) => data is T,
): { page: T | undefined; reloading: boolean } {
  const data = usePageData();
  const page = data !== undefined && isMine(data) ? data : undefined;
  const reloading = data !== undefined && page === undefined;
  useEffect(() => {
    if (reloading) window.location.reload();
  }, [reloading]);
  return { page, reloading };
}

/** The data of the page the document was served with, if it carries some. */
export function readPageData(document: Document): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
