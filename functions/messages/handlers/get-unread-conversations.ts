import { unreadConversationCount } from '../inboxes.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// The sidebar's count: conversations with a message the caller has not read.
export const handler = apiHandler(route.getUnreadConversations, async ({ session }) => ({
  unread: await unreadConversationCount(session.user),
}));
