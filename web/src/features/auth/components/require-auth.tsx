import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoading } from '@/components/full-page-loading';
import { useSession } from '@/lib/session';

/** Layout route of the protected areas: visitors go to "/", signed-in users see the child routes. */
export function RequireAuth() {
  const { isLoggedIn, isLoading } = useSession();
  const location = useLocation();

  if (isLoading) return <FullPageLoading />;
  if (!isLoggedIn) return <Navigate to="/" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
