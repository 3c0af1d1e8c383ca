// The /edit-company form: its values (the schema's input), what a valid submit hands on, and
// what a control passes to show its error and hints.
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { companyBioBody } from '#shared/schemas/accounts.js';

export type CompanyFormInput = z.input<typeof companyBioBody>;
export type CompanyForm = UseFormReturn<CompanyFormInput, unknown, z.output<typeof companyBioBody>>;

/**
 * A control's invalid state and what describes it: its hints (by id), then its error, whose
 * element is `${id}-error`.
 */
export function describedBy(id: string, message: string | undefined, ...hints: string[]) {
  const ids = message ? [...hints, `${id}-error`] : hints;
  return {
    isInvalid: Boolean(message),
    'aria-invalid': message ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  };
}
