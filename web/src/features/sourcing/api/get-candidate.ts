// GET /api/get-candidate: one candidate's public profile.
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';

export type CandidateDetail = RouteResponse<'getCandidate'>['candidate'];

export const getCandidate = (userID: string) =>
  callApi('getCandidate', { query: { userID } }).then((data) => data.candidate);

export function useCandidate(userID: string | undefined) {
  return useSWR<CandidateDetail, ApiError>(
    userID ? ['getCandidate', userID] : null,
    ([, id]: [string, string]) => getCandidate(id),
    { revalidateOnFocus: false },
  );
}
