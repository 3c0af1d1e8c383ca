// POST /api/request-account-deletion: step 1 of deleting the account (the password); the code
// goes to the account's email.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type RequestAccountDeletionInput = RouteBody<'requestAccountDeletion'>;

export async function requestAccountDeletion(input: RequestAccountDeletionInput) {
  return callApi('requestAccountDeletion', { body: input });
}

export function useRequestAccountDeletion() {
  return useSWRMutation('requestAccountDeletion', (_key: string, { arg }: { arg: RequestAccountDeletionInput }) =>
    requestAccountDeletion(arg),
  );
}
