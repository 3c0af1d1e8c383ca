// PUT /api/update-requirement: marks a hiring requirement handled, or not. Operators only.
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export const updateRequirement = (
  requirementID: string,
  handled: boolean,
): Promise<RouteResponse<'updateRequirement'>> => callApi('updateRequirement', { body: { requirementID, handled } });
