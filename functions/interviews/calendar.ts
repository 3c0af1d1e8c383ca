// The calendar invitation an interview's emails carry (RFC 5545, written by ical-generator):
// one event whose UID is the interview's, so that a calendar replaces it when the time moves
// (a higher SEQUENCE) and removes it when cancelled (METHOD:CANCEL). Times are written in UTC.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { PRODUCT_NAME } from '#platform/email/email-text.js';
import type { EmailAttachment } from '#platform/email/send-email.js';

export interface Invitation {
  interviewID: string;
  sequence: number;
  startAt: string;
  endAt: string;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version of the invitation was made. */
  stamp: Date;
}

/** The UID every version of one interview's invitation carries. */
export const invitationUid = (interviewID: string) => `interview-${interviewID}@remote-hiring-marketplace`;

/** The .ics text: a REQUEST, or a CANCEL of the same event. */
export function invitationCalendar(invitation: Invitation, method: 'request' | 'cancel'): string {
  const calendar = ical({
    prodId: { company: PRODUCT_NAME, product: 'Interviews', language: 'EN' },
    method: method === 'request' ? ICalCalendarMethod.REQUEST : ICalCalendarMethod.CANCEL,
  });
  calendar.createEvent({
    id: invitationUid(invitation.interviewID),
    sequence: invitation.sequence,
    stamp: invitation.stamp,
    start: new Date(invitation.startAt),
    end: new Date(invitation.endAt),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    organizer: invitation.organizer,
    status: method === 'request' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    attendees: [
      {
        ...invitation.attendee,
        role: ICalAttendeeRole.REQ,
        status: method === 'request' ? ICalAttendeeStatus.ACCEPTED : ICalAttendeeStatus.DECLINED,
      },
    ],
  });
  return calendar.toString();
}

/** The invitation as an email attachment. */
export const invitationAttachment = (invitation: Invitation, method: 'request' | 'cancel'): EmailAttachment => ({
  fileName: 'invite.ics',
  contentType: `text/calendar; charset=UTF-8; method=${method === 'request' ? 'REQUEST' : 'CANCEL'}`,
  content: invitationCalendar(invitation, method),
});
