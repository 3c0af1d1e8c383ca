// Conversations: the messages between a company's team and one applicant, one conversation per
// application (docs/product/messages.md).
import * as z from 'zod/mini';
import { CONVERSATION_ID } from '../conversation-ids.js';
import { cursorPagination, trimmed, withThousands } from './common.js';

export { conversationIdOf, parseConversationId } from '../conversation-ids.js';

/** The most characters one message holds. */
export const MESSAGE_MAX = 2000;

/** What a conversation's entry is: a message someone wrote, or one the product adds (an interview, a note). */
export const MESSAGE_KINDS = ['message', 'interview', 'note'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** Who wrote an entry: the candidate, a member of the company, or the product itself. */
export const MESSAGE_SIDES = ['candidate', 'company', 'system'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MSG_CONVERSATION_NOT_FOUND = 'We could not find this conversation.';
export const MSG_APPLICATION_CLOSED = 'This application is closed';
export const MSG_MESSAGE_REMOVED = 'Message removed';

/** A conversation's id: `<jobID>_<candidateID>`. */
export const conversationID = trimmed(
  'conversationID is required',
  z.regex(CONVERSATION_ID, 'conversationID is not a conversation'),
);
const cursor = z.optional(z.string().check(z.maxLength(500)));

export const conversationSummarySchema = z.object({
  conversationID: z.string(),
  jobID: z.string(),
  jobTitle: z.string(),
  /** The other side: the candidate's name for the company, the company's name for the candidate. */
  otherName: z.string(),
  /** The first line of the newest message ('' when it was removed). */
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  unread: z.boolean(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const getConversationsQuery = z.strictObject({ cursor });
export const getConversationsResponse = z.object({
  conversations: z.array(conversationSummarySchema),
  pagination: z.object({
    isLastPage: cursorPagination.shape.isLastPage,
    nextCursor: cursorPagination.shape.nextCursor,
  }),
});

export const unreadConversationsResponse = z.object({ unread: z.number() });

export const messageSchema = z.object({
  id: z.string(),
  kind: z.enum(MESSAGE_KINDS),
  side: z.enum(MESSAGE_SIDES),
  senderName: z.string(),
  /** As sent; '' once removed. */
  text: z.string(),
  removed: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  /** The candidate's view of a company's message that trips a scam signal: shown with a warning. */
  scamWarning: z.optional(z.boolean()),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  conversationID: z.string(),
  jobID: z.string(),
  candidateID: z.string(),
  jobTitle: z.string(),
  otherName: z.string(),
  /** The caller's side of it. */
  side: z.enum(['candidate', 'company']),
  /** Withdrawn, rejected, its job deleted or an account deleted: read-only. */
  closed: z.boolean(),
});

export const MSG_SINCE_WITH_BEFORE = 'since asks for the newest page: leave it out when asking for older messages';

/** A conversation's version, as an earlier answer gave it (`version`). */
const since = z.optional(
  z.coerce
    .number({ error: 'since must be the version an earlier answer gave' })
    .check(
      z.int('since must be the version an earlier answer gave'),
      z.minimum(0, 'since must be the version an earlier answer gave'),
      z.maximum(Number.MAX_SAFE_INTEGER, 'since must be the version an earlier answer gave'),
    ),
);

export const getConversationQuery = z.strictObject({ conversationID, before: cursor, since }).check(
  z.refine((query) => query.since === undefined || query.before === undefined, {
    message: MSG_SINCE_WITH_BEFORE,
    path: ['since'],
  }),
);
export const getConversationResponse = z.object({
  /** False when asked `since` the version it still has: nothing else is in the answer then. */
  changed: z.boolean(),
  /** Moves with every entry and every change to one: what the next poll passes as `since`. */
  version: z.number(),
  /** Absent when nothing changed. */
  conversation: z.optional(conversationSchema),
  /** Oldest first: the newest page, or the page before `before`; none when nothing changed. */
  messages: z.array(messageSchema),
  /** Where the page of older messages starts; absent: these are the first. */
  olderCursor: z.optional(z.string()),
});

export const sendMessageBody = z.strictObject({
  conversationID,
  text: z.string({ error: 'Write a message' }).check(
    z.refine((text) => text.trim().length > 0, 'Write a message'),
    z.maxLength(MESSAGE_MAX, `A message must be at most ${withThousands(MESSAGE_MAX)} characters`),
  ),
});
export const sendMessageResponse = z.object({ message: messageSchema });

export const messageEmailsBody = z.strictObject({
  emailOnNewMessage: z.boolean({ error: 'emailOnNewMessage must be true or false' }),
});
export const messageEmailsResponse = z.object({ msg: z.string(), emailOnNewMessage: z.boolean() });
