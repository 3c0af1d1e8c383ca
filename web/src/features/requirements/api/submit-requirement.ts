// POST /api/submit-requirement: the requirement form of /share-requirement.
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';

export type RequirementInput = RouteBody<'submitRequirement'>;

export function submitRequirement(body: RequirementInput) {
  return callApi('submitRequirement', { body });
}

export function useSubmitRequirement() {
  const [submit, isSubmitting] = useBusyCall(submitRequirement);
  return { submit, isSubmitting };
}
