// Conversations (docs/data-model.md, patterns 31 to 33; the rules: docs/product/messages.md).
// One per application, between the company's team and its candidate:
//   PK JOB#<jobID> / SK CONVERSATION#<candidateID>   the conversation, beside its application:
//       GSI1 INBOX#USER#<candidateID> / <lastMessageAt>#<jobID>                the candidate's inbox
//       GSI2 INBOX#COMPANY#<companyID> / <lastMessageAt>#<jobID>#<candidateID> the company's inbox
//   PK CONVO#<conversationID> / SK MSG#<createdAt>#<id>   its entries, read newest first
//       GSI1 MSGSENDER#<userID> / <createdAt>#<id>       a writer's messages, for their account's deletion
//   PK USER#<readerID> / SK CONVUNREAD#<scope>#<conversationID>   one per reader who has not read it
// The conversation item is written with the first entry: a conversation nobody wrote in is its
// application alone. Who may read it is decided by the application and its job on every call;
// an open conversation's poll that finds its version unchanged, by the conversation item alone.
import { randomUUID } from 'node:crypto';
import {
  MSG_APPLICATION_CLOSED,
  MSG_CONVERSATION_NOT_FOUND,
  parseConversationId,
  type MessageKind,
  type MessageSide,
} from '#shared/schemas/messages.js';
import { conflict, notFound } from '#platform/errors.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { batchWrite } from '#platform/dynamodb/batch-write.js';
import { queryItems, queryPages } from '#platform/dynamodb/query-items.js';
import { deleteItem, transact, updateItem, type TransactItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';
import { bestEffort } from '#platform/async/best-effort.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { fullName, type UserProfile } from '#functions/accounts/index.js';
import { applicationKey, stageOf, type ApplicationItem } from '#functions/applications/index.js';
import { jobKey, type JobItem } from '#functions/jobs/index.js';
import { companyOf, companyPK } from '#functions/teams/index.js';
import { flaggedMessageWrite, messageSignals } from '#functions/trust/index.js';
import {
  CONVERSATION_PREFIX,
  MESSAGE_PREFIX,
  SENDER_PREFIX,
  candidateInboxPK,
  companyInboxPK,
  conversationKey,
  messagesPK,
  unreadKey,
  unreadScope,
  type ConversationItem,
  type MessageItem,
  type ReaderSide,
} from './conversation-items.js';

/** Conversations per page. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** The sidebar says "99+" past 99: counting stops here, so the read stays bounded. */
export const UNREAD_CONVERSATIONS_CAP = 100;

const CLOSED_STAGES = ['withdrawn', 'rejected'];
/** The first line of a message as the inbox shows it, at most this long. */
const PREVIEW_MAX = 140;

/** What a caller may do with one conversation, as its application and job say now. */
export interface ConversationAccess {
  conversationID: string;
  jobID: string;
  candidateID: string;
  companyID: string;
  side: ReaderSide;
  reader: { userID: string; name: string };
  application: ApplicationItem;
  job?: JobItem;
  conversation?: ConversationItem;
  /** The caller has a message here they have not read. */
  unread: boolean;
  closed: boolean;
}

/**
 * The conversation as the caller may use it, from ONE BatchGetItem (application, job,
 * conversation, the caller's unread marker): the candidate of the application, or a member of
 * the job's company. Anyone else, and an id that names no application, gets 404; an employer
 * who is no longer a member, 403 (companyOf).
 */
/**
 * Who asks for the conversation, before anything is read: a valid id, a candidate it names or
 * an employer with a company (403 without one); anyone else the same 404 as a missing one.
 */
export function conversationCaller(user: UserProfile, conversationID: string) {
  const ids = parseConversationId(conversationID);
  if (!ids || (user.role !== 'candidate' && user.role !== 'employer')) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  const side: ReaderSide = user.role === 'candidate' ? 'candidate' : 'company';
  const myCompanyID = side === 'company' ? companyOf(user) : '';
  if (side === 'candidate' && ids.candidateID !== user.userID) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  return { ids, side, myCompanyID };
}

export async function openConversation(user: UserProfile, conversationID: string): Promise<ConversationAccess> {
  const { ids, side, myCompanyID } = conversationCaller(user, conversationID);
  const [application, job, conversation, unreadMarker] = (await batchGetItems(
    [
      applicationKey(ids.jobID, ids.candidateID),
      jobKey(ids.jobID),
      conversationKey(ids.jobID, ids.candidateID),
      unreadKey(user.userID, unreadScope(side, myCompanyID), conversationID),
    ],
    { consistent: true },
  )) as [ApplicationItem?, JobItem?, ConversationItem?, Record<string, unknown>?];
  if (!application) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  // A deleted job's conversation keeps the company it had.
  const companyID = job?.companyID ?? conversation?.companyID;
  if (!companyID || (side === 'company' && companyID !== myCompanyID)) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  return {
    conversationID,
    ...ids,
    companyID,
    side,
    reader: { userID: user.userID, name: fullName(user) },
    application,
    job,
    conversation,
    unread: unreadMarker !== undefined,
    closed:
      !job ||
      Boolean(application.jobRemoved || application.candidateDeleted) ||
      CLOSED_STAGES.includes(stageOf(application)),
  };
}

/**
 * Moves the conversation's version after a change its readers must fetch (an open conversation
 * reads the rest only when it moves). Nothing when there is no conversation item.
 */
export async function touchConversation(jobID: string, candidateID: string): Promise<void> {
  try {
    await updateItem({
      Key: conversationKey(jobID, candidateID),
      UpdateExpression: 'ADD #version :one',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':one': 1 },
    });
  } catch (error) {
    if (!conditionFailed(error)) throw error;
  }
}

