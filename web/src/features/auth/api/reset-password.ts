// PUT /api/reset-password: the emailed code and the new password.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type ResetPasswordInput = RouteBody<'resetPassword'>;

export async function resetPassword(input: ResetPasswordInput) {
  return callApi('resetPassword', { body: input });
}

export function useResetPassword() {
  return useSWRMutation('resetPassword', (_key: string, { arg }: { arg: ResetPasswordInput }) => resetPassword(arg));
}
