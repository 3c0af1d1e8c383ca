// GET /api/get-candidate: one candidate's public profile.
import type { RouteResponse } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useApiRecord } from '@/lib/use-api-record';

export type CandidateDetail = RouteResponse<'getCandidate'>['candidate'];

export const getCandidate = (userID: string) =>
  callApi('getCandidate', { query: { userID } }).then((data) => data.candidate);

export function useCandidate(userID: string | undefined) {
  return useApiRecord('getCandidate', userID, getCandidate);
}
