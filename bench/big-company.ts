// Figure: a big company's jobs table. A company with thousands of jobs (a third closed), read
// as the jobs table reads it: get-jobs for each tab, pages 1 and 2 through the cursor, a reload
// of page 3 (no cursor: the pages before are walked on keys), and searches: a title word one
// job in ten carries, one that one job in a hundred carries, and a country. Each call is
// measured by call-meter.ts; the target is that a page of a tab reads at most 2 x page + 1 jobs
// and the counts, and a page of a search at most its budget, whatever the company's size.
import { listDepartments } from '#functions/jobs/departments.js';
import { FILTERED_PAGE_READS } from '#functions/jobs/employer-jobs.js';
import { handler as getJobs } from '#functions/jobs/handlers/get-jobs.js';
import { companyJobCountsKey } from '#functions/jobs/index.js';
import { newJobItems } from '#functions/jobs/job-writes.js';
import { SNAPSHOT_RATES } from '#functions/jobs/reference-rates.js';
import { PAGE_SIZE } from '#shared/constants.js';
import type { StackInfo } from '../local/stack-process.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import { callAs, metered } from './call-meter.js';
import type { Row } from './report.js';
import { batchWriteAll, benchJobFields } from './seed.js';

/** A page of a tab: PAGE_SIZE + 1 jobs read at most by the target's 2 x page + 1, and the counts. */
const TAB_PAGE_BOUND = 2 * PAGE_SIZE + 1 + 1;
/** A page of a search: its budget of jobs, and the counts. */
const SEARCH_PAGE_BOUND = FILTERED_PAGE_READS + 1;

interface PageFigure {
  calls: number;
  maxItems: number;
  maxBytes: number;
  maxRoundTrips: number;
  /** Rows a page showed, summed over the pages. */
  shown: number;
}

export interface BigCompanyFigure {
  jobs: number;
  /** The company's owner and some of its open jobs, for the figures of its pages (company-pages.ts). */
  owner: TestUser;
  openJobIDs: string[];
  tabs: PageFigure;
  reload: PageFigure;
  searches: PageFigure;
}

const emptyFigure = (): PageFigure => ({ calls: 0, maxItems: 0, maxBytes: 0, maxRoundTrips: 0, shown: 0 });

/** A company of a real employer with `count` jobs, stored as posting wrote them, with its counts. */
async function seedBigCompany(stack: StackInfo, count: number) {
  const companyName = 'Bench Staffing Co';
  const owner = await createSignedInUser(stack, 'employer', { companyName });
  const company = { companyID: owner.companyID!, companyName };
  const departments = (await listDepartments()).map((department) => department.name);
  const start = Date.parse('2026-03-01T00:00:00Z');
  const jobs = Array.from({ length: count }, (_, index) => {
    // Numbered apart from the seeded jobs and the other figures'; one in ten a "Nurse", one in a hundred a "Pilot".
    const fields = benchJobFields(40_000_000 + index, departments);
    const word = index % 100 === 0 ? 'Pilot' : index % 10 === 0 ? 'Nurse' : 'Analyst';
    const { job } = newJobItems(
      { userID: owner.userID, firstName: 'Bench', lastName: 'Owner' },
      company,
      { ...fields, jobTitle: `${word} ${fields.jobTitle}` },
      SNAPSHOT_RATES,
      new Date(start + index * 60_000),
    );
    const active = index % 3 !== 0;
    return { ...job, active, GSI2PK: `COMPANYJOBS#${company.companyID}#${active ? 'open' : 'closed'}` };
  });
  const closed = jobs.filter((job) => !job.active).length;
  // Job items only: these jobs are not searched (no lists), only listed by their company.
  await batchWriteAll([
    ...jobs,
    { ...companyJobCountsKey(company.companyID), entity: 'COMPANY_JOB_COUNTS', open: count - closed, closed },
  ]);
  const openJobIDs = jobs.filter((job) => job.active).map((job) => job.jobID);
  return { owner, country: jobs[1]!.country, openJobIDs };
}

