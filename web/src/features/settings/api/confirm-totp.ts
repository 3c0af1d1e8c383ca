// POST /api/confirm-totp: turning on two-step sign-in, step 2. A code of the new secret; answers
// the user, now with totpEnabled.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type ConfirmTotpInput = RouteBody<'confirmTotp'>;

export const confirmTotp = async (input: ConfirmTotpInput) => (await callApi('confirmTotp', { body: input })).user;

export function useConfirmTotp() {
  return useSWRMutation('confirmTotp', (_key: string, { arg }: { arg: ConfirmTotpInput }) => confirmTotp(arg));
}
