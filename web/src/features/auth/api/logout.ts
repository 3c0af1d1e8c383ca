// GET /api/logout: ends the session. On 200 the user is shown as logging out, and after
// LOGOUT_CLEAR_DELAY_MS (1 s, SPEC section 2 "Logout") the app goes to /home and forgets the
// user. (First version, written with the dashboard shell; the accounts work owns this file.)
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { LOGOUT_CLEAR_DELAY_MS } from '#shared/constants.js';
import { ApiError, callApi } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export async function logout(): Promise<void> {
  await callApi('logout');
}

export function useLogout() {
  const { mutate } = useSession();
  const navigate = useNavigate();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const run = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await logout();
    } catch (error) {
      setIsLoggingOut(false);
      notifyError(error instanceof ApiError ? error.msg : String(error));
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, LOGOUT_CLEAR_DELAY_MS));
    await navigate(paths.home, { replace: true });
    await mutate(null, { revalidate: false });
    setIsLoggingOut(false);
  }, [mutate, navigate]);

  return { logout: run, isLoggingOut };
}
