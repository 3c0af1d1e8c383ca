// A conversation's id is its application's job and candidate (docs/product/messages.md), so
// the web app links to it from any applicant's or application's row without asking the
// server. No zod: the screens that link to it import it.
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** The whole id: `<jobID>_<candidateID>`. */
export const CONVERSATION_ID = new RegExp(`^(${UUID})_(${UUID})$`);

export const conversationIdOf = (jobID: string, candidateID: string) => `${jobID}_${candidateID}`;

/** The job and candidate a conversation id names, or undefined for text that is not one. */
export function parseConversationId(conversationID: string): { jobID: string; candidateID: string } | undefined {
  const match = CONVERSATION_ID.exec(conversationID);
  return match ? { jobID: match[1]!, candidateID: match[2]! } : undefined;
}
