// Sends one email through SES (aws-ses-v2-local in the local stack). Plain text always,
// HTML when given. Failures propagate: callers decide whether they are fatal. An address
// that bounced hard or complained gets nothing (platform/email/suppressions.ts): the caller learns it
// from the answer and tells the user (accounts/code-emails.ts) or moves on (best-effort mail).
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../clients/ses.js';
import { config } from '../config.js';
import { getSuppression, type Suppression } from './suppressions.js';
import { logger } from '../observability/logger.js';
import { countOutcome } from '../observability/metrics.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra message headers (List-Unsubscribe of the job alert digests). */
  headers?: { name: string; value: string }[];
  /** Files sent with it (an interview's calendar invitation). */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  fileName: string;
  contentType: string;
  content: string;
}

/** Sent, or not sent because the address is suppressed (and why). */
export type EmailOutcome = { sent: true } | { sent: false; suppressed: Suppression };

/** What became of one daily digest (a job alert's, a follower's news) in a run. */
export type DigestOutcome = 'sent' | 'nothing-new' | 'skipped' | 'failed';

export async function sendEmail(email: Email): Promise<EmailOutcome> {
  const suppressed = await getSuppression(email.to);
  if (suppressed) {
    logger.info('email not sent: the address is suppressed', { reason: suppressed.reason, since: suppressed.at });
    return { sent: false, suppressed };
  }
  const sending = ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.senderEmail,
      // Its event destination reports bounces and complaints (infra/auth-stack.ts).
      ...(config.sesConfigurationSet ? { ConfigurationSetName: config.sesConfigurationSet } : {}),
      Destination: { ToAddresses: [email.to] },
      ...(email.replyTo ? { ReplyToAddresses: [email.replyTo] } : {}),
      Content: {
        Simple: {
          Subject: { Data: email.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: email.text, Charset: 'UTF-8' },
            ...(email.html ? { Html: { Data: email.html, Charset: 'UTF-8' } } : {}),
          },
          ...(email.headers?.length
            ? { Headers: email.headers.map((header) => ({ Name: header.name, Value: header.value })) }
            : {}),
          ...(email.attachments?.length
            ? {
                Attachments: email.attachments.map((attachment) => ({
                  FileName: attachment.fileName,
                  ContentType: attachment.contentType,
                  RawContent: new TextEncoder().encode(attachment.content),
                  ContentDisposition: 'ATTACHMENT' as const,
                })),
              }
            : {}),
        },
      },
    }),
  );
  await countOutcome(sending, 'emailSent', 'emailFailed');
  return { sent: true };
}
