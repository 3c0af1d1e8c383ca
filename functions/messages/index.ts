// The entrance to messages/: what the areas above it, the flows and the handlers use of it.
// Anything not exported here is the area's own (eslint.config.js, areaLayers).
export { anonymiseCandidateConversations, conversationsForExport, removeMessagesOf } from './conversation-privacy.js';
export {
  addConversationEntry,
  type ConversationAccess,
  openConversation,
  touchConversation,
  touchJobConversations,
} from './conversations.js';
export { conversationEntryKey, getConversationEntry } from './conversation-messages.js';
