// Notices about the account itself, sent where the owner still reads them. Plain text.
import { config } from '#platform/config.js';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import type { Email } from '#platform/email/send-email.js';

/**
 * To the address an account just left: if the change was not its owner's doing, this is how
 * they learn of it, and whom to tell (replies reach the operators).
 */
export function emailChangedEmail(oldEmail: string, newEmail: string): Email {
  return {
    to: oldEmail,
    replyTo: config.operatorsEmail,
    subject: `Your email address was changed - ${PRODUCT_NAME}`,
    text: [
      'Hello,',
      '',
      `The email address of your ${PRODUCT_NAME} account was changed to ${newEmail}.`,
      'From now on you sign in with that address, and our emails go there.',
      '',
      'If you did not make this change, someone else may be using your account: reply to this',
      'email at once and we will help you get it back.',
      '',
      `The ${PRODUCT_NAME} team`,
    ].join('\n'),
  };
}
