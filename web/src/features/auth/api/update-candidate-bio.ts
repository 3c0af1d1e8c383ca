// PUT /api/update-candidate-bio?userID=...: the bio of a candidate still signing up.
import useSWRMutation from 'swr/mutation';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';

export type CandidateBioInput = { userID: string; bio: RouteBody<'updateCandidateBio'> };

export async function updateCandidateBio({ userID, bio }: CandidateBioInput) {
  return callApi('updateCandidateBio', { query: { userID }, body: bio });
}

export function useUpdateCandidateBio() {
  return useSWRMutation('updateCandidateBio', (_key: string, { arg }: { arg: CandidateBioInput }) =>
    updateCandidateBio(arg),
  );
}
