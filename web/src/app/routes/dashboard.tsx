// The dashboard shell as the router mounts it: the dashboard feature's layout, composed here with
// the notifications feature's bell, the messages feature's unread count and the auth feature's
// logout (features do not import each other).
import { useLogout } from '@/features/auth/api/logout';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { useUnreadConversations } from '@/features/messages/api/conversations';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { paths } from '@/lib/paths';

export function DashboardRoute() {
  const { logout, isLoggingOut } = useLogout();
  const unreadConversations = useUnreadConversations();
  return (
    <DashboardLayout
      notifications={<NotificationBell />}
      sidebarCounts={{ [paths.messages]: unreadConversations }}
      onLogout={() => void logout()}
      isLoggingOut={isLoggingOut}
    />
  );
}
