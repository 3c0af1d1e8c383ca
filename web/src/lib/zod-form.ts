// A react-hook-form form checked by a zod schema (the shared schemas carry the messages), and
// what one of its fields passes to a field component: its registration and its error.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';

/** The form's values are the schema's input; a valid submit hands on the schema's output. */
export function useZodForm<S extends z.$ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver: zodResolver(schema), defaultValues });
}

export interface FormFieldProps {
  registration: UseFormRegisterReturn;
  error?: string;
}

/** The field `name` of `form`, for TextField, PasswordField and the like. */
export function formField<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
): FormFieldProps {
  return {
    registration: form.register(name),
    error: (get(form.formState.errors, name) as FieldError | undefined)?.message,
  };
}
