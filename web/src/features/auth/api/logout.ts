// POST /api/logout: ends every session of the account on the server and clears its cookies. The sequence of
// docs/product/accounts.md, Login and logout: on 200 the logged-in flag clears at once, the user is cleared after
// LOGOUT_CLEAR_DELAY_MS (1 s), then the app goes to /home. The dashboard header calls useLogout().
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_CLEAR_DELAY_MS } from '#shared/constants.js';
import { callApi } from '@/lib/api-client';
import { notifyFailure } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSessionControl } from '../components/session-control';
import { noteSessionExpiry } from '../session-expiry';
import { sessionHint } from './refresh-session';

export async function logout(): Promise<void> {
  await callApi('logout');
  forgetSession();
}

/** Forgets a session the server has ended (logout, a deleted account): its expiry and the signed-in hints. */
export function forgetSession(): void {
  noteSessionExpiry(null);
  sessionHint.clear();
}

export function useLogout() {
  const { mutate } = useSession();
  const { markLoggedOut } = useSessionControl();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const run = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      setIsLoggingOut(false);
      notifyFailure(error);
      return;
    }
    markLoggedOut();
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_CLEAR_DELAY_MS));
    await navigate(paths.home, { replace: true });
    await mutate(null, { revalidate: false });
    setIsLoggingOut(false);
  }, [markLoggedOut, mutate, navigate]);

  return { logout: run, isLoggingOut };
}
