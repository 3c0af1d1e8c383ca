// POST /api/forgot-password: emails a reset code when the address has an account; the answer
// is the same either way.
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';

export async function requestPasswordReset(email: string) {
  return callApi('requestPasswordReset', { body: { email } });
}

export function useRequestPasswordReset() {
  return useSWRMutation('requestPasswordReset', (_key: string, { arg }: { arg: string }) => requestPasswordReset(arg));
}
