// A conversation's entries as their readers see them (docs/data-model.md, pattern 32): one
// entry by its id, and a page of them newest first (PK CONVO#<conversationID> / SK
// MSG#<createdAt>#<id>). What writes them is conversations.ts.
import type { Message } from '#shared/schemas/messages.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { getItem, queryTable } from '#platform/dynamodb/table.js';
import { MESSAGE_PREFIX, messagesPK, type MessageItem, type ReaderSide } from './conversation-items.js';

/** Messages per page. */
export const MESSAGES_PAGE_SIZE = 20;

/**
 * An entry as its reader sees it; `readerSide` 'candidate': a company's message that tripped a
 * scam signal comes with a warning (trust/scam-signals.ts).
 */
export function toMessage(item: MessageItem, callerID: string, readerSide?: ReaderSide): Message {
  const warn =
    readerSide === 'candidate' && item.side === 'company' && !item.removed && (item.scamSignals?.length ?? 0) > 0;
  return {
    id: item.SK.slice(MESSAGE_PREFIX.length),
    kind: item.kind,
    side: item.side,
    senderName: item.senderName,
    text: item.removed ? '' : item.text,
    removed: item.removed === true,
    mine: item.senderID === callerID,
    createdAt: item.createdAt,
    ...(warn ? { scamWarning: true } : {}),
  };
}

const MESSAGE_SK = /^MSG#\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}$/;
const MSG_BAD_CURSOR = 'This conversation has changed. Please open it again.';

/** One entry of a conversation by the id get-conversation gives it (`<time>#<uuid>`); undefined when there is none. */
export async function getConversationEntry(conversationID: string, entryID: string): Promise<MessageItem | undefined> {
  const key = conversationEntryKey(conversationID, entryID);
  if (!key) return undefined;
  const { Item } = await getItem({ Key: key });
  return Item as MessageItem | undefined;
}

/** The key of a conversation's entry by the id get-conversation gives it; undefined for an id no entry can have. */
export function conversationEntryKey(conversationID: string, entryID: string) {
  const SK = `${MESSAGE_PREFIX}${entryID}`;
  return MESSAGE_SK.test(SK) ? { PK: messagesPK(conversationID), SK } : undefined;
}

/** One page of the conversation's entries, oldest first: the newest, or those before `before` (pattern 32). */
export async function listMessages(
  conversationID: string,
  callerID: string,
  before?: string,
  readerSide?: ReaderSide,
): Promise<{ messages: Message[]; olderCursor?: string }> {
  const PK = messagesPK(conversationID);
  const startSK = before
    ? decodePageCursor(
        before,
        (position) => (typeof position === 'string' && MESSAGE_SK.test(position) ? position : undefined),
        MSG_BAD_CURSOR,
      )
    : undefined;
  const { Items = [] } = await queryTable({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :message)',
    ExpressionAttributeValues: { ':pk': PK, ':message': MESSAGE_PREFIX },
    ScanIndexForward: false,
    Limit: MESSAGES_PAGE_SIZE + 1,
    ConsistentRead: true,
    ...(startSK ? { ExclusiveStartKey: { PK, SK: startSK } } : {}),
  });
  const page = (Items as MessageItem[]).slice(0, MESSAGES_PAGE_SIZE);
  const more = Items.length > MESSAGES_PAGE_SIZE;
  return {
    messages: page.map((item) => toMessage(item, callerID, readerSide)).reverse(),
    ...(more ? { olderCursor: encodePageCursor(page.at(-1)!.SK) } : {}),
  };
}

export const toSentMessage = (item: MessageItem, callerID: string) => toMessage(item, callerID);
