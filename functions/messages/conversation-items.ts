// A conversation's items as stored (docs/data-model.md, patterns 31 to 33): the conversation
// beside its application, its messages, and each reader's unread marker, with their keys.
// Reads and writes: conversations.ts, inboxes.ts, conversation-privacy.ts.
import { parseConversationId, type MessageKind, type MessageSide } from '#shared/schemas/messages.js';

export const CONVERSATION_PREFIX = 'CONVERSATION#';
export const MESSAGE_PREFIX = 'MSG#';
export const UNREAD_PREFIX = 'CONVUNREAD#';
export const SENDER_PREFIX = 'MSGSENDER#';

export const conversationKey = (jobID: string, candidateID: string) => ({
  PK: `JOB#${jobID}`,
  SK: `${CONVERSATION_PREFIX}${candidateID}`,
});
/** The conversation item's key from a valid id (the schemas check it first). */
export const conversationKeyOf = (conversationID: string) => {
  const { jobID, candidateID } = parseConversationId(conversationID)!;
  return conversationKey(jobID, candidateID);
};
export const messagesPK = (conversationID: string) => `CONVO#${conversationID}`;
export const candidateInboxPK = (candidateID: string) => `INBOX#USER#${candidateID}`;
export const companyInboxPK = (companyID: string) => `INBOX#COMPANY#${companyID}`;

/** The stored conversation. */
export interface ConversationItem {
  PK: string;
  SK: string;
  /** Removed when the candidate's account is deleted. */
  GSI1PK?: string;
  GSI1SK?: string;
  GSI2PK: string;
  GSI2SK: string;
  conversationID: string;
  jobID: string;
  candidateID: string;
  companyID: string;
  jobTitle: string;
  companyName: string;
  candidateName: string;
  createdAt: string;
  lastMessageAt: string;
  lastMessagePreview: string;
  lastSenderID: string;
  /** When each side last read it (the company's: any member); the email throttle compares them. */
  candidateReadAt?: string;
  companyReadAt?: string;
  /** When each side was last emailed about a new message. */
  candidateEmailedAt?: string;
  companyEmailedAt?: string;
  /**
   * One more with every entry and every change to what either side reads (a message emptied, a
   * name taken out); absent on items older than it, which count as 0. Reads do not move it.
   */
  version?: number;
}

/** A stored entry. */
export interface MessageItem {
  PK: string;
  SK: string;
  GSI1PK?: string;
  GSI1SK?: string;
  id: string;
  conversationID: string;
  jobID: string;
  candidateID: string;
  kind: MessageKind;
  side: MessageSide;
  /** Absent for the product's own entries. */
  senderID?: string;
  senderName: string;
  text: string;
  removed?: boolean;
  createdAt: string;
  /** A company's message that tripped scam signals (trust/scam-signals.ts): the candidate sees a warning. */
  scamSignals?: string[];
}

export type ReaderSide = 'candidate' | 'company';

/** Whose unread markers a reader's count reads: a member's are per company, so a former company's never count. */
export const unreadScope = (side: ReaderSide, companyID: string) => (side === 'candidate' ? 'CANDIDATE' : companyID);
export const unreadKey = (readerID: string, scope: string, conversationID: string) => ({
  PK: `USER#${readerID}`,
  SK: `${UNREAD_PREFIX}${scope}#${conversationID}`,
});
