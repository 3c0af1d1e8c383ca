// PUT /api/verify-update-otp: step 2 of an email or password change, with the emailed code.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type VerifyUpdateInput = RouteBody<'verifyUpdateOtp'>;

export async function verifyUpdateOtp(input: VerifyUpdateInput) {
  const { user } = await callApi('verifyUpdateOtp', { body: input });
  return user;
}

export function useVerifyUpdateOtp() {
  return useSWRMutation('verifyUpdateOtp', (_key: string, { arg }: { arg: VerifyUpdateInput }) => verifyUpdateOtp(arg));
}
