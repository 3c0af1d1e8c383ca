// POST /api/start-totp: turning on two-step sign-in, step 1. The password; answers the new
// authenticator secret and its otpauth:// URI (for the QR code). Nothing is on yet.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type StartTotpInput = RouteBody<'startTotp'>;

export const startTotp = (input: StartTotpInput) => callApi('startTotp', { body: input });

export function useStartTotp() {
  return useSWRMutation('startTotp', (_key: string, { arg }: { arg: StartTotpInput }) => startTotp(arg));
}
