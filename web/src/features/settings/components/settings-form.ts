// What the settings dialogs' forms share: the form checked in the browser with the API's own
// schema, a failure shown under the field it is about, and "save, hand on the new user, say
// so, close".
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import type { User } from '#shared/schemas/accounts.js';
import { ApiError } from '@/lib/api-client';
import { showFieldErrors } from '@/lib/field-errors';
import { notifyFailure, notifySuccess } from '@/lib/notify';

/** A settings dialog that saves the user: it hands the new user to `onSaved`. */
export interface SavingModalProps {
  show: boolean;
  onClose: () => void;
  onSaved: (user: User) => Promise<void>;
}

/**
 * A dialog's form over the schema's input. The values stay typed as entered: a submit handler
 * parses them with the schema again for what the API takes.
 */
export function useSettingsForm<Schema extends z.ZodMiniType<FieldValues, FieldValues>>(
  schema: Schema,
  options: Omit<UseFormProps<z.input<Schema>>, 'resolver'>,
) {
  return useForm<z.input<Schema>>({
    resolver: zodResolver(schema) as unknown as Resolver<z.input<Schema>>,
    ...options,
  });
}

/**
 * Shows a failure of a form that asks for the password: the server's messages under `fields`,
 * and a 400 that names no field (a wrong password) under the password. False when it is about
 * none of them, so the caller shows it its usual way.
 */
export function showPasswordFormErrors<F extends { password: string }>(
  error: unknown,
  fields: readonly Path<F>[],
  setError: UseFormSetError<F>,
): boolean {
  if (showFieldErrors(error, fields, setError)) return true;
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  setError('password' as Path<F>, { type: 'server', message: error.msg }, { shouldFocus: true });
  return true;
}

/**
 * Saves, hands the new user to `onSaved`, says `success` and closes. A failure shows on the
 * form when `showOnForm` takes it, else as a toast; the dialog then stays open.
 */
export async function saveUser(
  save: () => Promise<User>,
  options: {
    onSaved: (user: User) => Promise<void>;
    success: string;
    close: () => void;
    showOnForm?: (error: unknown) => boolean;
  },
) {
  try {
    await options.onSaved(await save());
    notifySuccess(options.success);
    options.close();
  } catch (error) {
    if (!options.showOnForm?.(error)) notifyFailure(error);
  }
}
