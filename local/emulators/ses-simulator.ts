// SES's mailbox simulator, locally: an email sent with a configuration set to
// bounce@simulator.amazonses.com or complaint@simulator.amazonses.com (a +label allowed, as in
// SES) yields the EventBridge event SES would publish for it, "Email Bounced" (a hard bounce)
// or "Email Complained". The local stack hands it to the same function AWS runs for it
// (functions/email-events/handlers/record-suppression.ts). Other addresses yield nothing.
import { randomUUID } from 'node:crypto';

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

interface SendEmailRequest {
  ConfigurationSetName?: string;
  FromEmailAddress?: string;
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
}

/** The events SES would publish for one SendEmail request that it accepted as `messageId`. */
export function simulatorEvents(request: SendEmailRequest, messageId: string, now = new Date()): object[] {
  // Without a configuration set SES publishes no events.
  if (!request.ConfigurationSetName) return [];
  const destination = [
    ...(request.Destination?.ToAddresses ?? []),
    ...(request.Destination?.CcAddresses ?? []),
    ...(request.Destination?.BccAddresses ?? []),
  ];
  const time = now.toISOString();
  const mail = {
    timestamp: time,
    source: request.FromEmailAddress ?? '',
    messageId,
    destination,
    tags: { 'ses:configuration-set': [request.ConfigurationSetName] },
  };
  return destination.flatMap((address): object[] => {
    const kind = SIMULATOR.exec(address)?.[1]?.toLowerCase();
    if (!kind) return [];
    const envelope = {
      version: '0',
      id: randomUUID(),
      source: 'aws.ses',
      account: '000000000000',
      time,
      region: 'us-east-1',
      resources: [],
    };
    if (kind === 'bounce')
      return [
        {
          ...envelope,
          'detail-type': 'Email Bounced',
          detail: {
            eventType: 'Bounce',
            mail,
            bounce: {
              feedbackId: randomUUID(),
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: [
                {
                  emailAddress: address,
                  action: 'failed',
                  status: '5.1.1',
                  diagnosticCode: 'smtp; 550 5.1.1 user unknown',
                },
              ],
              timestamp: time,
              reportingMTA: 'dns; simulator.local',
            },
          },
        },
      ];
    return [
      {
        ...envelope,
        'detail-type': 'Email Complained',
        detail: {
          eventType: 'Complaint',
          mail,
          complaint: {
            feedbackId: randomUUID(),
            complainedRecipients: [{ emailAddress: address }],
            complaintFeedbackType: 'abuse',
            timestamp: time,
            arrivalDate: time,
          },
        },
      },
    ];
  });
}
