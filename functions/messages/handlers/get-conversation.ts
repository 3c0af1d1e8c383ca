import { conversationView, listMessages, markConversationRead, openConversation } from '../conversations.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// One conversation of the caller's (404 for anyone else's), a page of its messages; reading
// the newest page marks it read for the caller.
export const handler = apiHandler(route.getConversation, async ({ query, session }) => {
  const access = await openConversation(session.user, query.conversationID);
  const page = await listMessages(access.conversationID, session.userID, query.before);
  if (!query.before) await markConversationRead(access);
  return { conversation: conversationView(access), ...page };
});
