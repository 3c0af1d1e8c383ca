// The company's jobs table (get-jobs). Each tab is one Query on its own key, newest first, and
// the tabs' counts are the company's counters (company-job-lists.ts), so a page costs the same
// at 50 jobs and at 5,000:
//   - without search or filters, PAGE_SIZE + 1 jobs (cursor-pages.ts readPage; a reload of a
//     later page walks the pages before it on keys only);
//   - with them, the tab's jobs in growing rounds, each checked here (title prefix, country,
//     department, case-insensitive), until a page is full or FILTERED_PAGE_READS jobs were
//     looked at. A page cut short by that budget is not the last: the next goes on from the
//     last job looked at. Such a list has no total, so the answer has none.
// The cursor holds the place of the next page's first row, for "Showing X - Y".
import { PAGE_SIZE } from '#shared/constants.js';
import type { getJobsQuery, getJobsResponse } from '#shared/schemas/jobs.js';
import type { z } from 'zod/mini';
import { readMatchingPage, readPage, type PagedQuery } from '#platform/dynamodb/cursor-pages.js';
import { decodePageCursor, encodePageCursor, newestFirstPosition } from '#platform/dynamodb/page-cursor.js';
import { normalize } from '#platform/search/search-keys.js';
import { jobKey, jobReviewOf, toPublicJob, type JobItem } from './jobs.js';
import { companyJobsKey, companyStateJobsKey, getCompanyJobCounts, type JobState } from './company-job-lists.js';

export type EmployerJobsQuery = z.output<typeof getJobsQuery>;
export type EmployerJobsPage = z.output<typeof getJobsResponse>;

/** The most jobs a page of a search or filter looks at. */
export const FILTERED_PAGE_READS = 200;

const MSG_BAD_CURSOR = 'This list has changed. Please reload the page.';

type Tab = 'all' | JobState;
type JobListKey = Record<string, string>;

const tabOf = (query: EmployerJobsQuery): Tab =>
  query.active === 'true' ? 'open' : query.active === 'false' ? 'closed' : 'all';

const isFiltered = (query: EmployerJobsQuery) => Boolean(query.jobTitle || query.country || query.department);

/** Title prefix and filters, each case-insensitive (blank: no condition). */
function matches(job: JobItem, query: EmployerJobsQuery): boolean {
  const equal = (value: string, wanted: string | undefined) => !wanted || normalize(value) === normalize(wanted);
  return (
    (!query.jobTitle || normalize(job.jobTitle).startsWith(normalize(query.jobTitle))) &&
    equal(job.country, query.country) &&
    equal(job.department, query.department)
  );
}

/** The tab's Query: every job on GSI1, a state's jobs on GSI2; and the key of a job in it. */
function tabList(companyID: string, tab: Tab) {
  if (tab === 'all')
    return {
      query: {
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :job)',
        ExpressionAttributeValues: { ':pk': companyJobsKey(companyID), ':job': 'JOB#' },
        ScanIndexForward: false,
      },
      keyAttributes: 'PK, SK, GSI1PK, GSI1SK',
      keyAt: (createdAt: string, jobID: string): JobListKey => ({
        ...jobKey(jobID),
        GSI1PK: companyJobsKey(companyID),
        GSI1SK: `JOB#${createdAt}#${jobID}`,
      }),
    };
  const partition = companyStateJobsKey(companyID, tab);
  return {
    query: {
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
    },
    keyAttributes: 'PK, SK, GSI2PK, GSI2SK',
    keyAt: (createdAt: string, jobID: string): JobListKey => ({
      ...jobKey(jobID),
      GSI2PK: partition,
      GSI2SK: `${createdAt}#${jobID}`,
    }),
  };
}

/** What a cursor is bound to: the tab and the search, as typed (normalized). */
const listSignature = (query: EmployerJobsQuery) =>
  [tabOf(query), query.jobTitle, query.country, query.department].map((part) => normalize(part ?? '')).join('|');

interface JobsCursor {
  key: JobListKey;
  /** Rows before the page. */
  offset: number;
}

function decodeJobsCursor(cursor: string, query: EmployerJobsQuery, keyAt: (c: string, id: string) => JobListKey) {
  return decodePageCursor<JobsCursor>(
    cursor,
    (position) => {
      const { p, o, s, k } = (position ?? {}) as { p?: unknown; o?: unknown; s?: unknown; k?: unknown };
      if (p !== query.page || s !== listSignature(query) || typeof o !== 'number' || !Number.isInteger(o) || o < 0)
        return undefined;
      const at = newestFirstPosition(k);
      return at && { key: keyAt(at.time, at.id), offset: o };
    },
    MSG_BAD_CURSOR,
  );
}

export async function getCompanyJobsPage(companyID: string, asked: EmployerJobsQuery): Promise<EmployerJobsPage> {
  const filtered = isFiltered(asked);
  // A later page of a search is reached through its cursor only; without one it starts again.
  const query = filtered && !asked.cursor ? { ...asked, page: 1 } : asked;
  const tab = tabOf(query);
  const list = tabList(companyID, tab);
  const start = query.cursor ? decodeJobsCursor(query.cursor, query, list.keyAt) : undefined;
  const offset = start?.offset ?? (query.page - 1) * PAGE_SIZE;
  const paged: PagedQuery<JobListKey> = {
    query: list.query,
    keysOnlyQuery: { ...list.query, ProjectionExpression: list.keyAttributes },
    page: query.page,
    cursor: query.cursor,
    keyOf: (item) => Object.fromEntries(list.keyAttributes.split(', ').map((name) => [name, String(item[name])])),
    encodeCursor: (key, next, shown) => {
      // `<createdAt>#<jobID>`, after GSI1's `JOB#`.
      const [createdAt, jobID] = (key.GSI2SK ?? key.GSI1SK!.slice('JOB#'.length)).split('#');
      return encodePageCursor({ p: next, o: offset + shown, s: listSignature(query), k: [createdAt, jobID] });
    },
    decodeCursor: () => start!.key,
  };
  const [counts, { items, pagination }] = await Promise.all([
    getCompanyJobCounts(companyID),
    filtered
      ? readMatchingPage(paged, (item) => matches(item as unknown as JobItem, query), {
          reads: FILTERED_PAGE_READS,
          itemBehindEntry: false,
        })
      : readPage(paged),
  ]);
  const total = tab === 'all' ? counts.open + counts.closed : counts[tab];
  return {
    // Its own jobs: with what trust and safety did to them ("Under review", "Removed").
    jobs: (items as unknown as JobItem[]).map((job) => {
      const review = jobReviewOf(job);
      return { ...toPublicJob(job), ...(review ? { review } : {}) };
    }),
    counts: { all: counts.open + counts.closed, open: counts.open, closed: counts.closed },
    pagination: {
      ...pagination,
      firstRecord: items.length > 0 ? offset + 1 : 0,
      ...(filtered ? {} : { totalRecords: total, totalPages: Math.ceil(total / PAGE_SIZE) }),
    },
  };
}
