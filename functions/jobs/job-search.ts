// Job search (docs/data-model.md, pattern 10): open jobs by title words and filters, newest
// first, a page at a time. Filters select one combination of the entries (the key), so every
// request reads the same bounded number of items whichever filters are set and however big
// the table is (search-entries.ts, cursor-pages.ts: PAGE_SIZE + 1 entries, cursor paging):
//   - without a title: the job's card entries (GSI2 `JOBSEARCH#<combo>`), each carrying the
//     card, written in the same transaction as every change of the job: one Query, nothing else;
//   - with a title: the title-word entries of the query's longest word (GSI2
//     `JOBWORD#<combo>#<word key>`, word-index.ts) whose title matches the whole query (every
//     query word a prefix of consecutive title words: titleMatches), then one BatchGetItem of
//     their jobs: at most 2 x PAGE_SIZE + 1 items. Each job is checked against its entry
//     (still open, same title and filters: else the entry is stale and skipped), so a page
//     can hold fewer jobs than PAGE_SIZE and still not be the last.
// Index reads are eventually consistent, so a job closed a moment ago can still be found for
// that moment; its page (get-job-candidate) then says it is no longer open.
import type { JobCard } from '#shared/schemas/jobs.js';
import { JOB_WORD_INDEX, jobCombo, jobKey, jobWordOwner, toJobCard, type JobItem } from './jobs.js';
import { currentOwners, readEntriesAfter, readSearchPage, searchPlan, type SearchPlan } from './search-entries.js';

export interface JobSearchFilters {
  jobTitle?: string;
  jobType?: string;
  department?: string;
  country?: string;
}

export interface JobSearchQuery extends JobSearchFilters {
  page: number;
  cursor?: string;
}

export interface JobSearchResult {
  jobs: JobCard[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

const planFor = (filters: JobSearchFilters): SearchPlan =>
  searchPlan({
    ownerPrefix: 'JOB#',
    cards: 'JOBSEARCH',
    words: JOB_WORD_INDEX,
    combo: jobCombo(filters),
    title: filters.jobTitle,
  });

/** The cards of the jobs behind a page of entries: card entries carry them; title-word entries lead to current jobs. */
async function cardsOf(plan: SearchPlan, entries: Record<string, unknown>[]): Promise<JobCard[]> {
  if (!plan.byWord) return (entries as { card: JobCard }[]).map((entry) => entry.card);
  const jobs = await currentOwners(entries, jobKey, (item) => jobWordOwner(item as unknown as JobItem));
  return (jobs as unknown as JobItem[]).map(toJobCard);
}

export async function searchJobs(query: JobSearchQuery): Promise<JobSearchResult> {
  const plan = planFor(query);
  const { items, pagination } = await readSearchPage(plan, query.page, query.cursor);
  return { jobs: await cardsOf(plan, items), pagination };
}

/**
 * Open jobs matching `filters` (the title by words, as the search) posted strictly after
 * `since` (ISO time), newest first, at most `limit`: for job alerts. Reads the entries posted
 * after `since` only, so the cost follows the new jobs of that search, never the table.
 */
export async function newJobsMatching(filters: JobSearchFilters, since: string, limit: number): Promise<JobCard[]> {
  const plan = planFor(filters);
  return readEntriesAfter(plan, since, limit, (entries) => cardsOf(plan, entries));
}
