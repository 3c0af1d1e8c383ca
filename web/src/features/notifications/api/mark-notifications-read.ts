// PUT /api/mark-notifications-read: marks the given notifications (or all) read, then refreshes
// the header badge. (The list of the notifications screen refreshes its own pages.)
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { RouteBody } from '#shared/routes.js';
import { callApi } from '@/lib/api-client';
import { isNotificationsKey } from './get-notifications';

export function markNotificationsRead(body: RouteBody<'markNotificationsRead'>) {
  return callApi('markNotificationsRead', { body });
}

export function useMarkNotificationsRead() {
  const { mutate } = useSWRConfig();
  const [isMarking, setIsMarking] = useState(false);

  const mark = useCallback(
    async (body: RouteBody<'markNotificationsRead'>) => {
      setIsMarking(true);
      try {
        await markNotificationsRead(body);
      } finally {
        setIsMarking(false);
        await mutate(isNotificationsKey);
      }
    },
    [mutate],
  );

  return { mark, isMarking };
}
