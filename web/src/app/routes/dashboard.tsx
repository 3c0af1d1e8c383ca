// The dashboard shell as the router mounts it: the dashboard feature's layout, composed here with
// the notifications feature's bell and the auth feature's logout (features do not import each other).
import { useLogout } from '@/features/auth/api/logout';
import { DashboardLayout } from '@/features/dashboard/components/dashboard-layout';
import { NotificationBell } from '@/features/notifications/components/notification-bell';

export function DashboardRoute() {
  const { logout, isLoggingOut } = useLogout();
  return (
    <DashboardLayout notifications={<NotificationBell />} onLogout={() => void logout()} isLoggingOut={isLoggingOut} />
  );
}
