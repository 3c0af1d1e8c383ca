// The texts of the messages screens that the server also says (shared/schemas/messages.ts).
export {
  MSG_APPLICATION_CLOSED as APPLICATION_CLOSED,
  MSG_MESSAGE_REMOVED as MESSAGE_REMOVED,
} from '#shared/schemas/messages.js';
