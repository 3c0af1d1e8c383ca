// PUT /api/mark-notifications-read: marks the given notifications (or all) read, then refreshes
// the header badge. (The list of the notifications screen refreshes its own pages.)
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';
import { isNotificationsKey } from './get-notifications';

export function markNotificationsRead(body: RouteBody<'markNotificationsRead'>) {
  return callApi('markNotificationsRead', { body });
}

export function useMarkNotificationsRead() {
  const [mark, isMarking] = useBusyCall(markNotificationsRead, isNotificationsKey);
  return { mark, isMarking };
}
