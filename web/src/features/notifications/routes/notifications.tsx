// /dashboard/notifications: the user's notifications, newest first, read and unread, with
// "Mark all as read" and "Load more" (pages of 20).
import Alert from 'react-bootstrap/Alert';
import { Bell } from 'react-bootstrap-icons';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import { EmptyList, ListLoading, LoadMore } from '@/components/list-states';
import { pageTitle } from '@/config';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSession } from '@/lib/session';
import { useNotificationPages } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { NotificationItem } from '../components/notification-item';

const EMPTY_TEXT: Record<string, string> = {
  employer: 'When a candidate applies to one of your jobs, you will see it here.',
  candidate: 'When one of your applications is received, you will see it here.',
};

export function NotificationsRoute() {
  const { user } = useSession();
  const { notifications, unread, hasMore, isLoading, isLoadingMore, error, loadMore, mutate } = useNotificationPages();
  const { mark, isMarking } = useMarkNotificationsRead();

  const run = async (body: { ids: string[] } | { all: true }, success?: string) => {
    try {
      await mark(body);
      if (success) notifySuccess(success);
    } catch (failure) {
      notifyFailure(failure);
    } finally {
      // The list's pages (useSWRInfinite keys are not reached by the global mutate of the badge).
      await mutate();
    }
  };

  return (
    <div className="container-fluid px-0">
      <title>{pageTitle('Notifications')}</title>
      <PageHeader
        title="Notifications"
        subtitle={
          unread > 0
            ? `You have ${unread} unread ${unread === 1 ? 'notification' : 'notifications'}.`
            : 'You are all caught up.'
        }
        breadcrumbs={[{ label: 'Notifications' }]}
        actions={
          <Button
            color="outline"
            loading={isMarking}
            disabled={unread === 0}
            onClick={() => void run({ all: true }, 'All notifications marked as read')}
          >
            Mark all as read
          </Button>
        }
      />

      {isLoading ? (
        <ListLoading label="Loading notifications..." />
      ) : error && notifications.length === 0 ? (
        <Alert variant="danger">{error.msg}</Alert>
      ) : notifications.length === 0 ? (
        <EmptyList icon={Bell} title="No notifications yet">
          <p className="mb-0 text-body-secondary">
            {EMPTY_TEXT[user?.role ?? ''] ?? 'Your notifications will appear here.'}
          </p>
        </EmptyList>
      ) : (
        <>
          <ul className="notification-list list-unstyled mb-0" aria-label="Notifications">
            {notifications.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                isMarking={isMarking}
                onMarkRead={(id) => void run({ ids: [id] })}
              />
            ))}
          </ul>
          {hasMore ? <LoadMore loading={isLoadingMore} onLoadMore={() => void loadMore()} /> : null}
        </>
      )}
    </div>
  );
}
