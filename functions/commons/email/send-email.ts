// Sends one email through SES (aws-ses-v2-local in the local stack). Plain text always,
// HTML when given. Failures propagate: callers decide whether they are fatal.
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { ses } from '../clients/ses.js';
import { config } from '../config.js';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra message headers (List-Unsubscribe of the job alert digests). */
  headers?: { name: string; value: string }[];
}

export async function sendEmail(email: Email): Promise<void> {
  await ses().send(
    new SendEmailCommand({
      FromEmailAddress: config.senderEmail,
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
        },
      },
    }),
  );
}
