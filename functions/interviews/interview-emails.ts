// The emails of an interview (docs/product/messages.md, "Interviews"): when a time is picked or
// moved, both sides get the invitation (a REQUEST), when a confirmed one is cancelled the
// cancellation (a CANCEL of the same UID), and 24 hours before it a reminder. Each side reads the
// time in its own zone: the candidate's profile's (else UTC), the company's proposing one. The
// company side is the member who proposed it, or the job's contact once they left. Failures are
// logged and change nothing: the interview stands either way.
import type { SiteLink } from '#platform/email/email-text.js';
import { appLinks } from '#shared/web-paths.js';
import { oneLine, PRODUCT_NAME } from '#platform/email/email-text.js';
import { sendEmail, type EmailAttachment } from '#platform/email/send-email.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { fullName, getUserProfile, type UserProfile } from '#functions/accounts/index.js';
import { jobContact } from '#functions/teams/index.js';
import { invitationAttachment, type Invitation } from './calendar.js';
import type { InterviewItem, Slot } from './interviews.js';

export type InterviewEmailKind = 'invitation' | 'update' | 'cancellation' | 'reminder';

/** A time as one reader reads it: "Tuesday 3 March 2026, 14:00 to 14:45 (Europe/Berlin)". */
export function slotInZone(slot: Slot, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full' }).format(new Date(slot.startAt));
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${clock.format(new Date(slot.startAt))} to ${clock.format(new Date(slot.endAt))} (${timeZone})`;
}

const placeLine = (item: InterviewItem) =>
  item.where.kind === 'video'
    ? `Video call: ${item.where.value}`
    : item.where.kind === 'phone'
      ? `Phone: ${item.where.value}`
      : `Address: ${item.where.value}`;

const SUBJECTS: Record<InterviewEmailKind, string> = {
  invitation: 'Interview confirmed',
  update: 'Interview moved',
  cancellation: 'Interview cancelled',
  reminder: 'Interview tomorrow',
};

export interface InterviewEmailInput {
  kind: InterviewEmailKind;
  to: string;
  firstName: string;
  otherName: string;
  item: InterviewItem;
  timeZone: string;
  conversationUrl?: string;
  attachment?: EmailAttachment;
}

export function interviewEmail(input: InterviewEmailInput) {
  const { item } = input;
  const slot = item.confirmed!;
  return {
    to: input.to,
    subject: oneLine(`${SUBJECTS[input.kind]}: ${item.jobTitle} with ${input.otherName}`),
    text: [
      `Hello ${input.firstName},`,
      '',
      input.kind === 'cancellation'
        ? `The interview about ${item.jobTitle} with ${input.otherName} is cancelled:`
        : input.kind === 'reminder'
          ? `A reminder: your interview about ${item.jobTitle} with ${input.otherName} is in 24 hours:`
          : `Your interview about ${item.jobTitle} with ${input.otherName}:`,
      '',
      slotInZone(slot, input.timeZone),
      placeLine(item),
      '',
      ...(input.attachment ? ['The calendar invitation is attached.', ''] : []),
      input.conversationUrl ? `The conversation: ${input.conversationUrl}` : 'See the conversation under Messages.',
      '',
      `- ${PRODUCT_NAME}`,
    ].join('\n'),
    ...(input.attachment ? { attachments: [input.attachment] } : {}),
  };
}

/** The company's side of the interview: its proposer while a member, else the company's Owner. */
async function companySide(item: InterviewItem): Promise<UserProfile | undefined> {
  const proposer = await getUserProfile(item.proposedByID, { consistent: true });
  if (proposer?.status === 'active' && proposer.companyID === item.companyID) return proposer;
  // Not a member any more: the company's Owner.
  return getUserProfile(await jobContact({ companyID: item.companyID, employerID: item.proposedByID }), {
    consistent: true,
  });
}

/**
 * Emails both sides about the interview. Invitations and cancellations carry the .ics (a
 * REQUEST or a CANCEL) with the company's side as organiser and the candidate as attendee.
 */
export async function emailInterview(
  item: InterviewItem,
  kind: InterviewEmailKind,
  siteLink: SiteLink,
  now = new Date(),
): Promise<void> {
  await bestEffort(`email both sides of an interview (${kind})`, async () => {
    const [candidate, company] = await Promise.all([
      getUserProfile(item.candidateID, { consistent: true }),
      companySide(item),
    ]);
    if (!candidate || !company) return;
    const conversationUrl = await bestEffort('the conversation link', () =>
      siteLink(appLinks.conversation(item.conversationID)),
    );
    const invitation: Invitation = {
      interviewID: item.interviewID,
      sequence: item.sequence,
      startAt: item.confirmed!.startAt,
      endAt: item.confirmed!.endAt,
      summary: `Interview: ${item.jobTitle} (${item.companyName || PRODUCT_NAME})`,
      description: `Interview about ${item.jobTitle}.${conversationUrl ? ` ${conversationUrl}` : ''}`,
      location: item.where.value,
      organizer: { name: fullName(company), email: company.email },
      attendee: { name: fullName(candidate), email: candidate.email },
      stamp: now,
    };
    const attachment =
      kind === 'reminder'
        ? undefined
        : invitationAttachment(invitation, kind === 'cancellation' ? 'cancel' : 'request');
    const companyName = item.companyName || fullName(company);
    const sides = [
      { person: candidate, otherName: companyName, timeZone: candidate.timeZone || 'UTC' },
      { person: company, otherName: fullName(candidate), timeZone: item.timeZone },
    ];
    await Promise.all(
      sides
        .filter(({ person }) => person.status === 'active')
        .map(({ person, otherName, timeZone }) =>
          sendEmail(
            interviewEmail({
              kind,
              to: person.email,
              firstName: person.firstName,
              otherName,
              item,
              timeZone,
              ...(conversationUrl ? { conversationUrl } : {}),
              ...(attachment ? { attachment } : {}),
            }),
          ),
        ),
    );
  });
}
