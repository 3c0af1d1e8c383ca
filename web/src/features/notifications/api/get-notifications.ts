// GET /api/get-notifications: the user's notifications, newest first, 20 a page (cursor), with
// the unread count. Two hooks: the header badge (first page, refreshed on an interval and on
// focus) and the notifications screen (pages appended by cursor).
import useSWR from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type NotificationsPage = RouteResponse<'getNotifications'>;
export type AppNotification = NotificationsPage['notifications'][number];

/** First element of every SWR key of this call: revalidate them all with `isNotificationsKey`. */
export const NOTIFICATIONS_KEY = 'getNotifications';
/** How often the header badge asks again while the dashboard is open. */
export const UNREAD_REFRESH_MS = 30_000;

export function getNotifications(cursor?: string): Promise<NotificationsPage> {
  return callApi('getNotifications', { query: cursor ? { cursor } : {} });
}

/** True for the SWR keys of this call (badge and every page of the list, infinite keys included). */
export function isNotificationsKey(key: unknown): boolean {
  if (Array.isArray(key)) return key[0] === NOTIFICATIONS_KEY;
  return typeof key === 'string' && key.includes(NOTIFICATIONS_KEY);
}

/** The unread count of the header badge (0 until the first answer or when the call fails). */
export function useUnreadCount() {
  const { data, error } = useSWR<NotificationsPage, ApiError>([NOTIFICATIONS_KEY, 'badge'], () => getNotifications(), {
    refreshInterval: UNREAD_REFRESH_MS,
    revalidateOnFocus: true,
  });
  return { unread: data?.unread ?? 0, error };
}

/** The list of /dashboard/notifications: pages of 20, the next one loaded by cursor. */
export function useNotificationPages() {
  const { pages, ...list } = useLoadMorePages([NOTIFICATIONS_KEY, 'list'], getNotifications);
  return { notifications: pages.flatMap((page) => page.notifications), unread: pages[0]?.unread ?? 0, ...list };
}
