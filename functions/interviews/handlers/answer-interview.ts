import { declineInterviewTimes, getInterview, pickInterviewTime, toInterview } from '../interviews.js';
import { emailInterview } from '../interview-emails.js';
import { scheduleReminderOf } from '../reminder-schedules.js';
import { apiHandler } from '#functions/api-handler.js';
import { stageOf, moveApplication } from '#functions/applications/index.js';
import { openConversation } from '#functions/messages/index.js';
import { siteLink } from '#platform/http/site-link.js';
import * as route from '#shared/routes.js';

/** Stages before Interviewing: a confirmed interview moves the application on from them. */
const STAGES_BEFORE_INTERVIEWING = ['new', 'shortlisted'];
const CONFIRMED_MOVER = { name: 'Interview confirmed' };

// The candidate of the application picks one of the proposed times (the application moves to
// Interviewing from an earlier stage, its reminder is scheduled, and both sides get the invitation) or answers that none
// works, with a note for the conversation. 409 once answered.
export const handler = apiHandler(route.answerInterview, async ({ body, session }) => {
  const access = await openConversation(session.user, body.conversationID);
  const item = await getInterview(access, body.interviewID);
  if (body.pick === undefined) {
    return { interview: toInterview(await declineInterviewTimes(access, item, body.note!)) };
  }
  const confirmed = await pickInterviewTime(access, item, body.pick);
  if (access.job && STAGES_BEFORE_INTERVIEWING.includes(stageOf(access.application))) {
    await moveApplication(access.job, access.candidateID, 'interviewing', CONFIRMED_MOVER);
  }
  await scheduleReminderOf(confirmed);
  await emailInterview(confirmed, 'invitation', siteLink);
  return { interview: toInterview(confirmed) };
});
