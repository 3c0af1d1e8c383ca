// What a company is told by email when an operator acts on it (docs/product/trust-and-safety.md):
// a job removed, the company suspended or unsuspended. Plain text, with the operator's note and
// where to appeal: a reply reaches the operators' mailbox.
import type { Email } from '#platform/email/send-email.js';
import { PRODUCT_NAME, oneLine } from '#platform/email/email-text.js';

interface ModerationEmail {
  to: string;
  firstName: string;
  note: string;
  /** The operators' mailbox: a reply is an appeal. */
  replyTo: string;
}

const closing = [
  '',
  'If you think this is a mistake, reply to this email: our team reads every appeal.',
  '',
  `The ${PRODUCT_NAME} team`,
];

export const jobRemovedEmail = (email: ModerationEmail & { jobTitle: string }): Email => ({
  to: email.to,
  replyTo: email.replyTo,
  subject: oneLine(`Your job "${email.jobTitle}" was removed - ${PRODUCT_NAME}`),
  text: [
    `Hello ${email.firstName},`,
    '',
    `Our team removed your job "${email.jobTitle}": it broke the marketplace's rules for job posts.`,
    'Its page now says it was removed, and its applicants were told. Its applications stay yours to read.',
    '',
    `Our note: ${email.note}`,
    ...closing,
  ].join('\n'),
});

export const companySuspendedEmail = (email: ModerationEmail & { companyName: string }): Email => ({
  to: email.to,
  replyTo: email.replyTo,
  subject: oneLine(`${email.companyName} is suspended - ${PRODUCT_NAME}`),
  text: [
    `Hello ${email.firstName},`,
    '',
    `Our team suspended ${email.companyName}. Its jobs are out of search, and its members can sign in and`,
    'read, but cannot post, edit, message candidates or move applications until it is unsuspended.',
    '',
    `Our note: ${email.note}`,
    ...closing,
  ].join('\n'),
});

export const companyUnsuspendedEmail = (email: ModerationEmail & { companyName: string }): Email => ({
  to: email.to,
  replyTo: email.replyTo,
  subject: oneLine(`${email.companyName} is no longer suspended - ${PRODUCT_NAME}`),
  text: [
    `Hello ${email.firstName},`,
    '',
    `${email.companyName} can post, edit, message candidates and move applications again, and its open jobs`,
    'are back in search.',
    '',
    `Our note: ${email.note}`,
    '',
    `The ${PRODUCT_NAME} team`,
  ].join('\n'),
});
