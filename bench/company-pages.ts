// Figures: the pages around a company, read as their functions read them, each measured by
// call-meter.ts: the big company's public page (its slug, the company, its first open jobs)
// and two Load more pages (get-company-jobs), a candidate's saved jobs (get-saved-jobs, pages
// 1 and 2 of 25 saved), and a job's public page with its similar jobs. The target: each a
// fixed number of items, whatever the number of jobs in the table or of the company.
import { readCompanyPage } from '#functions/companies/company-page.js';
import { handler as getCompanyJobs } from '#functions/companies/handlers/get-company-jobs.js';
import { saveJob } from '#functions/candidates/saved-jobs.js';
import { handler as getSavedJobs } from '#functions/candidates/handlers/get-saved-jobs.js';
import { readJobPage } from '#functions/jobs/job-page.js';
import { MATCHING_PAGE_READS } from '#platform/dynamodb/cursor-pages.js';
import { PAGE_SIZE } from '#shared/constants.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import type { BigCompanyFigure } from './big-company.js';
import { callAs, metered, type Reads } from './call-meter.js';
import type { Row } from './report.js';

/** The company page: its slug, the company (and its counts), PAGE_SIZE + 1 jobs. */
const COMPANY_PAGE_BOUND = 2 + PAGE_SIZE + 1;
/** A saved-jobs page: PAGE_SIZE + 1 saved items and the page's jobs. */
const SAVED_PAGE_BOUND = 2 * (PAGE_SIZE + 1);
/** A job's page: the job and two one-Query searches for similar jobs. */
const JOB_PAGE_BOUND = 1 + 2 * MATCHING_PAGE_READS;

export interface CompanyPagesFigure {
  companyJobs: number;
  companyPage: Reads;
  loadMore: Reads[];
  savedJobs: Reads[];
  jobPage: Reads;
  shown: { companyPage: number; loadMore: number; savedJobs: number; similarJobs: number };
}

type JobsPage = { jobs: unknown[]; pagination: { nextCursor?: string } };

/** Up to `pages` pages from `cursor` (undefined: the first page), each metered. */
async function pagesOf(
  who: TestUser,
  read: (cursor: string | undefined) => Promise<JobsPage>,
  cursor: string | undefined,
  pages: number,
) {
  const reads: Reads[] = [];
  let shown = 0;
  for (let page = 0; page < pages; page += 1) {
    const { answer, reads: pageReads } = await metered(who, () => read(cursor));
    reads.push(pageReads);
    shown += answer.jobs.length;
    cursor = answer.pagination.nextCursor;
    if (!cursor) break;
  }
  return { reads, shown };
}

export async function measureCompanyPages(stack: StackInfo, company: BigCompanyFigure): Promise<CompanyPagesFigure> {
  const { owner } = company;
  const slug = String(
    (await owner.client.call<{ user: { company: { slug: string } } }>('GET', '/api/get-user')).body.data.user.company
      .slug,
  );
  const page = await metered(owner, () => readCompanyPage(slug));
  const first = 'page' in page.answer && page.answer.page.state === 'company' ? page.answer.page : undefined;
  const companyID = owner.companyID!;
  const loadMore = first?.nextCursor
    ? await pagesOf(
        owner,
        (cursor) =>
          callAs<JobsPage>(getCompanyJobs, 'get-company-jobs', owner, { companyID, ...(cursor ? { cursor } : {}) }),
        first.nextCursor,
        2,
      )
    : { reads: [], shown: 0 };

  const candidate = await createSignedInUser(stack, 'candidate', { jobTitle: 'Analyst', jobType: 'full-time' });
  for (const jobID of company.openJobIDs.slice(0, 25)) await saveJob(candidate.userID, jobID);
  const saved = await pagesOf(
    candidate,
    (cursor) => callAs<JobsPage>(getSavedJobs, 'get-saved-jobs', candidate, cursor ? { cursor } : {}),
    undefined,
    2,
  );

  const jobPage = await metered(owner, () => readJobPage(company.openJobIDs[0]!));
  const similar = jobPage.answer.page.state === 'open' ? jobPage.answer.page.similarJobs.length : 0;
  return {
    companyJobs: company.jobs,
    companyPage: page.reads,
    loadMore: loadMore.reads,
    savedJobs: saved.reads,
    jobPage: jobPage.reads,
    shown: {
      companyPage: first?.jobs.length ?? 0,
      loadMore: loadMore.shown,
      savedJobs: saved.shown,
      similarJobs: similar,
    },
  };
}

const most = (reads: Reads[]) => Math.max(0, ...reads.map((read) => read.itemsBesidesSession));
const describe = (reads: Reads[], shown: number, what: string) =>
  `max ${most(reads)} items, ${Math.max(0, ...reads.map((read) => read.roundTrips))} round trips a page; ${shown} ${what}`;

export function companyPagesRows(figure: CompanyPagesFigure): Row[] {
  const jobs = figure.companyJobs.toLocaleString('en');
  return [
    {
      figure: `company page of a company with ${jobs} jobs, then Load more twice (get-company-jobs)`,
      value: `page: ${describe([figure.companyPage], figure.shown.companyPage, 'jobs')}; Load more: ${describe(figure.loadMore, figure.shown.loadMore, 'jobs')}`,
      target: `<= ${COMPANY_PAGE_BOUND} items a page`,
      result: most([figure.companyPage, ...figure.loadMore]) <= COMPANY_PAGE_BOUND ? 'pass' : 'MISS',
    },
    {
      figure: 'get-saved-jobs of a candidate with 25 saved jobs, pages 1 and 2',
      value: describe(figure.savedJobs, figure.shown.savedJobs, 'jobs shown'),
      target: `<= ${SAVED_PAGE_BOUND} items a page`,
      result: most(figure.savedJobs) <= SAVED_PAGE_BOUND ? 'pass' : 'MISS',
    },
    {
      figure: 'a job’s public page with its similar jobs',
      value: describe([figure.jobPage], figure.shown.similarJobs, 'similar jobs carried'),
      target: `<= ${JOB_PAGE_BOUND} items (the job, two searches of one Query)`,
      result: most([figure.jobPage]) <= JOB_PAGE_BOUND ? 'pass' : 'MISS',
    },
  ];
}

/** What shows the figure's harness broke. */
export function companyPagesProblems(figure: CompanyPagesFigure): string[] {
  const problems: string[] = [];
  if (figure.shown.companyPage === 0)
    problems.push('company pages: the company page showed no job: the seeding is broken');
  if (figure.shown.savedJobs === 0) problems.push('company pages: no saved job was listed: the seeding is broken');
  return problems;
}
