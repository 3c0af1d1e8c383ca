// Cancelling interviews, with what follows: a confirmed one sends both sides the CANCEL of its
// invitation (docs/product/interviews.md). Either side cancels one (cancel-interview); an
// application closed (withdrawn, rejected, its job deleted, its candidate's account deleted)
// keeps no open interview, and its conversation, closed, takes no entry.
import { HttpError } from '#platform/errors.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import type { SiteLink } from '#platform/email/email-text.js';
import { type ConversationAccess, touchConversation, touchJobConversations } from '#functions/messages/index.js';
import { cancelInterview, type InterviewItem } from './interviews.js';
import { openInterviewPages } from './interview-lists.js';

/**
 * The calendar, its emails and the scheduler's client, loaded when a confirmed interview is
 * cancelled: every call that closes applications bundles them, few ever need them, and they
 * would weigh on each one's cold start.
 */
const confirmedCancellation = () => Promise.all([import('./interview-emails.js'), import('./reminder-schedules.js')]);

/**
 * Cancels one open interview; for a confirmed one its reminder's schedule goes and both sides
 * get the CANCEL of its invitation. `entry`: the conversation's line, absent once the
 * application closed (the conversation takes none then).
 */
export async function cancelWithNotice(
  item: InterviewItem,
  siteLink: SiteLink,
  now = new Date(),
  entry?: { access: ConversationAccess; text: string },
): Promise<InterviewItem> {
  const cancelled = await cancelInterview(item, now, entry);
  if (item.status === 'confirmed') {
    const [{ emailInterview }, { unscheduleReminder }] = await confirmedCancellation();
    await unscheduleReminder(item.interviewID);
    await emailInterview(cancelled, 'cancellation', siteLink, now);
  }
  return cancelled;
}

/**
 * Cancels the open interviews of one application, or of every application of a job (no
 * candidate), then moves its conversation's version (or each of the job's), so a screen that
 * has it open learns at its next poll that it is closed.
 */
export async function cancelInterviewsOfClosed(
  application: { jobID: string; candidateID?: string },
  siteLink: SiteLink,
  now = new Date(),
): Promise<number> {
  // Every open one, however many the application (or job) has, a page at a time: none stays
  // open and reminded.
  let cancelled = 0;
  for await (const open of openInterviewPages(application)) {
    const done = await mapInBatches(open, async (item) => {
      try {
        await cancelWithNotice(item, siteLink, now);
        return true;
      } catch (error) {
        // Answered or cancelled meanwhile: it is no longer open.
        if (error instanceof HttpError && error.statusCode === 409) return false;
        throw error;
      }
    });
    cancelled += done.filter(Boolean).length;
  }
  if (application.candidateID) await touchConversation(application.jobID, application.candidateID);
  else await touchJobConversations(application.jobID);
  return cancelled;
}
