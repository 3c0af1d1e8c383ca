// GET /api/get-ops-audit: what operators did, newest first, 10 a page, the next page by cursor
// ("Load more"). Operators only; the entries never change.
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type OpsAuditPage = RouteResponse<'getOpsAudit'>;

const getOpsAudit = (cursor: string | undefined): Promise<OpsAuditPage> =>
  callApi('getOpsAudit', { query: cursor ? { cursor } : {} });

/** The pages read so far, as one list (`items`). */
export function useOpsAudit() {
  const { pages, ...list } = useLoadMorePages(['getOpsAudit', 'list'], getOpsAudit);
  return { items: pages.flatMap((page) => page.entries), ...list };
}
