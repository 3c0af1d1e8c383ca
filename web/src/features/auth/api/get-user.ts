// GET /api/get-user: the signed-in user. A 401 means "visitor" (null), not an error. (callApi
// has already tried once to renew an expired session before a 401 gets here.) Without a
// session hint the browser has never signed in here, or has signed out: a visitor, without
// asking (so a visitor's page logs no 401).
import useSWR from 'swr';
import type { User } from '#shared/schemas/accounts.js';
import { ApiError, callApi } from '@/lib/api-client';
import { noteSessionExpiry } from '../session-expiry';
import { sessionHint } from './refresh-session';

/** SWR key of the session user: mutate(currentUserKey, user) after login. */
export const currentUserKey = 'getUser';

export async function getUser(): Promise<User | null> {
  if (!sessionHint.present()) return null;
  try {
    const { user, sessionExpiresAt } = await callApi('getUser');
    noteSessionExpiry(sessionExpiresAt);
    sessionHint.set();
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      noteSessionExpiry(null);
      sessionHint.clear();
      return null;
    }
    throw error;
  }
}

export function useCurrentUser() {
  // Without a hint the answer is known at once: a visitor. The first render is then the page
  // itself rather than "Loading...", the same as the HTML a public page was prerendered with.
  const { data, error, mutate } = useSWR<User | null, ApiError>(currentUserKey, getUser, {
    fallbackData: sessionHint.present() ? undefined : null,
  });
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
