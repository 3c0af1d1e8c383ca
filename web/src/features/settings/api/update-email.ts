// PUT /api/update-email: step 1 of an email change (new email and password); the code goes
// to the new address.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type UpdateEmailInput = RouteBody<'updateEmail'>;

export async function updateEmail(input: UpdateEmailInput) {
  return callApi('updateEmail', { body: input });
}

export function useUpdateEmail() {
  return useSWRMutation('updateEmail', (_key: string, { arg }: { arg: UpdateEmailInput }) => updateEmail(arg));
}
