// Interview reminders (docs/product/messages.md, "Interviews"; docs/data-model.md, pattern 34):
// both sides are emailed 24 hours before a confirmed interview. In AWS a one-time EventBridge
// Scheduler schedule per interview invokes sendInterviewReminder (reminder-schedules.ts); on
// `npm start` a timer sends the due ones from the sparse GSI3 index. Either way the reminder
// is claimed first by a conditional write (claimReminder): never twice for one time, never for
// an interview cancelled or moved since.
import { mapInBatches } from '#platform/async/in-batches.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { emailInterview } from './interview-emails.js';
import { claimReminder, REMINDER_PK, reminderEventOf, type InterviewItem } from './interviews.js';
import type { ReminderEvent } from './reminder-schedules.js';

/** Due reminders read a run: the next run takes the rest. */
const DUE_PAGE = 100;

/** Sends the reminder of the interview at `startAt` unless it was sent, moved or cancelled. True when sent. */
export async function sendInterviewReminder(event: ReminderEvent, siteLink: SiteLink): Promise<boolean> {
  const item = await claimReminder(event, event.startAt);
  if (!item) return false;
  await emailInterview(item, 'reminder', siteLink);
  return true;
}

/** The reminders due at `now` (the local timer's run), at most a page: how many were sent. */
export async function sendDueInterviewReminders(siteLink: SiteLink, now = new Date()): Promise<number> {
  const due = (await queryItems(
    {
      IndexName: 'GSI3',
      KeyConditionExpression: 'GSI3PK = :reminder AND GSI3SK <= :now',
      // '~' sorts after the '#<interviewID>' that follows the time.
      ExpressionAttributeValues: { ':reminder': REMINDER_PK, ':now': `${now.toISOString()}~` },
    },
    { limit: DUE_PAGE },
  )) as unknown as InterviewItem[];
  const sent = await mapInBatches(due, (item) => sendInterviewReminder(reminderEventOf(item), siteLink));
  return sent.filter(Boolean).length;
}