/**
 * Moves the version of every conversation of a job (closed with it), a page at a time: bounded
 * by the job's conversations.
 */
export async function touchJobConversations(jobID: string): Promise<number> {
  let touched = 0;
  for await (const page of queryPages(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :conversation)',
      ExpressionAttributeValues: { ':pk': `JOB#${jobID}`, ':conversation': CONVERSATION_PREFIX },
      ProjectionExpression: 'candidateID',
    },
    { pageSize: 100 },
  )) {
    await mapInBatches(page, (item) => touchConversation(jobID, String(item.candidateID)));
    touched += page.length;
  }
  return touched;
}

/** The other side's name as the caller sees it. */
function otherNameOf(access: ConversationAccess): string {
  if (access.side === 'company') return access.conversation?.candidateName ?? fullName(access.application);
  return access.conversation?.companyName ?? access.job?.companyName ?? access.application.companyName ?? '';
}

export function conversationView(access: ConversationAccess) {
  return {
    conversationID: access.conversationID,
    jobID: access.jobID,
    candidateID: access.candidateID,
    jobTitle: access.conversation?.jobTitle ?? access.job?.jobTitle ?? access.application.jobTitle ?? '',
    otherName: otherNameOf(access),
    side: access.side,
    closed: access.closed,
  };
}

/** The caller has read the conversation: their unread marker goes, and their side's read time moves. */
export async function markConversationRead(access: ConversationAccess, now = new Date()): Promise<void> {
  if (!access.unread) return;
  await deleteItem({
    Key: unreadKey(access.reader.userID, unreadScope(access.side, access.companyID), access.conversationID),
  });
  if (!access.conversation) return;
  await updateItem({
    Key: conversationKey(access.jobID, access.candidateID),
    UpdateExpression: 'SET #readAt = :at',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeNames: { '#readAt': `${access.side}ReadAt` },
    ExpressionAttributeValues: { ':at': now.toISOString() },
  });
}

/** The application still open to messages, as a transaction step: what `closed` reads, held at the write. */
const applicationStillOpen = (jobID: string, candidateID: string): TransactItem[] => [
  {
    ConditionCheck: {
      Key: applicationKey(jobID, candidateID),
      ConditionExpression:
        'attribute_exists(PK) AND attribute_not_exists(jobRemoved) AND attribute_not_exists(candidateDeleted) AND (attribute_not_exists(stage) OR NOT stage IN (:withdrawn, :rejected))',
      ExpressionAttributeValues: { ':withdrawn': 'withdrawn', ':rejected': 'rejected' },
    },
  },
  { ConditionCheck: { Key: jobKey(jobID), ConditionExpression: 'attribute_exists(PK)' } },
];

/** The first line of a message, short enough for a list. */
export const previewOf = (text: string) => {
  const line = text.trim().split(/\r?\n/, 1)[0] ?? '';
  return line.length > PREVIEW_MAX ? `${line.slice(0, PREVIEW_MAX - 1)}…` : line;
};

/** Who reads the other side of a conversation: the candidate, or every member of the company now. */
async function readersOf(side: ReaderSide, access: Pick<ConversationAccess, 'candidateID' | 'companyID'>) {
  if (side === 'candidate') return [access.candidateID];
  const members = await queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
    ExpressionAttributeValues: { ':pk': companyPK(access.companyID), ':member': 'MEMBER#' },
    ProjectionExpression: 'userID',
  });
  return members.map((member) => String(member.userID));
}

export interface NewEntry {
  kind: MessageKind;
  side: MessageSide;
  text: string;
  /** The member or candidate who wrote it; none for the product's own entries. */
  sender?: { userID: string; name: string };
}

