// The company's jobs table (get-jobs): all of one company's jobs come from one Query on
// GSI1 (docs/data-model.md, pattern 7; bounded by that company's job count, never by the table); search, filters,
// tab counts and the page are worked out in memory here.
//
// The tab counts follow the search and the filters (as in most applicant-tracking tables):
// "Open (3)" means three open jobs match what is typed and chosen. The tab itself then picks
// the rows; the page is PAGE_SIZE rows of the chosen tab, newest first.
import { PAGE_SIZE } from '#shared/constants.js';
import type { getJobsQuery, getJobsResponse } from '#shared/schemas/jobs.js';
import type { z } from 'zod/mini';
import { listCompanyJobs, toPublicJob, type JobItem } from './jobs.js';
import { normalize } from '#platform/search/search-keys.js';

export type EmployerJobsQuery = z.output<typeof getJobsQuery>;
export type EmployerJobsPage = z.output<typeof getJobsResponse>;

/** Title prefix and filters, each case-insensitive (blank: no condition). */
function matches(job: JobItem, query: EmployerJobsQuery): boolean {
  const equal = (value: string, wanted: string | undefined) => !wanted || normalize(value) === normalize(wanted);
  return (
    (!query.jobTitle || normalize(job.jobTitle).startsWith(normalize(query.jobTitle))) &&
    equal(job.country, query.country) &&
    equal(job.department, query.department)
  );
}

export function pageEmployerJobs(jobs: JobItem[], query: EmployerJobsQuery): EmployerJobsPage {
  const matching = jobs.filter((job) => matches(job, query));
  const open = matching.filter((job) => job.active);
  const counts = { all: matching.length, open: open.length, closed: matching.length - open.length };
  const rows =
    query.active === 'true' ? open : query.active === 'false' ? matching.filter((job) => !job.active) : matching;
  const start = (query.page - 1) * PAGE_SIZE;
  return {
    jobs: rows.slice(start, start + PAGE_SIZE).map((job) => toPublicJob(job)),
    counts,
    pagination: { currentPage: query.page, totalRecords: rows.length, totalPages: Math.ceil(rows.length / PAGE_SIZE) },
  };
}

export async function getCompanyJobsPage(companyID: string, query: EmployerJobsQuery): Promise<EmployerJobsPage> {
  return pageEmployerJobs(await listCompanyJobs(companyID), query);
}
