// POST /api/disable-totp: the password and a current code turn two-step sign-in off; answers
// the user without totpEnabled.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type DisableTotpInput = RouteBody<'disableTotp'>;

export const disableTotp = async (input: DisableTotpInput) => (await callApi('disableTotp', { body: input })).user;

export function useDisableTotp() {
  return useSWRMutation('disableTotp', (_key: string, { arg }: { arg: DisableTotpInput }) => disableTotp(arg));
}
