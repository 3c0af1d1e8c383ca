// GET /api/get-my-applications: the candidate's applications, newest first, 10 a page, the
// next page by cursor ("Load more"; lib/use-cursor-pages).
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useCursorPages } from '@/lib/use-cursor-pages';

export type MyApplicationsPage = RouteResponse<'getMyApplications'>;
export const MY_APPLICATIONS_KEY = 'getMyApplications';

const getMyApplications = (page: number, cursor?: string): Promise<MyApplicationsPage> =>
  callApi('getMyApplications', { query: cursor ? { page, cursor } : { page } });
const applicationsOf = (page: MyApplicationsPage) => page.applications;
const NO_PARAMS: readonly unknown[] = [];

/** The first `pages` pages of the list, as one list (`items`). */
export function useMyApplications(pages: number) {
  return useCursorPages(MY_APPLICATIONS_KEY, NO_PARAMS, getMyApplications, applicationsOf, pages);
}
