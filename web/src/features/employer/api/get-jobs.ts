// GET /api/get-jobs: the employer's jobs table (tab, search, filters and page from the URL).
import useSWR, { useSWRConfig } from 'swr';
import type { RouteQuery, RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type JobsQuery = NonNullable<RouteQuery<'getJobs'>>;
export type JobsPage = RouteResponse<'getJobs'>;

export const getJobs = (query: JobsQuery) => callApi('getJobs', { query });

export function useJobs(query: JobsQuery) {
  const { active, jobTitle, country, department, page } = query;
  return useSWR<JobsPage, ApiError>(['getJobs', active, jobTitle, country, department, page], () => getJobs(query), {
    keepPreviousData: true,
  });
}

/** After a change: every cached jobs page and job detail asks again. */
export function useRefreshJobs() {
  const { mutate } = useSWRConfig();
  return () => mutate((key) => Array.isArray(key) && (key[0] === 'getJobs' || key[0] === 'getJob'));
}
