// The public page of one job, /jobs/{jobID} (docs/product/jobs.md, Public job page): what the
// function that serves it (functions/jobs/handlers/job-page.ts) reads, and what the web
// build's server renderer (web/src/server-render.tsx) turns into the page's HTML. The same
// data travels in the page, so the browser's first render is the server's markup.
import type { CompanyPageRenderer } from './company-page.js';
import type { JobCard } from './schemas/jobs.js';

/** A job as everyone may read it: its card and the role's description (no applicants, no count). */
export type PublicJob = JobCard & { aboutRole: string };

/**
 * What the page shows: an open job (with Apply), a closed one (no longer accepting
 * applications), a deleted one (410, with similar open jobs), a held one (200, "This job is
 * under review"), a removed one (410, "This job was removed"), or an id no job ever had (404).
 */
export type JobPageData =
  | {
      state: 'open' | 'closed';
      jobID: string;
      job: PublicJob;
      /** Open jobs like it, most alike first: more than the page shows, for a candidate's applied ones to drop out. */
      similarJobs: JobCard[];
    }
  | { state: 'deleted'; jobID: string; similarJobs: JobCard[] }
  /** Held for review by trust and safety (or its company suspended): nothing of it is shown. */
  | { state: 'under-review'; jobID: string }
  /** Removed by an operator: gone, as a deleted job is, but said so. */
  | { state: 'removed'; jobID: string; similarJobs: JobCard[] }
  | { state: 'unknown'; jobID: string };

export type JobPageState = JobPageData['state'];

/** How many similar open jobs an open or closed job's page shows. */
export const SIMILAR_JOBS_SHOWN = 5;

/** The HTTP status of each state. */
export const JOB_PAGE_STATUS: Record<JobPageState, 200 | 404 | 410> = {
  open: 200,
  closed: 200,
  deleted: 410,
  'under-review': 200,
  removed: 410,
  unknown: 404,
};

/**
 * What only the server knows of the page's head: the site's address and the structured data.
 * Its words (title, description) come from the page itself, in the renderer.
 */
export interface JobPageHead {
  /** The page's address on the site: its canonical link. */
  canonicalUrl: string;
  /** schema.org JobPosting as JSON-LD: open jobs only. */
  structuredData?: object;
}

/**
 * The module the web build writes for the server (web/dist/.server/render.mjs, beside the
 * app's index.html as shell.html): what the job page function calls.
 */
export interface JobPageRenderer {
  /** The whole HTML document: the shell with the page's markup, its head and its data. */
  renderJobPage(shell: string, page: JobPageData, head: JobPageHead): Promise<string>;
}

/**
 * The whole server renderer module: what the functions of the server-rendered pages (a job's,
 * a company's, shared/company-page.ts) load and call.
 */
export type PageRenderer = JobPageRenderer & CompanyPageRenderer;

/** Where the web build writes the server renderer, in its output folder, and the files it holds. */
export const WEB_RENDERER = { dir: '.server', module: 'render.mjs', shell: 'shell.html' } as const;
