// GET /api/get-invitation: what an invitation link is (company, email, state), for /join/<token>.
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type InvitationView = RouteResponse<'getInvitation'>['invitation'];

export const getInvitation = (token: string) =>
  callApi('getInvitation', { query: { token } }).then((data) => data.invitation);

export function useInvitation(token: string | undefined) {
  return useSWR<InvitationView, ApiError>(
    token ? ['getInvitation', token] : null,
    ([, value]: [string, string]) => getInvitation(value),
    { revalidateOnFocus: false },
  );
}
