// The interview's calendar invitation, written by ical-generator and read back with node-ical.
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import {
  invitationAttachment,
  invitationCalendar,
  invitationUid,
  type Invitation,
} from '#functions/interviews/calendar.js';

const invitation: Invitation = {
  interviewID: '3b0a3c57-6c2f-4a1b-9f0e-2b8f1f2a9c11',
  sequence: 0,
  startAt: '2030-03-05T09:00:00.000Z',
  endAt: '2030-03-05T09:45:00.000Z',
  summary: 'Interview: Backend engineer (Acme)',
  description: 'Interview about Backend engineer.',
  location: 'https://meet.example.com/abc',
  organizer: { name: 'Olga Owner', email: 'olga@example.com' },
  attendee: { name: 'Cara Ndidate', email: 'cara@example.com' },
  stamp: new Date('2030-03-01T12:00:00.000Z'),
};

function onlyEvent(text: string): VEvent {
  const events = Object.values(ical.sync.parseICS(text)).filter((entry) => entry?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  return events[0] as VEvent;
}

describe('interview invitation', () => {
  it('is a REQUEST with a stable UID, UTC times, the organiser and the attendee', () => {
    const text = invitationCalendar(invitation, 'request');
    expect(text).toMatch(/^METHOD:REQUEST\r?$/m);
    expect(text).toMatch(/^DTSTART:20300305T090000Z\r?$/m);
    expect(text).toMatch(/^DTEND:20300305T094500Z\r?$/m);
    const event = onlyEvent(text);
    expect(event.uid).toBe(invitationUid(invitation.interviewID));
    expect(event.start.toISOString()).toBe(invitation.startAt);
    expect(event.end?.toISOString()).toBe(invitation.endAt);
    expect(String(event.sequence)).toBe('0');
    expect(JSON.stringify(event.organizer).toLowerCase()).toContain('mailto:olga@example.com');
    expect(JSON.stringify(event.attendee).toLowerCase()).toContain('mailto:cara@example.com');
    expect(event.location).toBe(invitation.location);
  });

  it('keeps its UID with a higher SEQUENCE when moved', () => {
    const moved = onlyEvent(
      invitationCalendar(
        { ...invitation, sequence: 1, startAt: '2030-03-06T10:00:00.000Z', endAt: '2030-03-06T10:45:00.000Z' },
        'request',
      ),
    );
    expect(moved.uid).toBe(invitationUid(invitation.interviewID));
    expect(String(moved.sequence)).toBe('1');
    expect(moved.start.toISOString()).toBe('2030-03-06T10:00:00.000Z');
  });

  it('is cancelled with METHOD:CANCEL of the same UID', () => {
    const text = invitationCalendar({ ...invitation, sequence: 2 }, 'cancel');
    expect(text).toMatch(/^METHOD:CANCEL\r?$/m);
    const event = onlyEvent(text);
    expect(event.uid).toBe(invitationUid(invitation.interviewID));
    expect(event.status).toBe('CANCELLED');
    expect(String(event.sequence)).toBe('2');
  });

  it('travels as a text/calendar attachment naming its method', () => {
    const attachment = invitationAttachment(invitation, 'cancel');
    expect(attachment.fileName).toBe('invite.ics');
    expect(attachment.contentType).toContain('method=CANCEL');
    expect(attachment.content).toContain('BEGIN:VCALENDAR');
  });
});
