// The email that invites someone to join a company's team: who invites, to which company,
// the link, and how long it works. Plain text, with a small HTML version for the button.
import { INVITATION_TTL_DAYS } from '#shared/constants.js';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import type { Email } from '#platform/email/send-email.js';
import { escapeHtml, oneLine } from '#platform/email/email-text.js';

export interface InvitationEmailInput {
  to: string;
  inviterName: string;
  companyName: string;
  /** The absolute join link, or the site path when the site's address is unknown. */
  joinUrl: string;
}

export function invitationEmail(input: InvitationEmailInput): Email {
  const who = oneLine(`${input.inviterName} invited you to join ${input.companyName}`);
  const outro = `The link works once, for ${INVITATION_TTL_DAYS} days. If you did not expect this invitation, you can ignore this email.`;
  return {
    to: input.to,
    subject: oneLine(`Join ${input.companyName} on ${PRODUCT_NAME}`),
    text: [`${who} on ${PRODUCT_NAME}, to hire together.`, '', `Accept: ${input.joinUrl}`, '', outro, ''].join('\n'),
    html: [
      `<p>${escapeHtml(who)} on ${PRODUCT_NAME}, to hire together.</p>`,
      `<p><a href="${escapeHtml(input.joinUrl)}">Accept the invitation</a></p>`,
      `<p>${outro}</p>`,
    ].join(''),
  };
}
