import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { FullPageLoading } from '@/components/full-page-loading';
import { setMembershipCheck, setSessionRenewer } from '@/lib/api-client';
import { SessionContext, type Session } from '@/lib/session';
import { useCurrentUser } from '../api/get-user';
import { renewSession } from '../api/refresh-session';
import { useSessionExpiry } from '../session-expiry';
import { SessionControlContext, type SessionControl } from './session-control';

/** Renew this long before the session cookie expires. */
export const RENEW_BEFORE_MS = 2 * 60 * 1000;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Fetches the current user on start and shares it; shows "Loading..." until the first answer.
 * While someone is signed in it renews the session silently before the cookie expires, and
 * lets callApi renew it once when a call answers 401 (after a sleeping laptop, for example).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { user, isLoading, mutate } = useCurrentUser();
  const [loggedOutUserID, setLoggedOutUserID] = useState<string | null>(null);
  const expiresAt = useSessionExpiry();
  const userID = user?.userID ?? null;

  useEffect(() => {
    setSessionRenewer(renewSession);
    return () => setSessionRenewer(undefined);
  }, []);

  useEffect(() => {
    setMembershipCheck(() => void mutate());
    return () => setMembershipCheck(undefined);
  }, [mutate]);

  // A new sign-in (or the end of the logout sequence) forgets the logged-out mark.
  useEffect(() => {
    if (userID !== loggedOutUserID) setLoggedOutUserID(null);
  }, [userID, loggedOutUserID]);

  useEffect(() => {
    if (!userID || !expiresAt) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(5_000, expiresAt - Date.now() - RENEW_BEFORE_MS));
    const timer = setTimeout(() => {
      void renewSession().then((renewed) => {
        // Revoked or expired meanwhile: ask the server who we are (a visitor, now).
        if (!renewed) void mutate();
      });
    }, delay);
    return () => clearTimeout(timer);
  }, [userID, expiresAt, mutate]);

  const isLoggedIn = user !== null && user.userID !== loggedOutUserID;
  const session = useMemo<Session>(
    () => ({ user, isLoggedIn, isLoading, mutate }),
    [user, isLoggedIn, isLoading, mutate],
  );
  const control = useMemo<SessionControl>(() => ({ markLoggedOut: () => setLoggedOutUserID(userID) }), [userID]);
  // The first answer mounts the whole app: React renders it as a transition, in slices rather
  // than one long task, while "Loading..." stays up.
  const showApp = useDeferredValue(!isLoading);

  return (
    <SessionContext value={session}>
      <SessionControlContext value={control}>{showApp ? children : <FullPageLoading />}</SessionControlContext>
    </SessionContext>
  );
}
