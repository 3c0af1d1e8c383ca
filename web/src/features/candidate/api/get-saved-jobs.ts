// GET /api/get-saved-jobs: the candidate's saved jobs, newest saved first, 10 a page, the next
// page by cursor ("Load more").
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type SavedJobsPage = RouteResponse<'getSavedJobs'>;

const getSavedJobs = (cursor: string | undefined): Promise<SavedJobsPage> =>
  callApi('getSavedJobs', { query: cursor ? { cursor } : {} });

/** The pages read so far, as one list (`items`). */
export function useSavedJobs() {
  const { pages, ...list } = useLoadMorePages(['getSavedJobs', 'list'], getSavedJobs);
  return { items: pages.flatMap((page) => page.jobs), ...list };
}
