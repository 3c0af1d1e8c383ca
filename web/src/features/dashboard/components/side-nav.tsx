// The dashboard's side navigation links, for the desktop rail and the mobile panel alike.
import { NavLink } from 'react-router';
import { sidebarLinks } from '../sidebar-links';

export function SideNavLinks({
  role,
  collapsed = false,
  onNavigate,
}: {
  role: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="list-unstyled mb-0 dashboard-sidenav-list">
      {sidebarLinks(role).map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            className="dashboard-sidenav-link"
            title={collapsed ? label : undefined}
            onClick={onNavigate}
          >
            <Icon size={20} aria-hidden="true" className="dashboard-sidenav-icon" />
            <span className={collapsed ? 'visually-hidden' : 'dashboard-sidenav-label'}>{label}</span>
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
