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

/** The per-field messages of a 400 answer (`data.fieldErrors`), when the error carries them. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const data = (error as { data?: { fieldErrors?: unknown } } | null)?.data;
  const fieldErrors = data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
