import { NavLink, Outlet } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { useSession } from '@/lib/session';
import { sidebarLinks } from '../sidebar-links';

/**
 * First version of the dashboard shell: 70px top bar, side navigation of the user's account
 * type, content. Collapsing, the avatar menu and logout come with the dashboard work.
 */
export function DashboardLayout() {
  const { user } = useSession();

  return (
    <div className="dashboard-layout">
      <SkipLink />
      <header className="dashboard-topbar">
        <HomeLogoLink />
        {user ? (
          <span className="dashboard-user text-body-secondary">
            {user.firstName} {user.lastName}
          </span>
        ) : null}
      </header>
      <div className="dashboard-body">
        <nav className="dashboard-sidenav" aria-label="Dashboard">
          <ul className="list-unstyled mb-0">
            {sidebarLinks(user?.role).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="dashboard-sidenav-link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" className="dashboard-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
