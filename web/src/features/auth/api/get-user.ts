// GET /api/get-user: the signed-in user. A 401 means "visitor" (null), not an error.
import useSWR from 'swr';
import type { User } from '#shared/schemas/accounts.js';
import { ApiError, callApi } from '@/lib/api-client';

/** SWR key of the session user: mutate(currentUserKey, user) after login. */
export const currentUserKey = 'getUser';

export async function getUser(): Promise<User | null> {
  try {
    const { user } = await callApi('getUser');
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useCurrentUser() {
  const { data, error, mutate } = useSWR<User | null, ApiError>(currentUserKey, getUser);
  const user = data ?? null;
  return {
    user,
    isLoggedIn: user !== null,
    // Only the first answer (user, visitor or failure) ends loading; revalidation runs in the background.
    isLoading: data === undefined && error === undefined,
    error,
    mutate,
  };
}
