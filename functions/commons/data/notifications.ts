// Notifications (table-design.ts, pattern 12): one item per notification under the user,
// newest first by sort key, with an unread counter beside them for the header badge.
import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';

export type NotificationKind = 'application-received' | 'application-sent';

export interface NotificationInput {
  userID: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where clicking the notification goes in the app, e.g. /dashboard/jobs/<jobID>. */
  link?: string;
}

/** Transaction items that store a notification and raise the user's unread count. */
export function notificationWrites(input: NotificationInput, now = new Date()) {
  const createdAt = now.toISOString();
  const id = randomUUID();
  return [
    {
      Put: {
        TableName: config.tableName,
        Item: { PK: `USER#${input.userID}`, SK: `NOTIFICATION#${createdAt}#${id}`, id, kind: input.kind, title: input.title, body: input.body, link: input.link, read: false, createdAt },
      },
    },
    {
      Update: {
        TableName: config.tableName,
        Key: { PK: `USER#${input.userID}`, SK: 'NOTIFICATIONS' },
        UpdateExpression: 'ADD unread :one',
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

export async function recordNotifications(inputs: NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  await dynamo().send(new TransactWriteCommand({ TransactItems: inputs.flatMap((input) => notificationWrites(input)) }));
}