/**
 * Adds an entry to the conversation of an open application (409 once closed): ONE transaction
 * of the entry, the conversation (made with the first entry; its inbox positions move to the
 * entry's time) and the application's and job's checks; then the unread marker of each reader
 * of the other side (for an entry of the product's own, of both sides). The writer has read it.
 * Interviews and notes come through here too.
 */
export async function addConversationEntry(
  access: ConversationAccess,
  entry: NewEntry,
  now = new Date(),
): Promise<{ item: MessageItem; conversation: ConversationItem }> {
  if (access.closed) throw conflict(MSG_APPLICATION_CLOSED);
  const { jobID, candidateID, companyID, conversationID } = access;
  const at = now.toISOString();
  const id = randomUUID();
  // A company's message that reads like a scam reaches the candidate with a warning, and counts on the company.
  const scamSignals = entry.kind === 'message' && entry.side === 'company' ? messageSignals(entry.text) : [];
  const item: MessageItem = {
    PK: messagesPK(conversationID),
    SK: `${MESSAGE_PREFIX}${at}#${id}`,
    ...(entry.sender ? { GSI1PK: `${SENDER_PREFIX}${entry.sender.userID}`, GSI1SK: `${at}#${id}` } : {}),
    id,
    conversationID,
    jobID,
    candidateID,
    kind: entry.kind,
    side: entry.side,
    ...(entry.sender ? { senderID: entry.sender.userID } : {}),
    senderName: entry.sender?.name ?? '',
    text: entry.text,
    createdAt: at,
    ...(scamSignals.length > 0 ? { scamSignals } : {}),
  };
  const job = access.job!;
  const fields = {
    conversationID,
    jobID,
    candidateID,
    companyID,
    jobTitle: job.jobTitle,
    companyName: job.companyName ?? '',
    candidateName: fullName(access.application),
    createdAt: at,
  };
  const moved = {
    lastMessageAt: at,
    lastMessagePreview: previewOf(entry.text),
    lastSenderID: entry.sender?.userID ?? '',
    GSI1PK: candidateInboxPK(candidateID),
    GSI1SK: `${at}#${jobID}`,
    GSI2PK: companyInboxPK(companyID),
    GSI2SK: `${at}#${jobID}#${candidateID}`,
    ...(entry.side === 'candidate' || entry.side === 'company' ? { [`${entry.side}ReadAt`]: at } : {}),
  };
  const names = Object.keys({ ...fields, ...moved });
  await transact([
    { Put: { Item: { ...item, entity: 'MESSAGE' }, ConditionExpression: 'attribute_not_exists(PK)' } },
    {
      Update: {
        Key: conversationKey(jobID, candidateID),
        UpdateExpression: `SET ${[
          ...Object.keys(fields).map((name) => `#${name} = if_not_exists(#${name}, :${name})`),
          'entity = :entity',
          ...Object.keys(moved).map((name) => `#${name} = :${name}`),
        ].join(', ')} ADD #version :one`,
        ExpressionAttributeNames: {
          ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
          '#version': 'version',
        },
        ExpressionAttributeValues: {
          ...Object.fromEntries(Object.entries({ ...fields, ...moved }).map(([name, value]) => [`:${name}`, value])),
          ':entity': 'CONVERSATION',
          ':one': 1,
        },
      },
    },
    ...applicationStillOpen(jobID, candidateID),
    ...(scamSignals.length > 0 ? [flaggedMessageWrite(companyID, { label: fields.companyName, companyID }, at)] : []),
  ]);
  const otherSides: ReaderSide[] =
    entry.side === 'candidate' ? ['company'] : entry.side === 'company' ? ['candidate'] : ['candidate', 'company'];
  const readers = (
    await Promise.all(
      otherSides.map(async (side) =>
        (await readersOf(side, access)).map((readerID) => ({ readerID, scope: unreadScope(side, companyID) })),
      ),
    )
  ).flat();
  // Idempotent writes after the entry stands: a team of any size, which one transaction could
  // not hold. The writer has read what they answered.
  const writerSide = entry.side === 'candidate' || entry.side === 'company' ? entry.side : undefined;
  await batchWrite([
    ...readers.map(({ readerID, scope }) => ({
      PutRequest: { Item: { ...unreadKey(readerID, scope, conversationID), conversationID, at } },
    })),
    ...(entry.sender && writerSide
      ? [{ DeleteRequest: { Key: unreadKey(entry.sender.userID, unreadScope(writerSide, companyID), conversationID) } }]
      : []),
  ]);
  // Once more: a reader whose poll fetched the entry before their unread marker was written
  // fetches again, and so clears it. The entry stands whether or not this lands.
  await bestEffort('move the conversation version after its unread markers', () =>
    touchConversation(jobID, candidateID),
  );
  return {
    item,
    conversation: { ...conversationKey(jobID, candidateID), ...fields, ...access.conversation, ...moved },
  };
}
