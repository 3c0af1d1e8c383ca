// The dashboard's side navigation links, for the desktop rail and the mobile panel alike.
import { NavLink } from 'react-router';
import { sidebarLinks } from '../sidebar-links';

/** "Messages, 2 unread": the link's name with its count. */
const withCount = (label: string, count: number | undefined) =>
  count ? `${label}, ${count > 99 ? 'more than 99' : count} unread` : label;

export function SideNavLinks({
  role,
  collapsed = false,
  onNavigate,
  counts = {},
}: {
  role: string | undefined;
  collapsed?: boolean;
  onNavigate?: () => void;
  /** Unread counts by link path (Messages). */
  counts?: Partial<Record<string, number>>;
}) {
  return (
    <ul className="list-unstyled mb-0 dashboard-sidenav-list">
      {sidebarLinks(role).map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            className="dashboard-sidenav-link"
            title={collapsed ? withCount(label, counts[to]) : undefined}
            aria-label={counts[to] ? withCount(label, counts[to]) : undefined}
            onClick={onNavigate}
          >
            <Icon size={20} aria-hidden="true" className="dashboard-sidenav-icon" />
            <span className={collapsed ? 'visually-hidden' : 'dashboard-sidenav-label'}>{label}</span>
            {counts[to] ? (
              <span className="dashboard-sidenav-count" aria-hidden="true" data-testid={`count-${label}`}>
                {counts[to]! > 99 ? '99+' : counts[to]}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
