// POST /api/submit-requirement: the requirement form of /share-requirement.
import { useCallback, useState } from 'react';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type RequirementInput = RouteBody<'submitRequirement'>;

export function submitRequirement(body: RequirementInput) {
  return callApi('submitRequirement', { body });
}

export function useSubmitRequirement() {
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submit = useCallback(async (body: RequirementInput) => {
    setIsSubmitting(true);
    try {
      return await submitRequirement(body);
    } finally {
      setIsSubmitting(false);
    }
  }, []);
  return { submit, isSubmitting };
}
