// POST /api/employer/resend-verification: a new confirmation code (both account types); the
// old code stops working. Needs the onboarding cookie of this account (set at sign-up, or by
// a login attempt of the unconfirmed account).
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';

export async function resendVerification(userID: string) {
  return callApi('resendVerification', { body: { userID } });
}

export function useResendVerification() {
  return useSWRMutation('resendVerification', (_key: string, { arg }: { arg: string }) => resendVerification(arg));
}
