// The route table, messages: the conversation of each application between the company's
// team and its candidate. One entry per call: see shared/routes.ts for what reads the table.
import {
  getConversationQuery,
  getConversationResponse,
  getConversationsQuery,
  getConversationsResponse,
  messageEmailsBody,
  messageEmailsResponse,
  sendMessageBody,
  sendMessageResponse,
  unreadConversationsResponse,
} from '../schemas/messages.js';
import { route } from './route-definition.js';

export const getConversations = route('getConversations', {
  method: 'GET',
  path: '/api/get-conversations',
  access: 'user',
  bodyKind: 'none',
  handler: 'messages/handlers/get-conversations',
  query: getConversationsQuery,
  response: getConversationsResponse,
  uses: { table: 'read' },
  summary: "The caller's conversations (the candidate's, or their company's), newest activity first, 20 a page.",
});
export const getUnreadConversations = route('getUnreadConversations', {
  method: 'GET',
  path: '/api/get-unread-conversations',
  access: 'user',
  bodyKind: 'none',
  handler: 'messages/handlers/get-unread-conversations',
  response: unreadConversationsResponse,
  uses: { table: 'read' },
  summary: 'How many of the caller’s conversations have a message they have not read (up to 100).',
});
export const getConversation = route('getConversation', {
  method: 'GET',
  path: '/api/get-conversation',
  access: 'user',
  bodyKind: 'none',
  handler: 'messages/handlers/get-conversation',
  query: getConversationQuery,
  response: getConversationResponse,
  uses: { table: 'write' },
  summary: 'One conversation’s messages, the newest 20 or the 20 before a cursor; the newest page marks it read.',
});
export const sendMessage = route('sendMessage', {
  method: 'POST',
  path: '/api/send-message',
  access: 'user',
  bodyKind: 'json',
  handler: 'messages/handlers/send-message',
  body: sendMessageBody,
  response: sendMessageResponse,
  uses: { table: 'write', email: true, parameters: ['siteUrl'] },
  actsForCompany: true,
  summary:
    'Writes a message in a conversation of an open application; emails the other side (at most every 15 minutes).',
});
export const updateMessageEmails = route('updateMessageEmails', {
  method: 'PUT',
  path: '/api/update-message-emails',
  access: 'user',
  bodyKind: 'json',
  handler: 'messages/handlers/update-message-emails',
  body: messageEmailsBody,
  response: messageEmailsResponse,
  uses: { table: 'write' },
  summary: 'Turns the emails about new messages on or off.',
});
