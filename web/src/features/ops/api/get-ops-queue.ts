// GET /api/get-ops-queue: the open reports and held jobs, newest first, 10 a page, the next page
// by cursor ("Load more"). Operators only.
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type OpsQueuePage = RouteResponse<'getOpsQueue'>;

const getOpsQueue = (cursor: string | undefined): Promise<OpsQueuePage> =>
  callApi('getOpsQueue', { query: cursor ? { cursor } : {} });

/** The pages read so far, as one list (`items`); `mutate()` reads them all again. */
export function useOpsQueue() {
  const { pages, ...list } = useLoadMorePages(['getOpsQueue', 'list'], getOpsQueue);
  return { items: pages.flatMap((page) => page.items), ...list };
}
