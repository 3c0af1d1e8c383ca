import { Link, Outlet } from 'react-router';
import { MSG } from '#shared/messages.js';
import { FullPageLoading } from '@/components/full-page-loading';
import { pageTitle } from '@/config';
import { homePathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { RequireAuth } from './require-auth';

/** Shown to a signed-in user who is not an operator on a screen of the operators' console. */
export function NotAnOperator({ role }: { role: string }) {
  return (
    <section className="container py-5 text-center not-an-operator" aria-labelledby="not-an-operator-heading">
      <title>{pageTitle('For operators only')}</title>
      <h1 id="not-an-operator-heading" className="h3">
        {MSG.notAnOperator}
      </h1>
      <p className="text-body-secondary">Your account cannot open the operators’ console.</p>
      <Link className="btn btn-primary" to={homePathFor(role)}>
        Go to your home page
      </Link>
    </section>
  );
}

/**
 * Layout route of the operators' console: visitors are sent to "/" (as RequireAuth does), a
 * signed-in user who is not an operator sees NotAnOperator, and the console asks nothing of the
 * API for them. The API refuses them anyway: this only spares them a screen of errors.
 */
export function RequireOperator() {
  const { user, isLoading } = useSession();

  if (isLoading) return <FullPageLoading />;
  if (!user) return <RequireAuth />;
  if (!user.operator) return <NotAnOperator role={user.role} />;
  return <Outlet />;
}
