import { conversationView, markConversationRead, openConversation } from '../conversations.js';
import { listMessages } from '../conversation-messages.js';
import { conversationKeyOf, type ConversationItem } from '../conversation-items.js';
import { unchangedSince, versionOf } from '../conversation-polls.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// One conversation of the caller's (404 for anyone else's), a page of its messages; reading
// the newest page marks it read for the caller. Its item is read with the session (preload):
// an open conversation polls `since` the version it last got, and while that is still the
// version, the answer is that nothing changed, from that one read, checked on it.
export const handler = apiHandler(
  route.getConversation,
  async ({ query, preloaded, session }) => {
    const item = preloaded as ConversationItem | undefined;
    if (query.since !== undefined && unchangedSince(session.user, query.conversationID, item, query.since))
      return { changed: false, version: query.since, messages: [] };
    const access = await openConversation(session.user, query.conversationID);
    const page = await listMessages(access.conversationID, session.userID, query.before, access.side);
    if (!query.before) await markConversationRead(access);
    // The version read before the unread marker was: an entry whose marker came after it moves
    // the version again, so the next poll fetches and clears it.
    return { changed: true, version: versionOf(item), conversation: conversationView(access), ...page };
  },
  { preload: ({ conversationID }) => conversationKeyOf(conversationID) },
);
