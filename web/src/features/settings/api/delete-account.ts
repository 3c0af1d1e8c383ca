// POST /api/delete-account: step 2, the emailed code. The account is gone when it answers, and
// the server has signed this browser out (its session cookies are cleared).
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type DeleteAccountInput = RouteBody<'deleteAccount'>;

export async function deleteAccount(input: DeleteAccountInput) {
  return callApi('deleteAccount', { body: input });
}

export function useDeleteAccount() {
  return useSWRMutation('deleteAccount', (_key: string, { arg }: { arg: DeleteAccountInput }) => deleteAccount(arg));
}
