// GET /api/get-team: the caller's company, its members and pending invitations.
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type Team = RouteResponse<'getTeam'>;

export const TEAM_KEY = 'getTeam';

export const getTeam = () => callApi('getTeam');

export function useTeam() {
  return useSWR<Team, ApiError>(TEAM_KEY, getTeam, { revalidateOnFocus: true });
}
