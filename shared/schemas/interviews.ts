// Interviews inside an application's conversation (docs/product/messages.md, "Interviews"):
// the company proposes one to five times in its own time zone, the candidate picks one or
// answers that none works; the picked time can be moved or cancelled.
import * as z from 'zod/mini';
import { CONVERSATION_ID } from '../conversation-ids.js';
import { isTimeZone } from '../remote-fit/time-zones.js';
import { cursorPagination, trimmed } from './common.js';

export const INTERVIEW_TIMES_MAX = 5;
export const INTERVIEW_MINUTES_MIN = 15;
export const INTERVIEW_MINUTES_MAX = 120;
export const INTERVIEW_NOTE_MAX = 1000;
export const INTERVIEW_WHERE_MAX = 300;
/** The interviews of an application get-interviews answers at once; "Load more" asks for the next. */
export const INTERVIEWS_PAGE_SIZE = 20;

export const INTERVIEW_STATUSES = ['proposed', 'confirmed', 'declined', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];
export const INTERVIEW_PLACES = ['video', 'phone', 'address'] as const;

export const MSG_INTERVIEW_NOT_FOUND = 'We could not find this interview.';
export const MSG_INTERVIEW_NOT_OPEN = 'This interview is no longer open to changes.';
export const MSG_INTERVIEW_TIME_PASSED = 'Every proposed time must be in the future.';
export const MSG_INTERVIEWS_CURSOR = 'This is not a page of these interviews. Please load them again from the first.';
export const MSG_INTERVIEW_PROPOSALS_LIMIT =
  'Your company has proposed 10 interviews today. Please try again tomorrow.';
export const MSG_INTERVIEW_RESCHEDULES_LIMIT =
  'This interview has been moved several times today. Please agree on a time in the conversation, or try again tomorrow.';

