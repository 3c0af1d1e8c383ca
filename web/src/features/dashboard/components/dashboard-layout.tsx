// The dashboard shell (docs/product/ui.md, Dashboard shell): a fixed 70px top bar (menu button, logo to
// /home, notification and help icons, avatar menu), the side navigation of the user's account
// type (250px open, 68px collapsed, from md up; open by default), a separate mobile panel
// (closed by default), and the screen below the top bar, under the banner of a suspended
// company's members.
import { useEffect, useState, type ReactNode } from 'react';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { List, QuestionCircle } from 'react-bootstrap-icons';
import { Link, Outlet, useLocation } from 'react-router';
import { HomeLogoLink } from '@/components/logo';
import { SkipLink } from '@/components/skip-link';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { AvatarMenu } from './avatar-menu';
import { SideNavLinks } from './side-nav';
import { SuspensionBanner } from './suspension-banner';

const SIDENAV_ID = 'dashboard-sidenav';
const MOBILE_NAV_ID = 'dashboard-mobile-nav';

export interface DashboardLayoutProps {
  /** The notification icon of the header (the notifications feature's bell with its badge). */
  notifications?: ReactNode;
  /** Unread counts shown on side navigation links, by path (the messages feature's). */
  sidebarCounts?: Partial<Record<string, number>>;
  onLogout?: () => void;
  isLoggingOut?: boolean;
}

export function DashboardLayout({
  notifications,
  sidebarCounts,
  onLogout = () => {},
  isLoggingOut = false,
}: DashboardLayoutProps) {
  const { user } = useSession();
  const [sidenavOpen, setSidenavOpen] = useState(true);
  const [mobileNavOpen, setMobileNavOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setMobileNavOpen(false), [pathname]);

  return (
    <div className={['dashboard-layout', sidenavOpen ? '' : 'is-sidenav-collapsed'].filter(Boolean).join(' ')}>
      <SkipLink />
      <header className="dashboard-topbar">
        <div className="d-flex align-items-center gap-2">
          <button
            type="button"
            className="topbar-icon-button d-none d-md-inline-flex"
            aria-controls={SIDENAV_ID}
            aria-expanded={sidenavOpen}
            aria-label={sidenavOpen ? 'Collapse side navigation' : 'Expand side navigation'}
            onClick={() => setSidenavOpen((open) => !open)}
          >
            <List size={24} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="topbar-icon-button d-inline-flex d-md-none"
            aria-controls={MOBILE_NAV_ID}
            aria-expanded={mobileNavOpen}
            aria-label="Open navigation menu"
            onClick={() => setMobileNavOpen(true)}
          >
            <List size={24} aria-hidden="true" />
          </button>
          <HomeLogoLink />
        </div>
        <div className="d-flex align-items-center gap-1 gap-sm-2">
          {notifications}
          <Link to={paths.dashboardHelp} className="topbar-icon-link" aria-label="Help centre" title="Help centre">
            <QuestionCircle size={20} aria-hidden="true" />
          </Link>
          <AvatarMenu user={user} onLogout={onLogout} isLoggingOut={isLoggingOut} />
        </div>
      </header>

      <nav id={SIDENAV_ID} className="dashboard-sidenav d-none d-md-block" aria-label="Dashboard">
        <SideNavLinks role={user?.role} collapsed={!sidenavOpen} counts={sidebarCounts} />
      </nav>

      <Offcanvas
        id={MOBILE_NAV_ID}
        show={mobileNavOpen}
        onHide={() => setMobileNavOpen(false)}
        placement="start"
        className="dashboard-mobile-nav"
        aria-labelledby="dashboard-mobile-nav-title"
      >
        <Offcanvas.Header closeButton closeLabel="Close navigation menu">
          <Offcanvas.Title id="dashboard-mobile-nav-title" as="h2" className="h5 mb-0">
            Menu
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>
          <nav aria-label="Dashboard (mobile)">
            <SideNavLinks role={user?.role} onNavigate={() => setMobileNavOpen(false)} counts={sidebarCounts} />
          </nav>
        </Offcanvas.Body>
      </Offcanvas>

      <main id="main-content" className="dashboard-content" tabIndex={-1}>
        <SuspensionBanner />
        <Outlet />
      </main>
    </div>
  );
}
