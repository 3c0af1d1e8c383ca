import * as z from 'zod/mini';
import { sendInterviewReminder } from '../interview-reminders.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';
import { siteLink } from '#platform/http/site-link.js';

const reminderEvent = z.object({
  jobID: z.string(),
  candidateID: z.string(),
  interviewID: z.string(),
  startAt: z.string(),
});

// Invoked by the one-time EventBridge Scheduler schedule of a confirmed interview, 24 hours
// before it (interviews/reminder-schedules.ts); locally the stack's timer sends the due ones.
// An interview cancelled or moved since, or already reminded, gets nothing.
export const handler = taskHandler(async (event: unknown) => {
  const sent = await sendInterviewReminder(reminderEvent.parse(event), siteLink);
  logger.info('interview reminder', { sent });
  return { sent };
});
