// GET /api/get-invitation: what an invitation link is (company, email, state), for /join/<token>.
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useApiRecord } from '@/lib/use-api-record';

export type InvitationView = RouteResponse<'getInvitation'>['invitation'];

export const getInvitation = (token: string) =>
  callApi('getInvitation', { query: { token } }).then((data) => data.invitation);

export function useInvitation(token: string | undefined) {
  return useApiRecord('getInvitation', token, getInvitation);
}
