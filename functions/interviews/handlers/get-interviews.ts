import { listInterviews } from '../interview-lists.js';
import { apiHandler } from '#functions/api-handler.js';
import { openConversation } from '#functions/messages/index.js';
import * as route from '#shared/routes.js';

// A page of the interviews of one application of the caller's (404 for anyone else's), newest
// first; `cursor` names the next (400 when it is not a page of this application's).
export const handler = apiHandler(route.getInterviews, async ({ query, session }) => {
  const access = await openConversation(session.user, query.conversationID);
  return listInterviews(access, query.cursor);
});
