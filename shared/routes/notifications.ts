// The route table, notifications: a user's notifications. One entry per call: see
// shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  getNotificationsQuery,
  getNotificationsResponse,
  markNotificationsReadBody,
} from '../schemas/notifications.js';
import { route } from './route-definition.js';

export const getNotifications = route('getNotifications', {
  method: 'GET',
  path: '/api/get-notifications',
  access: 'user',
  bodyKind: 'none',
  handler: 'notifications/handlers/get-notifications',
  query: getNotificationsQuery,
  response: getNotificationsResponse,
  uses: { table: 'read' },
  summary: "The user's notifications, newest first, with the unread count.",
});
export const markNotificationsRead = route('markNotificationsRead', {
  method: 'PUT',
  path: '/api/mark-notifications-read',
  access: 'user',
  bodyKind: 'json',
  handler: 'notifications/handlers/mark-notifications-read',
  body: markNotificationsReadBody,
  response: messageOnly,
  uses: { table: 'write' },
  summary: 'Marks some or all of the user’s notifications read.',
});
