import { useMemo, type ReactNode } from 'react';
import { FullPageLoading } from '@/components/full-page-loading';
import { SessionContext, type Session } from '@/lib/session';
import { useCurrentUser } from '../api/get-user';

/** Fetches the current user on start and shares it; shows "Loading..." until the first answer. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { user, isLoggedIn, isLoading, mutate } = useCurrentUser();
  const session = useMemo<Session>(() => ({ user, isLoggedIn, isLoading, mutate }), [user, isLoggedIn, isLoading, mutate]);

  return <SessionContext value={session}>{isLoading ? <FullPageLoading /> : children}</SessionContext>;
}
