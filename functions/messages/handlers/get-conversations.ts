import { listConversations } from '../inboxes.js';
import { apiHandler } from '#functions/api-handler.js';
import * as route from '#shared/routes.js';

// The caller's inbox: the candidate's conversations, or those of their company's team.
export const handler = apiHandler(route.getConversations, async ({ query, session }) =>
  listConversations(session.user, query.cursor),
);
