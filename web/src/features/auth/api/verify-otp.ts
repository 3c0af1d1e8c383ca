// PUT /api/verify-otp: confirms the email of an account still signing up with its code.
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';

export type VerifyOtpInput = { userID: string; otp: string };

export async function verifyOtp(input: VerifyOtpInput) {
  return callApi('verifyOtp', { body: input });
}

export function useVerifyOtp() {
  return useSWRMutation('verifyOtp', (_key: string, { arg }: { arg: VerifyOtpInput }) => verifyOtp(arg));
}
