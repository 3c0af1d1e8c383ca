// The emails that carry one-time codes. Plain text and a small HTML version; the code is
// shown in capitals, and the email says how long it works and that it works once.
import { CODE_TTL_SECONDS, issueCode, type CodePurpose } from './one-time-codes.js';
import { undeliverable } from '#platform/email/suppressions.js';
import { sendEmail, type EmailOutcome } from '#platform/email/send-email.js';
import { serviceUnavailable } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { ACCOUNT_MSG } from './account-messages.js';

const PURPOSE_TEXT: Record<CodePurpose, { subject: string; intro: string }> = {
  'confirm-email': { subject: 'Confirm your email', intro: 'Welcome! Enter this code to confirm your email address:' },
  'change-email': {
    subject: 'Confirm your new email address',
    intro: 'Enter this code to confirm your new email address:',
  },
  'change-password': {
    subject: 'Confirm your password change',
    intro: 'Enter this code to confirm the change of your password:',
  },
  'reset-password': { subject: 'Reset your password', intro: 'Enter this code to choose a new password:' },
  'delete-account': {
    subject: 'Confirm the deletion of your account',
    intro: 'Enter this code to delete your account and all its data. This cannot be undone:',
  },
  'verify-company': {
    subject: 'Verify your company',
    intro: 'Enter this code on your Company screen to verify that your company owns this domain:',
  },
};

export async function sendCodeEmail(to: string, purpose: CodePurpose, code: string): Promise<EmailOutcome> {
  const { subject, intro } = PURPOSE_TEXT[purpose];
  const minutes = CODE_TTL_SECONDS / 60;
  const outro = `The code works once, for ${minutes} minutes. If you did not ask for it, you can ignore this email.`;
  return sendEmail({
    to,
    subject: `${subject}: ${code}`,
    text: `${intro}\n\n${code}\n\n${outro}\n`,
    html: `<p>${intro}</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>${outro}</p>`,
  });
}

/**
 * Makes a new code (the old one of that purpose stops working) and emails it. A failure to
 * send is logged and answered with 503 and a sentence that says to try again; a suppressed
 * address with 422 and a sentence that says why.
 */
export async function deliverCode(
  userID: string,
  purpose: CodePurpose,
  to: string,
  pending: { email?: string; website?: string } = {},
): Promise<void> {
  const code = await issueCode(userID, purpose, pending);
  let outcome: EmailOutcome;
  try {
    outcome = await sendCodeEmail(to, purpose, code);
  } catch (error) {
    logger.error('code email not sent', { purpose, error: error as Error });
    throw serviceUnavailable(ACCOUNT_MSG.codeNotSent);
  }
  if (!outcome.sent) throw undeliverable(to, outcome.suppressed.reason);
}
