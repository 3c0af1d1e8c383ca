import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

/**
 * Layout route of the protected areas: visitors go to "/", signed-in users see the child routes.
 * It looks at the user, not the logged-in flag: during the logout sequence the flag clears
 * first and the page stays for a second, until the user is cleared and the app goes to /home.
 */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <FullPageLoading />;
  if (!user) return <Navigate to={paths.root} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