const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day;
};
const isWebLink = (value: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const conversationID = trimmed(
  'conversationID is required',
  z.regex(CONVERSATION_ID, 'conversationID is not a conversation'),
);
const interviewID = trimmed('interviewID is required', z.regex(/^[0-9a-f-]{36}$/, 'interviewID is not an interview'));

/** One proposed time, as the company's calendar shows it. */
export const interviewTimeSchema = z.strictObject({
  date: trimmed(
    'Date is required',
    z.minLength(1, 'Date is required'),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
    z.refine(isCalendarDate, 'Date is not a day of the calendar'),
  ),
  start: trimmed(
    'Start time is required',
    z.minLength(1, 'Start time is required'),
    z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start time must be HH:MM'),
  ),
  minutes: z
    .int({ error: 'minutes must be a whole number' })
    .check(
      z.gte(INTERVIEW_MINUTES_MIN, `An interview lasts at least ${INTERVIEW_MINUTES_MIN} minutes`),
      z.lte(INTERVIEW_MINUTES_MAX, `An interview lasts at most ${INTERVIEW_MINUTES_MAX} minutes`),
    ),
});
export type InterviewTime = z.infer<typeof interviewTimeSchema>;

export const interviewPlaceSchema = z
  .strictObject({
    kind: z.enum(INTERVIEW_PLACES, { error: 'Where must be a video link, a phone number or an address' }),
    value: trimmed(
      'Where is required',
      z.minLength(1, 'Where is required'),
      z.maxLength(INTERVIEW_WHERE_MAX, `Where holds at most ${INTERVIEW_WHERE_MAX} characters`),
    ),
  })
  .check(
    z.refine((place) => place.kind !== 'video' || isWebLink(place.value), {
      message: 'A video link must be a web address (https://…)',
      path: ['value'],
    }),
    z.refine((place) => place.kind !== 'phone' || /^\+?[0-9 ().-]{5,30}$/.test(place.value), {
      message: 'A phone number holds digits, spaces and + ( ) . - only',
      path: ['value'],
    }),
  );
export type InterviewPlace = z.infer<typeof interviewPlaceSchema>;

const timeZone = trimmed('timeZone is required', z.refine(isTimeZone, 'timeZone must be an IANA time zone'));
const timesKey = (time: InterviewTime) => `${time.date}T${time.start}`;

/** The "Schedule interview" form: the times in the company's zone and where. */
export const interviewProposalForm = z.strictObject({
  timeZone,
  times: z.array(interviewTimeSchema).check(
    z.minLength(1, 'Propose at least one time'),
    z.maxLength(INTERVIEW_TIMES_MAX, `Propose at most ${INTERVIEW_TIMES_MAX} times`),
    z.refine((times) => new Set(times.map(timesKey)).size === times.length, 'The proposed times must differ'),
  ),
  where: interviewPlaceSchema,
});
export type InterviewProposal = z.infer<typeof interviewProposalForm>;
export const proposeInterviewBody = z.extend(interviewProposalForm, { conversationID });

export const answerInterviewBody = z
  .strictObject({
    conversationID,
    interviewID,
    /** The index of the picked time; absent with `note` for "None of these work". */
    pick: z.optional(z.int({ error: 'pick must be a whole number' }).check(z.gte(0), z.lt(INTERVIEW_TIMES_MAX))),
    note: z.optional(
      trimmed(
        'note must be text',
        z.maxLength(INTERVIEW_NOTE_MAX, `A note holds at most ${INTERVIEW_NOTE_MAX} characters`),
      ),
    ),
  })
  .check(
    z.refine((body) => (body.pick === undefined) !== (body.note === undefined), {
      message: 'Pick a time, or say why none works',
    }),
  );

/** The "Reschedule" form: one new time in a zone. */
export const interviewRescheduleForm = z.strictObject({ timeZone, time: interviewTimeSchema });
export type InterviewReschedule = z.infer<typeof interviewRescheduleForm>;
export const rescheduleInterviewBody = z.extend(interviewRescheduleForm, { conversationID, interviewID });
export const cancelInterviewBody = z.strictObject({
  conversationID,
  interviewID,
  note: z.optional(trimmed('note must be text', z.maxLength(INTERVIEW_NOTE_MAX))),
});
export const getInterviewsQuery = z.strictObject({
  conversationID,
  /** The page after the one that answered it as pagination.nextCursor; absent: the newest. */
  cursor: z.optional(z.string({ error: MSG_INTERVIEWS_CURSOR }).check(z.maxLength(500, MSG_INTERVIEWS_CURSOR))),
});

/** One time of an interview, as an instant: the web app shows it in the reader's time zone. */
export const interviewSlotSchema = z.object({ startAt: z.string(), endAt: z.string(), minutes: z.number() });

export const interviewSchema = z.object({
  interviewID: z.string(),
  conversationID: z.string(),
  status: z.enum(INTERVIEW_STATUSES),
  /** The company's time zone, in which the times were proposed. */
  timeZone: z.string(),
  times: z.array(interviewSlotSchema),
  /** The picked (or moved-to) time once confirmed. */
  confirmed: z.optional(interviewSlotSchema),
  where: z.object({ kind: z.enum(INTERVIEW_PLACES), value: z.string() }),
  proposedBy: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewResponse = z.object({ interview: interviewSchema });
export const getInterviewsResponse = z.object({
  /** Newest first, INTERVIEWS_PAGE_SIZE at most. */
  interviews: z.array(interviewSchema),
  /** nextCursor: absent on the last page. */
  pagination: z.object({
    isLastPage: cursorPagination.shape.isLastPage,
    nextCursor: cursorPagination.shape.nextCursor,
  }),
});

/** One of the reader's next confirmed interviews: "Upcoming interviews". */
export const upcomingInterviewSchema = z.object({
  interviewID: z.string(),
  conversationID: z.string(),
  jobTitle: z.string(),
  /** The company's name for the candidate, the candidate's for the company. */
  otherName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  minutes: z.number(),
  where: z.object({ kind: z.enum(INTERVIEW_PLACES), value: z.string() }),
});
export type UpcomingInterview = z.infer<typeof upcomingInterviewSchema>;
export const getUpcomingInterviewsResponse = z.object({ interviews: z.array(upcomingInterviewSchema) });
