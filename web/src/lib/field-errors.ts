// The server's per-field messages of a 400 (`data.fieldErrors`), shown under the fields: the
// server checks what the browser cannot (a password found in breaches, for one).
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/** The per-field messages of a 400 answer, when the error carries them. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fieldErrors = error.data?.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/**
 * Puts a 400's messages under those of `fields` it names, focusing the first; false when it
 * names none of them, so the caller shows the failure its usual way.
 */
export function showFieldErrors<F extends FieldValues>(
  error: unknown,
  fields: readonly Path<F>[],
  setError: UseFormSetError<F>,
): boolean {
  const fieldErrors = fieldErrorsOf(error);
  const bad = fields.filter((field) => fieldErrors[field]);
  bad.forEach((field, index) =>
    setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: index === 0 }),
  );
  return bad.length > 0;
}
