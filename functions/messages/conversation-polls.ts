// An open conversation's poll (docs/data-model.md, pattern 31): whether anything changed since
// the version it last got, judged from the conversation item alone, read with the session.
import { MSG_CONVERSATION_NOT_FOUND } from '#shared/schemas/messages.js';
import { notFound } from '#platform/errors.js';
import { type UserProfile } from '#functions/accounts/index.js';
import { type ConversationItem } from './conversation-items.js';
import { conversationCaller } from './conversations.js';

export const versionOf = (item: Pick<ConversationItem, 'version'> | undefined) => item?.version ?? 0;

/**
 * True when the conversation is still at version `since`, judged from its item alone (an open
 * conversation's poll reads nothing else), after checking on that item that the caller may see
 * it: the candidate it names, or a member of the company it belongs to (the job's, which never
 * changes). The same 404 and 403 as openConversation. False without an item (no entry yet):
 * only openConversation can tell then whose it is.
 */
export function unchangedSince(
  user: UserProfile,
  conversationID: string,
  item: ConversationItem | undefined,
  since: number,
): boolean {
  const { ids, side, myCompanyID } = conversationCaller(user, conversationID);
  if (!item) return false;
  if (item.jobID !== ids.jobID || item.candidateID !== ids.candidateID) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  if (side === 'company' && item.companyID !== myCompanyID) throw notFound(MSG_CONVERSATION_NOT_FOUND);
  return versionOf(item) === since;
}
