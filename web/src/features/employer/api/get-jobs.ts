// GET /api/get-jobs: the employer's jobs table (tab, search, filters and page from the URL).
// Page N + 1 is asked with the cursor page N answered; a page reached without one (a reload,
// a shared link) is asked by number, and the server walks to it or, for a search, starts again.
import useSWR, { useSWRConfig } from 'swr';
import type { RouteQuery, RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type JobsQuery = NonNullable<RouteQuery<'getJobs'>>;
export type JobsPage = RouteResponse<'getJobs'>;

export const getJobs = (query: JobsQuery) => callApi('getJobs', { query });

/** The cursor of each page reached so far, by list and page number. */
const cursors = new Map<string, string>();

export function useJobs(query: Omit<JobsQuery, 'cursor'> & { page: number }) {
  const { active, jobTitle, country, department, page } = query;
  const list = JSON.stringify([active, jobTitle, country, department]);
  const cursor = page > 1 ? cursors.get(`${list}#${page}`) : undefined;
  return useSWR<JobsPage, ApiError>(
    ['getJobs', active, jobTitle, country, department, page, cursor],
    async () => {
      const answer = await getJobs({ ...query, cursor });
      const next = answer.pagination.nextCursor;
      if (next) cursors.set(`${list}#${answer.pagination.currentPage + 1}`, next);
      return answer;
    },
    { keepPreviousData: true },
  );
}

/** After a change: every cached jobs page and job detail asks again. */
export function useRefreshJobs() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && (key[0] === 'getJobs' || key[0] === 'getJob'));
}
