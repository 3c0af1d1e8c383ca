// The avatar button of the dashboard header and its menu: Notifications, Help centre,
// Operations (operators only), Settings, Log out (docs/product/ui.md, Dashboard shell).
import Dropdown from 'react-bootstrap/Dropdown';
import Spinner from 'react-bootstrap/Spinner';
import { BoxArrowRight, Bell, Gear, QuestionCircle, Tools } from 'react-bootstrap-icons';
import { Link } from 'react-router';
import type { User } from '#shared/schemas/accounts.js';
import { Avatar } from '@/components/avatar';
import { paths } from '@/lib/paths';

export interface AvatarMenuProps {
  user: User | null;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

export function AvatarMenu({ user, onLogout, isLoggingOut = false }: AvatarMenuProps) {
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';

  return (
    <Dropdown align="end" className="avatar-menu">
      <Dropdown.Toggle
        variant="link"
        id="avatar-menu-toggle"
        className="avatar-menu-toggle"
        aria-label={name ? `Account menu for ${name}` : 'Account menu'}
      >
        <Avatar person={user} size={40} />
      </Dropdown.Toggle>
      <Dropdown.Menu className="avatar-menu-list">
        {user ? (
          <div className="avatar-menu-header px-3 pt-2 pb-2 mb-1">
            <p className="mb-0 fw-semibold">{name}</p>
            <p className="mb-0 small text-body-secondary text-break">{user.email}</p>
          </div>
        ) : null}
        <Dropdown.Item as={Link} to={paths.notifications}>
          <Bell aria-hidden="true" className="me-2" />
          Notifications
        </Dropdown.Item>
        <Dropdown.Item as={Link} to={paths.dashboardHelp}>
          <QuestionCircle aria-hidden="true" className="me-2" />
          Help centre
        </Dropdown.Item>
        {user?.operator ? (
          <Dropdown.Item as={Link} to={paths.ops}>
            <Tools aria-hidden="true" className="me-2" />
            Operations
          </Dropdown.Item>
        ) : null}
        <Dropdown.Item as={Link} to={paths.settings}>
          <Gear aria-hidden="true" className="me-2" />
          Settings
        </Dropdown.Item>
        <Dropdown.Divider />
        <Dropdown.Item
          as="button"
          type="button"
          onClick={onLogout}
          disabled={isLoggingOut}
          aria-busy={isLoggingOut || undefined}
        >
          {isLoggingOut ? (
            <Spinner animation="border" size="sm" aria-hidden="true" className="me-2" />
          ) : (
            <BoxArrowRight aria-hidden="true" className="me-2" />
          )}
          {isLoggingOut ? 'Logging out...' : 'Log out'}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
