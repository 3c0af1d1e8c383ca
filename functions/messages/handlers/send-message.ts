import { addConversationEntry, openConversation } from '../conversations.js';
import { toSentMessage } from '../conversation-messages.js';
import { emailNewMessage } from '../message-emails.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { siteLink } from '#platform/http/site-link.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';
import { MESSAGE_LIMITS } from '../message-limits.js';

// Writes the caller's message in a conversation of theirs (404 for anyone else's, 409 once the
// application is closed), counted per account; then the other side's email, when due. The text
// is stored as sent: the web app shows it as text.
export const handler = apiHandler(route.sendMessage, async ({ body, session }) => {
  const access = await openConversation(session.user, body.conversationID);
  await enforceRateLimit(MESSAGE_LIMITS.message, { account: session.userID });
  const senderName =
    access.side === 'company' && access.job?.companyName
      ? `${access.reader.name} (${access.job.companyName})`
      : access.reader.name;
  const { item } = await addConversationEntry(access, {
    kind: 'message',
    side: access.side,
    text: body.text,
    sender: access.reader,
  });
  await emailNewMessage(access, { text: body.text, senderName }, siteLink);
  return { message: toSentMessage(item, session.userID) };
});
