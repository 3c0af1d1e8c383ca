import { Navigate } from 'react-router';
import { homePathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';

/** /dashboard: to /dashboard/home for an employer, to /dashboard/find-jobs for a candidate. */
export function DashboardIndexRoute() {
  const { user } = useSession();
  return <Navigate to={homePathFor(user?.role)} replace />;
}
