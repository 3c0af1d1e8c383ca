// Interviews (docs/product/messages.md, "Interviews"; docs/data-model.md, pattern 34). Each
// belongs to one application and lives beside it:
//   PK JOB#<jobID> / SK INTERVIEW#<candidateID>#<interviewID>    its ID time-ordered (newInterviewID)
//     GSI1 UPCOMING#USER#<candidateID> / <startAt>#<interviewID>    the candidate's, once confirmed
//     GSI2 UPCOMING#COMPANY#<companyID> / <startAt>#<interviewID>   the company's, once confirmed
//     GSI3 REMINDER / <remindAt>#<interviewID>   its reminder while due (the local timer's index)
// Who may act is decided by the application's conversation on every call (openConversation):
// the candidate of the application or a member of the job's company now; anyone else 404.
// Every change is a conditional write on the status it read, so two answers cannot both win.
import { v7 as uuidv7 } from 'uuid';
import { TZDate } from '@date-fns/tz';
import {
  MSG_INTERVIEW_NOT_FOUND,
  MSG_INTERVIEW_NOT_OPEN,
  MSG_INTERVIEW_TIME_PASSED,
  type Interview,
  type InterviewPlace,
  type InterviewStatus,
  type InterviewTime,
} from '#shared/schemas/interviews.js';
import { badRequest, conflict, notFound } from '#platform/errors.js';
import { getItem, putItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { setFields } from '#platform/dynamodb/expressions.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { fullName } from '#functions/accounts/index.js';
import { addConversationEntry, type ConversationAccess } from '#functions/messages/index.js';
import { INTERVIEW_LIMITS } from './interview-limits.js';

export const INTERVIEW_PREFIX = 'INTERVIEW#';
export const REMINDER_PK = 'REMINDER';
/** The reminder goes this long before the interview. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** A page of the work that reaches every interview of an application (or job): it goes on page after page. */
export const INTERVIEWS_READ = 50;
export const OPEN_STATUSES: InterviewStatus[] = ['proposed', 'confirmed'];

/**
 * A new interview's ID: a UUID version 7 (RFC 9562), whose first 48 bits are its creation
 * time in milliseconds, so the SK, which ends with it, orders an application's interviews by
 * creation and a Query reads them newest first. Still addressed by the ID alone (GetItem).
 * Interviews proposed before carry a random (version 4) ID: same key, a place in the order
 * that is not their time.
 */
export const newInterviewID = (now: Date): string => uuidv7({ msecs: now.getTime() });

export const interviewKey = (jobID: string, candidateID: string, interviewID: string) => ({
  PK: `JOB#${jobID}`,
  SK: `${INTERVIEW_PREFIX}${candidateID}#${interviewID}`,
});

/** One time as an instant. */
export interface Slot {
  startAt: string;
  endAt: string;
  minutes: number;
}

export interface InterviewItem {
  PK: string;
  SK: string;
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK?: string;
  GSI2SK?: string;
  GSI3PK?: string;
  GSI3SK?: string;
  interviewID: string;
  conversationID: string;
  jobID: string;
  candidateID: string;
  companyID: string;
  jobTitle: string;
  companyName: string;
  /** The candidate as the application names them (absent on interviews proposed before it was kept). */
  candidateName?: string;
  status: InterviewStatus;
  timeZone: string;
  times: Slot[];
  confirmed?: Slot;
  where: InterviewPlace;
  /** The member who proposed it: the organiser of its invitation. */
  proposedByID: string;
  proposedBy: string;
  /** The invitation's SEQUENCE: each new version of a confirmed interview is one higher. */
  sequence: number;
  /** The start whose reminder was sent: never twice for one time. */
  reminderSentFor?: string;
  createdAt: string;
  updatedAt: string;
}

/** A time of the company's calendar (its zone) as an instant. */
export function slotOf(time: InterviewTime, timeZone: string): Slot {
  const [year, month, day] = time.date.split('-').map(Number);
  const [hour, minute] = time.start.split(':').map(Number);
  const start = new TZDate(year!, month! - 1, day!, hour!, minute!, timeZone);
  return {
    startAt: new Date(start.getTime()).toISOString(),
    endAt: new Date(start.getTime() + time.minutes * 60_000).toISOString(),
    minutes: time.minutes,
  };
}

function futureSlots(times: InterviewTime[], timeZone: string, now: Date): Slot[] {
  const slots = times.map((time) => slotOf(time, timeZone));
  if (slots.some((slot) => new Date(slot.startAt) <= now)) throw badRequest(MSG_INTERVIEW_TIME_PASSED);
  return slots;
}

/** An interview step's line in the conversation, written as the reader, on their side. */
const noteInConversation = (access: ConversationAccess, text: string, now: Date) =>
  addConversationEntry(access, { kind: 'interview', side: access.side, text, sender: access.reader }, now);

export function toInterview(item: InterviewItem): Interview {
  return {
    interviewID: item.interviewID,
    conversationID: item.conversationID,
    status: item.status,
    timeZone: item.timeZone,
    times: item.times,
    ...(item.confirmed ? { confirmed: item.confirmed } : {}),
    where: item.where,
    proposedBy: item.proposedBy,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
  };
}

/** The index entries of a confirmed interview: both sides' upcoming lists and its reminder. */
function confirmedEntries(item: Pick<InterviewItem, 'candidateID' | 'companyID' | 'interviewID'>, slot: Slot) {
  return {
    GSI1PK: `UPCOMING#USER#${item.candidateID}`,
    GSI1SK: `${slot.startAt}#${item.interviewID}`,
    GSI2PK: `UPCOMING#COMPANY#${item.companyID}`,
    GSI2SK: `${slot.startAt}#${item.interviewID}`,
    GSI3PK: REMINDER_PK,
    GSI3SK: `${new Date(new Date(slot.startAt).getTime() - REMINDER_BEFORE_MS).toISOString()}#${item.interviewID}`,
  };
}

const entryText = (lines: (string | undefined)[]) => lines.filter((line) => line !== undefined).join('\n');
const placeText = (where: InterviewPlace) =>
  where.kind === 'video' ? `Video: ${where.value}` : where.kind === 'phone' ? `Phone: ${where.value}` : where.value;
/** How a conversation entry writes a time: UTC, which each reader's screen shows in their own zone. */
const slotText = (slot: Slot) => `${slot.startAt.slice(0, 16).replace('T', ' ')} UTC, ${slot.minutes} minutes`;

/**
 * The company proposes one to five future times (10 proposals a day per company): the
 * interview and its entry in the conversation, which must be open (409 once closed).
 */
export async function proposeInterview(
  access: ConversationAccess,
  input: { timeZone: string; times: InterviewTime[]; where: InterviewPlace },
  now = new Date(),
): Promise<InterviewItem> {
  const times = futureSlots(input.times, input.timeZone, now);
  if (access.closed) throw conflict(MSG_INTERVIEW_NOT_OPEN);
  await enforceRateLimit(INTERVIEW_LIMITS.propose, { account: access.companyID }, now.getTime());
  const interviewID = newInterviewID(now);
  const at = now.toISOString();
  const item: InterviewItem = {
    ...interviewKey(access.jobID, access.candidateID, interviewID),
    interviewID,
    conversationID: access.conversationID,
    jobID: access.jobID,
    candidateID: access.candidateID,
    companyID: access.companyID,
    jobTitle: access.job?.jobTitle ?? '',
    companyName: access.job?.companyName ?? '',
    candidateName: fullName(access.application),
    status: 'proposed',
    timeZone: input.timeZone,
    times,
    where: input.where,
    proposedByID: access.reader.userID,
    proposedBy: access.reader.name,
    sequence: 0,
    createdAt: at,
    updatedAt: at,
  };
  await putItem({ Item: { ...item, entity: 'INTERVIEW' }, ConditionExpression: 'attribute_not_exists(PK)' });
  await noteInConversation(
    access,
    entryText([
      `Interview proposed by ${access.reader.name}. Please pick a time:`,
      ...times.map((slot) => `- ${slotText(slot)}`),
      placeText(input.where),
    ]),
    now,
  );
  return item;
}

/** The interview of this application, or 404. */
export async function getInterview(access: ConversationAccess, interviewID: string): Promise<InterviewItem> {
  const { Item } = await getItem({
    Key: interviewKey(access.jobID, access.candidateID, interviewID),
    ConsistentRead: true,
  });
  if (!Item) throw notFound(MSG_INTERVIEW_NOT_FOUND);
  return Item as InterviewItem;
}

/** One conditional update of an interview from the status read; 409 when it changed meanwhile. */
async function updateInterview(
  item: InterviewItem,
  from: InterviewStatus[],
  changes: Partial<InterviewItem>,
  remove: string[] = [],
): Promise<InterviewItem> {
  const { set, names, values } = setFields(changes);
  try {
    await updateItem({
      Key: interviewKey(item.jobID, item.candidateID, item.interviewID),
      UpdateExpression: [`SET ${set}`, ...(remove.length ? [`REMOVE ${remove.join(', ')}`] : [])].join(' '),
      ConditionExpression: `attribute_exists(PK) AND #status IN (${from.map((_, index) => `:from${index}`).join(', ')}) AND #updatedAt = :readAt`,
      ExpressionAttributeNames: { ...names, '#status': 'status', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: {
        ...values,
        ...Object.fromEntries(from.map((status, index) => [`:from${index}`, status])),
        ':readAt': item.updatedAt,
      },
    });
  } catch (error) {
    if (conditionFailed(error)) throw conflict(MSG_INTERVIEW_NOT_OPEN);
    throw error;
  }
  return { ...item, ...changes } as InterviewItem;
}

/**
 * The candidate picks one of the proposed times: the interview is confirmed, the conversation
 * records it. Its reminder's schedule, the application's move to Interviewing and the
 * invitation emails are the caller's (handlers/answer-interview.ts): the proposal's function
 * holds no scheduler and no email.
 */
export async function pickInterviewTime(
  access: ConversationAccess,
  item: InterviewItem,
  pick: number,
  now = new Date(),
): Promise<InterviewItem> {
  if (access.closed || item.status !== 'proposed') throw conflict(MSG_INTERVIEW_NOT_OPEN);
  const slot = item.times[pick];
  if (!slot) throw badRequest('pick is not one of the proposed times');
  if (new Date(slot.startAt) <= now) throw badRequest('This time has passed. Please pick another, or say none works.');
  const confirmed = await updateInterview(item, ['proposed'], {
    status: 'confirmed',
    confirmed: slot,
    sequence: item.sequence,
    updatedAt: now.toISOString(),
    ...confirmedEntries(item, slot),
  });
  await noteInConversation(access, `Interview confirmed: ${slotText(slot)}. ${placeText(item.where)}`, now);
  return confirmed;
}

/** The candidate answers that none of the times works, with a note that lands in the conversation. */
export async function declineInterviewTimes(
  access: ConversationAccess,
  item: InterviewItem,
  note: string,
  now = new Date(),
): Promise<InterviewItem> {
  if (access.closed || item.status !== 'proposed') throw conflict(MSG_INTERVIEW_NOT_OPEN);
  const declined = await updateInterview(item, ['proposed'], { status: 'declined', updatedAt: now.toISOString() });
  await noteInConversation(access, `None of these times work: ${note}`, now);
  return declined;
}

/** The company moves a confirmed interview to another future time: the next SEQUENCE of its invitation. */
export async function rescheduleInterview(
  access: ConversationAccess,
  item: InterviewItem,
  input: { timeZone: string; time: InterviewTime },
  now = new Date(),
): Promise<InterviewItem> {
  if (access.closed || item.status !== 'confirmed') throw conflict(MSG_INTERVIEW_NOT_OPEN);
  const [slot] = futureSlots([input.time], input.timeZone, now);
  const moved = await updateInterview(
    item,
    ['confirmed'],
    {
      confirmed: slot!,
      timeZone: input.timeZone,
      sequence: item.sequence + 1,
      updatedAt: now.toISOString(),
      ...confirmedEntries(item, slot!),
    },
    ['reminderSentFor'],
  );
  await noteInConversation(access, `Interview moved to ${slotText(slot!)}`, now);
  return moved;
}

/**
 * Cancels an open interview: its upcoming entries and its reminder's index entry go. `entry`
 * absent when the application closed (the conversation takes no entry then). For a confirmed
 * one the caller deletes its reminder's schedule and sends the CANCEL invitations.
 */
export async function cancelInterview(
  item: InterviewItem,
  now = new Date(),
  entry?: { access: ConversationAccess; text: string },
): Promise<InterviewItem> {
  if (!OPEN_STATUSES.includes(item.status)) throw conflict(MSG_INTERVIEW_NOT_OPEN);
  const cancelled = await updateInterview(
    item,
    OPEN_STATUSES,
    { status: 'cancelled', sequence: item.sequence + 1, updatedAt: now.toISOString() },
    ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'],
  );
  if (entry) {
    await noteInConversation(entry.access, entry.text, now);
  }
  return cancelled;
}

export const remindAtOf = (slot: Slot) => new Date(new Date(slot.startAt).getTime() - REMINDER_BEFORE_MS).toISOString();
export const reminderEventOf = (item: InterviewItem) => ({
  jobID: item.jobID,
  candidateID: item.candidateID,
  interviewID: item.interviewID,
  startAt: item.confirmed!.startAt,
});

/**
 * Claims the reminder of the interview at `startAt`: a conditional write that holds only while
 * it is confirmed at that time and its reminder for that time was not sent. True once per time.
 */
export async function claimReminder(
  key: { jobID: string; candidateID: string; interviewID: string },
  startAt: string,
): Promise<InterviewItem | undefined> {
  try {
    const { Attributes } = await updateItem({
      Key: interviewKey(key.jobID, key.candidateID, key.interviewID),
      UpdateExpression: 'SET reminderSentFor = :startAt REMOVE GSI3PK, GSI3SK',
      ConditionExpression:
        '#status = :confirmed AND confirmed.startAt = :startAt AND (attribute_not_exists(reminderSentFor) OR reminderSentFor <> :startAt)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':confirmed': 'confirmed', ':startAt': startAt },
      ReturnValues: 'ALL_NEW',
    });
    return Attributes as InterviewItem;
  } catch (error) {
    if (conditionFailed(error)) return undefined;
    throw error;
  }
}
