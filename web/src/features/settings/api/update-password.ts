// PUT /api/update-password: step 1 of a password change (old and new password); the code goes
// to the account's email. The server does not keep the new password: step 2 sends it again.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type UpdatePasswordInput = RouteBody<'updatePassword'>;

export async function updatePassword(input: UpdatePasswordInput) {
  return callApi('updatePassword', { body: input });
}

export function useUpdatePassword() {
  return useSWRMutation('updatePassword', (_key: string, { arg }: { arg: UpdatePasswordInput }) => updatePassword(arg));
}
