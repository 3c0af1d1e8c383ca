// One notification of the list: unread dot and label, title (a link to where it points, which
// also marks it read), text, time, and a "Mark as read" button while unread.
import { Link } from 'react-router';
import { Button } from '@/components/button';
import type { AppNotification } from '../api/get-notifications';

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const absolute = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "5 minutes ago", "yesterday", "3 weeks ago". */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (!Number.isFinite(seconds)) return '';
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 365 * 24 * 3600],
    ['month', 30 * 24 * 3600],
    ['week', 7 * 24 * 3600],
    ['day', 24 * 3600],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit);
  }
  return 'just now';
}

export function NotificationItem({
  notification,
  onMarkRead,
  isMarking,
}: {
  notification: AppNotification;
  onMarkRead: (id: string) => void;
  isMarking: boolean;
}) {
  const { id, title, body, link, read, createdAt } = notification;
  const markIfUnread = () => {
    if (!read) onMarkRead(id);
  };

  return (
    <li className={read ? 'notification-item' : 'notification-item is-unread'}>
      <span className="notification-dot" aria-hidden="true" />
      <div className="flex-grow-1 min-w-0">
        <h2 className="h6 mb-1">
          {read ? null : <span className="visually-hidden">Unread: </span>}
          {link ? (
            <Link to={link} onClick={markIfUnread} className={read ? 'text-reset' : 'fw-semibold'}>
              {title}
            </Link>
          ) : (
            <span className={read ? '' : 'fw-semibold'}>{title}</span>
          )}
        </h2>
        <p className="mb-1">{body}</p>
        <time className="notification-time" dateTime={createdAt} title={absolute.format(new Date(createdAt))}>
          {timeAgo(createdAt)}
        </time>
      </div>
      {read ? (
        <span className="small text-body-secondary align-self-start">Read</span>
      ) : (
        <Button
          color="outline"
          size="xs"
          className="align-self-start text-nowrap"
          onClick={() => onMarkRead(id)}
          disabled={isMarking}
        >
          Mark as read<span className="visually-hidden">: {title}</span>
        </Button>
      )}
    </li>
  );
}
