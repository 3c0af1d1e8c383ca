// Not an API call: run by an EventBridge rule for the "Email Bounced" and "Email Complained"
// events that the SES configuration set publishes to the default bus (infra/schedule-stack.ts),
// and in process by the local stack when an email goes to SES's mailbox simulator
// (local/emulators/ses-local.ts). A hard bounce or a complaint suppresses the address
// (platform/email/suppressions.ts); a soft (transient) or undetermined bounce does not: the next email
// may well arrive. An event that does not parse is logged and dropped: throwing would only
// make Lambda retry something that can never succeed.
import * as z from 'zod/mini';
import { recordSuppression, type Suppression } from '#platform/email/suppressions.js';
import { logger } from '#platform/observability/logger.js';
import { taskHandler } from '#platform/observability/observability.js';

const recipients = z
  .array(z.object({ emailAddress: z.string().check(z.minLength(3), z.maxLength(320)) }))
  .check(z.minLength(1));

/** SES event publishing's Bounce and Complaint records, as EventBridge delivers them (detail). */
export const sesEmailEvent = z.object({
  source: z.literal('aws.ses'),
  'detail-type': z.enum(['Email Bounced', 'Email Complained']),
  detail: z.union([
    z.object({
      eventType: z.literal('Bounce'),
      bounce: z.object({
        bounceType: z.string(),
        bounceSubType: z.optional(z.string()),
        bouncedRecipients: recipients,
        timestamp: z.string(),
        feedbackId: z.optional(z.string()),
      }),
    }),
    z.object({
      eventType: z.literal('Complaint'),
      complaint: z.object({
        complainedRecipients: recipients,
        timestamp: z.string(),
        feedbackId: z.optional(z.string()),
        complaintFeedbackType: z.optional(z.string()),
      }),
    }),
  ]),
});
export type SesEmailEvent = z.infer<typeof sesEmailEvent>;

/** What the event suppresses: every recipient of a hard bounce or of a complaint, else nothing. */
export function suppressionsOf(event: SesEmailEvent): Suppression[] {
  const { detail } = event;
  if (detail.eventType === 'Bounce') {
    const { bounce } = detail;
    if (bounce.bounceType !== 'Permanent') return [];
    return bounce.bouncedRecipients.map(({ emailAddress }) => ({
      address: emailAddress,
      reason: 'bounce',
      at: bounce.timestamp,
      bounceType: bounce.bounceType,
      ...(bounce.bounceSubType ? { bounceSubType: bounce.bounceSubType } : {}),
      ...(bounce.feedbackId ? { feedbackId: bounce.feedbackId } : {}),
    }));
  }
  const { complaint } = detail;
  // A mailbox provider's "not spam" report takes a complaint back.
  if (complaint.complaintFeedbackType === 'not-spam') return [];
  return complaint.complainedRecipients.map(({ emailAddress }) => ({
    address: emailAddress,
    reason: 'complaint',
    at: complaint.timestamp,
    ...(complaint.feedbackId ? { feedbackId: complaint.feedbackId } : {}),
  }));
}

export const handler = taskHandler(async (event: unknown): Promise<{ suppressed: number }> => {
  const parsed = sesEmailEvent.safeParse(event);
  if (!parsed.success) {
    logger.warn('email event dropped: not a bounce or complaint we can read', {
      issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    });
    return { suppressed: 0 };
  }
  const suppressions = suppressionsOf(parsed.data);
  // A failed write throws: Lambda retries the event (the Put is idempotent).
  for (const suppression of suppressions) await recordSuppression(suppression);
  // The addresses are personal data: the log says how many and why, not which.
  logger.info('email event recorded', {
    eventType: parsed.data.detail.eventType,
    suppressed: suppressions.length,
  });
  return { suppressed: suppressions.length };
});
