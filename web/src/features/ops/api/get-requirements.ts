// GET /api/get-requirements: the hiring requirements sent from /share-requirement, newest first,
// 10 a page, the next page by cursor ("Load more"). Operators only.
import type { RouteResponse } from '#shared/routes.js';
import type { StoredRequirementView } from '#shared/schemas/requirements.js';
import { callApi } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type RequirementsPage = RouteResponse<'getRequirements'>;

const getRequirements = (cursor: string | undefined): Promise<RequirementsPage> =>
  callApi('getRequirements', { query: cursor ? { cursor } : {} });

/** The pages read so far, as one list (`items`). */
export function useRequirements() {
  const { pages, mutate, ...list } = useLoadMorePages(['getRequirements', 'list'], getRequirements);

  /** Shows a requirement as the server answered it after a change, without reading every page again. */
  const showUpdated = (updated: StoredRequirementView) =>
    mutate(
      (loaded) =>
        loaded?.map((page) => ({
          ...page,
          requirements: page.requirements.map((requirement) =>
            requirement.requirementID === updated.requirementID ? updated : requirement,
          ),
        })),
      { revalidate: false },
    );

  return { items: pages.flatMap((page) => page.requirements), mutate, showUpdated, ...list };
}
