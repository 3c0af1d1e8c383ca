import { proposeInterview, toInterview } from '../interviews.js';
import { apiHandler } from '#functions/api-handler.js';
import { openConversation } from '#functions/messages/index.js';
import * as route from '#shared/routes.js';

// A member proposes interview times to the candidate of one of the company's open applications
// (404 for another company's, 409 once closed, 429 past 10 a day per company). No email: the
// candidate learns it from the conversation, whose entry notifies them like a message.
export const handler = apiHandler(route.proposeInterview, async ({ body, session }) => {
  const access = await openConversation(session.user, body.conversationID);
  const item = await proposeInterview(access, body);
  return { interview: toInterview(item) };
});
