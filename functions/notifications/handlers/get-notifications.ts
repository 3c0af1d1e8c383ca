import { listNotifications } from '../notifications.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

export const handler = apiHandler(route.getNotifications, async ({ query, session }) => {
  const { notifications, unread, nextCursor } = await listNotifications(session.userID, query.cursor);
  return {
    notifications,
    unread,
    pagination: {
      currentPage: query.page,
      isLastPage: nextCursor === undefined,
      ...(nextCursor ? { nextCursor } : {}),
    },
  };
});
