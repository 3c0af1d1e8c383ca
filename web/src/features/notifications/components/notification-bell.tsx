// The header's notification icon: a link to /dashboard/notifications with the unread count.
import { Bell } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { useUnreadCount } from '../api/get-notifications';

/** The server counts unread notifications up to 100: past 99 it says so, not a number. */
export function notificationsLabel(unread: number): string {
  if (unread === 0) return 'Notifications';
  if (unread > 99) return 'Notifications, more than 99 unread';
  return `Notifications, ${unread} unread`;
}

export function NotificationBell() {
  const { unread } = useUnreadCount();
  const shown = unread > 99 ? '99+' : String(unread);

  return (
    <Link
      to={paths.notifications}
      className="topbar-icon-link"
      aria-label={notificationsLabel(unread)}
      title="Notifications"
    >
      <Bell size={20} aria-hidden="true" />
      {unread > 0 ? (
        <span className="topbar-badge" aria-hidden="true" data-testid="unread-badge">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}
