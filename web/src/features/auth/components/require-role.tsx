import { Link, Outlet } from 'react-router';
import type { Role } from '#shared/constants.js';
import { FullPageLoading } from '@/components/full-page-loading';
import { pageTitle } from '@/config';
import { homePathFor } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { RequireAuth } from './require-auth';

const ROLE_LABEL: Record<Role, string> = { employer: 'employer', candidate: 'candidate' };

/** Shown to a signed-in user who opens a screen of the other account type. */
export function WrongAccountType({ required, role }: { required: Role; role: string }) {
  return (
    <section className="container py-5 text-center wrong-account-type" aria-labelledby="wrong-account-heading">
      <title>{pageTitle('Not available for your account type')}</title>
      <h1 id="wrong-account-heading" className="h3">
        This page is not for your account type
      </h1>
      <p className="text-body-secondary">Only {ROLE_LABEL[required]} accounts can open this page.</p>
      <Link className="btn btn-primary" to={homePathFor(role)}>
        Go to your home page
      </Link>
    </section>
  );
}

/** Shown to an employer who belongs to no company (they left, or were removed) on a company screen. */
export function NoCompany() {
  return (
    <section className="app-card no-company" aria-labelledby="no-company-heading">
      <title>{pageTitle('Not a member of a company')}</title>
      <h1 id="no-company-heading" className="h4">
        You are not a member of a company
      </h1>
      <p className="text-body-secondary mb-0">
        You left your company or its Owner removed you, so its jobs and applicants are no longer yours to see. To hire
        again, ask a company’s Owner to invite you: the link in the invitation email lets you join with one click.
      </p>
    </section>
  );
}

/**
 * Layout route for one account type. Visitors are sent to "/" (as RequireAuth does);
 * a signed-in user of the other type sees WrongAccountType with a link to their own home.
 * `company`: the screens of a company's work, which an employer of no company cannot use.
 */
export function RequireRole({ role, company = false }: { role: Role; company?: boolean }) {
  const { user, isLoading } = useSession();

  if (isLoading) return <FullPageLoading />;
  if (!user) return <RequireAuth />;
  if (user.role !== role) return <WrongAccountType required={role} role={user.role} />;
  if (company && !user.companyID) return <NoCompany />;
  return <Outlet />;
}
