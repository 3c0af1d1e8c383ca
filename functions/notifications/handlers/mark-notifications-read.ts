import { markAllNotificationsRead, markNotificationsRead } from '../notifications.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

export const handler = apiHandler(route.markNotificationsRead, async ({ body, session }) => {
  const marked =
    body.all === true
      ? await markAllNotificationsRead(session.userID)
      : await markNotificationsRead(session.userID, body.ids ?? []);
  return { msg: marked === 1 ? '1 notification marked as read.' : `${marked} notifications marked as read.` };
});
