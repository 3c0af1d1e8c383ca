// The email about a new message (docs/product/messages.md): to the other side, "New message
// from {name} about {job}", the message's first lines and a link to the conversation. At most
// one per conversation and side in 15 minutes while the last one is unread (claimMessageEmail),
// never to someone who turned these emails off or whose address bounced (sendEmail skips it).
// The company side is emailed at the job's contact: its poster, or the Owner once they left.
import type { SiteLink } from '#platform/email/email-text.js';
import { appLinks } from '#shared/web-paths.js';
import { oneLine, PRODUCT_NAME } from '#platform/email/email-text.js';
import { sendEmail, type Email } from '#platform/email/send-email.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { getUserProfile } from '#functions/accounts/index.js';
import { jobContact } from '#functions/teams/index.js';
import { type ConversationAccess } from './conversations.js';
import { conversationKey, type ReaderSide } from './conversation-items.js';
import { updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

/** The lines of a message an email quotes, at most. */
const QUOTED_LINES = 5;
const QUOTED_MAX = 600;

export interface MessageEmailInput {
  to: string;
  firstName: string;
  senderName: string;
  jobTitle: string;
  text: string;
  conversationUrl?: string;
}

/** The first lines of a message, as an email quotes them. */
export function quotedLines(text: string): string {
  const lines = text.trim().split(/\r?\n/);
  let quoted = lines.slice(0, QUOTED_LINES).join('\n');
  if (quoted.length > QUOTED_MAX) quoted = `${quoted.slice(0, QUOTED_MAX - 1)}…`;
  else if (lines.length > QUOTED_LINES) quoted = `${quoted}\n…`;
  return quoted
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
}

export function newMessageEmail(input: MessageEmailInput): Email {
  return {
    to: input.to,
    subject: oneLine(`New message from ${input.senderName} about ${input.jobTitle}`),
    text: [
      `Hello ${input.firstName},`,
      '',
      `${input.senderName} wrote to you about ${input.jobTitle}:`,
      '',
      quotedLines(input.text),
      '',
      input.conversationUrl
        ? `Read and reply: ${input.conversationUrl}`
        : 'Read and reply under Messages when you sign in.',
      '',
      'You can turn these emails off in Settings.',
      '',
      `- ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * Emails the other side about a message that stands. Failures (the profile, the site's address,
 * the send) are logged and change nothing: the message is in the conversation either way.
 */
export async function emailNewMessage(
  access: ConversationAccess,
  message: { text: string; senderName: string },
  siteLink: SiteLink,
  now = new Date(),
): Promise<void> {
  const to = access.side === 'candidate' ? 'company' : 'candidate';
  await bestEffort('email the other side about a new message', async () => {
    const recipientID = to === 'candidate' ? access.candidateID : await jobContact(access.job!);
    const recipient = await getUserProfile(recipientID, { consistent: true });
    if (!recipient || recipient.status !== 'active' || recipient.emailOnNewMessage === false) return;
    if (!(await claimMessageEmail(access.jobID, access.candidateID, to, now))) return;
    await sendEmail(
      newMessageEmail({
        to: recipient.email,
        firstName: recipient.firstName,
        senderName: message.senderName,
        jobTitle: access.job?.jobTitle ?? '',
        text: message.text,
        conversationUrl: await siteLink(appLinks.conversation(access.conversationID)),
      }),
    );
  });
}

/**
 * Claims the email to `side` about a new message: at most one per conversation in 15 minutes
 * while the side has not read since the last one. A conditional write, so two messages at once
 * send one email. True when this message's email may go.
 */
export async function claimMessageEmail(
  jobID: string,
  candidateID: string,
  side: ReaderSide,
  now = new Date(),
): Promise<boolean> {
  const cutoff = new Date(now.getTime() - MESSAGE_EMAIL_INTERVAL_MS).toISOString();
  try {
    await updateItem({
      Key: conversationKey(jobID, candidateID),
      UpdateExpression: 'SET #emailedAt = :now',
      ConditionExpression:
        'attribute_exists(PK) AND (attribute_not_exists(#emailedAt) OR #emailedAt < :cutoff OR (attribute_exists(#readAt) AND #readAt >= #emailedAt))',
      ExpressionAttributeNames: { '#emailedAt': `${side}EmailedAt`, '#readAt': `${side}ReadAt` },
      ExpressionAttributeValues: { ':now': now.toISOString(), ':cutoff': cutoff },
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** The quiet time after an email about a new message, while it is unread. */
export const MESSAGE_EMAIL_INTERVAL_MS = 15 * 60 * 1000;
