// The reader's conversations (docs/data-model.md, patterns 31 and 33): the inbox a page at a
// time, newest activity first, and the count of those not read.
import { conversationIdOf, parseConversationId, type ConversationSummary } from '#shared/schemas/messages.js';
import { batchGetItems } from '#platform/dynamodb/batch-get.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { queryTable } from '#platform/dynamodb/table.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { companyOf } from '#functions/teams/index.js';
import { UNREAD_CONVERSATIONS_CAP, CONVERSATIONS_PAGE_SIZE } from './conversations.js';
import {
  candidateInboxPK,
  companyInboxPK,
  conversationKey,
  UNREAD_PREFIX,
  unreadKey,
  unreadScope,
  type ConversationItem,
} from './conversation-items.js';

/** How many conversations the reader has not read, up to UNREAD_CONVERSATIONS_CAP (pattern 33). */
export async function unreadConversationCount(user: UserProfile): Promise<number> {
  const scope = readerScope(user);
  if (scope === undefined) return 0;
  const { Count } = await queryTable({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :unread)',
    ExpressionAttributeValues: { ':pk': `USER#${user.userID}`, ':unread': `${UNREAD_PREFIX}${scope}#` },
    Select: 'COUNT',
    Limit: UNREAD_CONVERSATIONS_CAP,
  });
  return Count ?? 0;
}

/** The reader's unread scope; undefined for an employer with no company (nothing to read). */
function readerScope(user: UserProfile): string | undefined {
  if (user.role === 'candidate') return unreadScope('candidate', '');
  if (user.role === 'employer' && user.companyID) return unreadScope('company', user.companyID);
  return undefined;
}

const INBOX_SK = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z#[0-9a-f-]{36}(#[0-9a-f-]{36})?$/;
const MSG_BAD_INBOX_CURSOR = 'This list has changed. Please reload the page.';

/**
 * One page of the caller's conversations, newest activity first (pattern 31): the candidate's
 * inbox (GSI1) or their company's (GSI2), page size + 1 entries, then ONE BatchGetItem of the
 * caller's unread markers for the page.
 */
export async function listConversations(
  user: UserProfile,
  cursor?: string,
): Promise<{ conversations: ConversationSummary[]; pagination: { isLastPage: boolean; nextCursor?: string } }> {
  const scope = readerScope(user);
  if (scope === undefined) companyOf(user);
  const candidate = user.role === 'candidate';
  const index = candidate ? 'GSI1' : 'GSI2';
  const pk = candidate ? candidateInboxPK(user.userID) : companyInboxPK(user.companyID!);
  const after = cursor
    ? decodePageCursor(
        cursor,
        (position) => {
          const [jobID, candidateID, sk] = Array.isArray(position) ? (position as unknown[]) : [];
          if (typeof jobID !== 'string' || typeof candidateID !== 'string' || typeof sk !== 'string') return undefined;
          // Only a position in the caller's own inbox: never a way into another's.
          if (!parseConversationId(conversationIdOf(jobID, candidateID)) || !INBOX_SK.test(sk)) return undefined;
          if (candidate && candidateID !== user.userID) return undefined;
          return { ...conversationKey(jobID, candidateID), [`${index}PK`]: pk, [`${index}SK`]: sk };
        },
        MSG_BAD_INBOX_CURSOR,
      )
    : undefined;
  const { Items = [] } = await queryTable({
    IndexName: index,
    KeyConditionExpression: `${index}PK = :pk`,
    ExpressionAttributeValues: { ':pk': pk },
    ScanIndexForward: false,
    Limit: CONVERSATIONS_PAGE_SIZE + 1,
    ...(after ? { ExclusiveStartKey: after } : {}),
  });
  const page = (Items as ConversationItem[]).slice(0, CONVERSATIONS_PAGE_SIZE);
  const isLastPage = Items.length <= CONVERSATIONS_PAGE_SIZE;
  const markers = await batchGetItems(
    page.map((item) => unreadKey(user.userID, scope!, item.conversationID)),
    { consistent: true },
  );
  const last = page.at(-1);
  return {
    conversations: page.map((item, position) => ({
      conversationID: item.conversationID,
      jobID: item.jobID,
      jobTitle: item.jobTitle,
      otherName: candidate ? item.companyName : item.candidateName,
      lastMessage: item.lastMessagePreview,
      lastMessageAt: item.lastMessageAt,
      unread: markers[position] !== undefined,
    })),
    pagination: {
      isLastPage,
      ...(isLastPage || !last
        ? {}
        : {
            nextCursor: encodePageCursor([last.jobID, last.candidateID, candidate ? last.GSI1SK : last.GSI2SK]),
          }),
    },
  };
}