type Page = { jobs: unknown[]; pagination: { nextCursor?: string } };

async function measurePages(owner: TestUser, figure: PageFigure, query: Record<string, string>, pages: number) {
  let cursor: string | undefined;
  for (let page = 1; page <= pages; page += 1) {
    const asked = { ...query, ...(page > 1 ? { page: String(page) } : {}), ...(cursor ? { cursor } : {}) };
    const { answer, reads } = await metered(owner, () => callAs<Page>(getJobs, 'get-jobs', owner, asked));
    figure.calls += 1;
    figure.maxItems = Math.max(figure.maxItems, reads.itemsBesidesSession);
    figure.maxBytes = Math.max(figure.maxBytes, reads.bytesBesidesSession);
    figure.maxRoundTrips = Math.max(figure.maxRoundTrips, reads.roundTrips);
    figure.shown += answer.jobs.length;
    cursor = answer.pagination.nextCursor;
    if (!cursor) return;
  }
}

export async function measureBigCompany(stack: StackInfo, count: number): Promise<BigCompanyFigure> {
  const { owner, country, openJobIDs } = await seedBigCompany(stack, count);
  const figure = {
    jobs: count,
    owner,
    openJobIDs,
    tabs: emptyFigure(),
    reload: emptyFigure(),
    searches: emptyFigure(),
  };
  for (const active of ['', 'true', 'false']) await measurePages(owner, figure.tabs, { active }, 2);
  await measurePages(owner, figure.reload, { active: 'true', page: '3' }, 1);
  const searches: Record<string, string>[] = [{ jobTitle: 'nurse' }, { jobTitle: 'pilot' }, { country }];
  for (const search of searches) await measurePages(owner, figure.searches, { active: 'true', ...search }, 2);
  return figure;
}

const describe = (figure: PageFigure) =>
  `max ${figure.maxItems} items, ${(figure.maxBytes / 1024).toFixed(1)} KB, ${figure.maxRoundTrips} round trips a page; ${figure.calls ? (figure.shown / figure.calls).toFixed(1) : '-'} rows a page`;

export function bigCompanyRows(figure: BigCompanyFigure): Row[] {
  const jobs = figure.jobs.toLocaleString('en');
  return [
    {
      figure: `get-jobs of a company with ${jobs} jobs, each tab, pages 1 and 2 (${figure.tabs.calls} calls)`,
      value: describe(figure.tabs),
      target: `<= ${TAB_PAGE_BOUND} items a page (2 x ${PAGE_SIZE} + 1 jobs and the counts)`,
      result: figure.tabs.maxItems <= TAB_PAGE_BOUND ? 'pass' : 'MISS',
    },
    {
      figure: `get-jobs of a company with ${jobs} jobs, page 3 reloaded without its cursor`,
      value: describe(figure.reload),
      target: `<= ${2 * PAGE_SIZE} keys walked and ${TAB_PAGE_BOUND} items`,
      result: figure.reload.maxItems <= 2 * PAGE_SIZE + TAB_PAGE_BOUND ? 'pass' : 'MISS',
    },
    {
      figure: `get-jobs of a company with ${jobs} jobs, searches (1 in 10, 1 in 100, a country), pages 1 and 2 (${figure.searches.calls} calls)`,
      value: describe(figure.searches),
      target: `<= ${SEARCH_PAGE_BOUND} items a page (the search's budget and the counts)`,
      result: figure.searches.maxItems <= SEARCH_PAGE_BOUND ? 'pass' : 'MISS',
    },
  ];
}

/** What shows the figure's harness broke (nothing read, nothing shown). */
export function bigCompanyProblems(figure: BigCompanyFigure): string[] {
  const problems: string[] = [];
  if (figure.tabs.calls === 0 || figure.tabs.maxItems === 0)
    problems.push('big company: no page of jobs was read: the meter is broken');
  if (figure.tabs.shown === 0) problems.push('big company: no tab showed a job: the seeding is broken');
  return problems;
}
