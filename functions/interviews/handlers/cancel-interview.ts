import { cancelWithNotice } from '../closed-applications.js';
import { getInterview, toInterview } from '../interviews.js';
import { apiHandler } from '#functions/api-handler.js';
import { openConversation } from '#functions/messages/index.js';
import { siteLink } from '#platform/http/site-link.js';
import * as route from '#shared/routes.js';

// Either side cancels an open interview of theirs (404 for anyone else's, 409 once it is not
// open); a confirmed one's reminder schedule goes and both sides get the cancellation of its invitation.
export const handler = apiHandler(route.cancelInterview, async ({ body, session }) => {
  const access = await openConversation(session.user, body.conversationID);
  const item = await getInterview(access, body.interviewID);
  const text = `Interview cancelled by ${access.reader.name}${body.note ? `: ${body.note}` : ''}`;
  const cancelled = await cancelWithNotice(item, siteLink, new Date(), access.closed ? undefined : { access, text });
  return { interview: toInterview(cancelled) };
});
