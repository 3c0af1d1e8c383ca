import { toInterview } from '../interviews.js';
import { listInterviews } from '../interview-lists.js';
import { apiHandler } from '#functions/api-handler.js';
import { openConversation } from '#functions/messages/index.js';
import * as route from '#shared/routes.js';

// The interviews of one application of the caller's (404 for anyone else's).
export const handler = apiHandler(route.getInterviews, async ({ query, session }) => {
  const access = await openConversation(session.user, query.conversationID);
  return { interviews: (await listInterviews(access)).map(toInterview) };
});
