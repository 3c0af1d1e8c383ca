// The name edit of Settings: PUT /api/update-employer-profile for an employer, PUT
// /api/update-candidate-profile (with only the name) for a candidate (docs/product/accounts.md,
// "update-{role}-profile").
import useSWRMutation from 'swr/mutation';
import type { Role } from '#shared/constants.js';
import type { User } from '#shared/schemas/accounts.js';
import { callApi } from '@/lib/api-client';

export type NameInput = { role: Role; firstName: string; lastName: string };

export async function updateName({ role, firstName, lastName }: NameInput): Promise<User> {
  const body = { firstName, lastName };
  const answer =
    role === 'employer'
      ? await callApi('updateEmployerProfile', { body })
      : await callApi('updateCandidateProfile', { body });
  return answer.user;
}

export function useUpdateName() {
  return useSWRMutation('updateName', (_key: string, { arg }: { arg: NameInput }) => updateName(arg));
}
