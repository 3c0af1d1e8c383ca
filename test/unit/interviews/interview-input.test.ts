// What a proposal and an answer accept (docs/product/interviews.md), and how a time of the
// company's calendar becomes an instant.
import { describe, expect, it } from 'vitest';
import { answerInterviewBody, proposeInterviewBody } from '#shared/schemas/interviews.js';
import { slotOf } from '#functions/interviews/interviews.js';

const conversationID = '11111111-1111-4111-8111-111111111111_22222222-2222-4222-8222-222222222222';
const proposal = (overrides: Record<string, unknown> = {}) => ({
  conversationID,
  timeZone: 'Europe/Berlin',
  times: [{ date: '2030-03-05', start: '10:00', minutes: 45 }],
  where: { kind: 'video', value: 'https://meet.example.com/abc' },
  ...overrides,
});
const messages = (input: unknown) =>
  proposeInterviewBody.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('a proposal', () => {
  it('takes one to five distinct times of 15 to 120 minutes in an IANA zone, and where', () => {
    expect(messages(proposal())).toEqual([]);
    expect(messages(proposal({ times: [] }))).toEqual(['Propose at least one time']);
    const six = Array.from({ length: 6 }, (_, day) => ({ date: `2030-03-1${day}`, start: '10:00', minutes: 30 }));
    expect(messages(proposal({ times: six }))).toEqual(['Propose at most 5 times']);
    const twice = { date: '2030-03-05', start: '10:00', minutes: 30 };
    expect(messages(proposal({ times: [twice, { ...twice, minutes: 60 }] }))).toEqual([
      'The proposed times must differ',
    ]);
    expect(messages(proposal({ times: [{ date: '2030-03-05', start: '10:00', minutes: 14 }] }))).toEqual([
      'An interview lasts at least 15 minutes',
    ]);
    expect(messages(proposal({ times: [{ date: '2030-02-30', start: '25:00', minutes: 30 }] }))).toEqual([
      'Date is not a day of the calendar',
      'Start time must be HH:MM',
    ]);
    expect(messages(proposal({ timeZone: 'Mars/Olympus' }))).toEqual(['timeZone must be an IANA time zone']);
  });

  it('takes a video link only as a web address, and a phone number only as one', () => {
    expect(messages(proposal({ where: { kind: 'video', value: 'javascript:alert(1)' } }))).toEqual([
      'A video link must be a web address (https://…)',
    ]);
    expect(messages(proposal({ where: { kind: 'phone', value: 'call me' } }))).toEqual([
      'A phone number holds digits, spaces and + ( ) . - only',
    ]);
    expect(messages(proposal({ where: { kind: 'phone', value: '+44 20 7946 0000' } }))).toEqual([]);
    expect(messages(proposal({ where: { kind: 'address', value: '1 Main St, Lisbon' } }))).toEqual([]);
  });
});

describe('an answer', () => {
  const ids = { conversationID, interviewID: '33333333-3333-4333-8333-333333333333' };
  it('is a pick or a note, not both and not neither', () => {
    expect(answerInterviewBody.safeParse({ ...ids, pick: 0 }).success).toBe(true);
    expect(answerInterviewBody.safeParse({ ...ids, note: 'Not that week' }).success).toBe(true);
    expect(answerInterviewBody.safeParse({ ...ids }).success).toBe(false);
    expect(answerInterviewBody.safeParse({ ...ids, pick: 0, note: 'Both' }).success).toBe(false);
    expect(answerInterviewBody.safeParse({ ...ids, pick: 5 }).success).toBe(false);
  });
});

describe('a time of the company’s calendar', () => {
  it('becomes the instant its zone says, summer time included', () => {
    expect(slotOf({ date: '2030-01-15', start: '10:00', minutes: 45 }, 'Europe/Berlin')).toEqual({
      startAt: '2030-01-15T09:00:00.000Z',
      endAt: '2030-01-15T09:45:00.000Z',
      minutes: 45,
    });
    expect(slotOf({ date: '2030-07-15', start: '10:00', minutes: 30 }, 'Europe/Berlin').startAt).toBe(
      '2030-07-15T08:00:00.000Z',
    );
    expect(slotOf({ date: '2030-07-15', start: '23:30', minutes: 60 }, 'America/New_York')).toMatchObject({
      startAt: '2030-07-16T03:30:00.000Z',
      endAt: '2030-07-16T04:30:00.000Z',
    });
  });
});
