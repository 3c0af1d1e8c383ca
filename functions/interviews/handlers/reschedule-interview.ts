import { getInterview, rescheduleInterview, toInterview } from '../interviews.js';
import { emailInterview } from '../interview-emails.js';
import { scheduleReminderOf } from '../reminder-schedules.js';
import { apiHandler } from '#functions/api-handler.js';
import { openConversation } from '#functions/messages/index.js';
import { siteLink } from '#platform/http/site-link.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import * as route from '#shared/routes.js';
import { INTERVIEW_LIMITS } from '../interview-limits.js';

// A member moves a confirmed interview of the company to another future time; both sides get
// the updated invitation (same UID, next SEQUENCE); its reminder's schedule moves with it.
// 5 moves a day per interview, 100 per company (rate-limits.ts), then 429.
export const handler = apiHandler(route.rescheduleInterview, async ({ body, session }) => {
  const access = await openConversation(session.user, body.conversationID);
  const item = await getInterview(access, body.interviewID);
  // Each move emails both sides and moves a schedule: limited per interview and per company,
  // counted once the interview is known to be the caller's.
  await Promise.all([
    enforceRateLimit(INTERVIEW_LIMITS.reschedule, { account: item.interviewID }),
    enforceRateLimit(INTERVIEW_LIMITS.rescheduleCompany, { account: access.companyID }),
  ]);
  const moved = await rescheduleInterview(access, item, body);
  await scheduleReminderOf(moved);
  await emailInterview(moved, 'update', siteLink);
  return { interview: toInterview(moved) };
});
