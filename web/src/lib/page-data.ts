// The data a server-rendered page came with (the public job page, shared/job-page.ts). The
// server renders the page with it and writes it into the HTML beside the app's root; the
// browser's first render reads it from there (main.tsx), so that it renders the server's
// markup again and hydration finds what it expects. Read through usePageData in the page.
import { createContext, useContext } from 'react';
import type { JobPageData } from '#shared/job-page.js';

/** The id of the <script type="application/json"> element that carries it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export type PageData = JobPageData;

export const PageDataContext = createContext<PageData | undefined>(undefined);

export const usePageData = (): PageData | undefined => useContext(PageDataContext);

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
