// Notifications (docs/data-model.md, pattern 12): one item per notification under the user,
// newest first by sort key. Unread items also carry GSI1 keys (sparse: removed when read), so
// the header badge counts them there (up to UNREAD_COUNT_CAP) and "mark all read" queries only
// the unread ones, however long the history. No counter item: one kept beside them was a
// shared item that every notification to a busy employer wrote, so their applications' writes
// collided on it.
import { randomUUID } from 'node:crypto';
import { NOTIFICATION_ID_PATTERN, type NotificationKind } from '#shared/schemas/notifications.js';
import { mapInBatches } from '#platform/async/in-batches.js';
import { decodePageCursor, encodePageCursor } from '#platform/dynamodb/page-cursor.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { queryTable, transact, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

export interface NotificationInput {
  userID: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where clicking the notification goes in the app, e.g. /dashboard/jobs/<jobID>. */
  link?: string;
  /**
   * Its time and id when a write that may run twice must store it once (a fan-out page run
   * again): the same time and id make the same item. Now and a new UUID by default.
   */
  at?: string;
  id?: string;
}

/** A notification as the API gives it: `id` is `<createdAt>#<uuid>`, its sort key without the prefix. */
export interface NotificationView {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string;
  read: boolean;
  createdAt: string;
}

/** Notifications per page of get-notifications. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
const SK_PREFIX = 'NOTIFICATION#';

const userPK = (userID: string) => `USER#${userID}`;
const unreadIndexPK = (userID: string) => `NOTIFUNREAD#${userID}`;

/** The write (a transaction item) that stores a notification, unread. */
export function notificationWrites(input: NotificationInput, now = new Date()) {
  const createdAt = input.at ?? now.toISOString();
  const id = input.id ?? randomUUID();
  return [
    {
      Put: {
        Item: {
          PK: userPK(input.userID),
          SK: `${SK_PREFIX}${createdAt}#${id}`,
          id,
          kind: input.kind,
          title: input.title,
          body: input.body,
          link: input.link,
          read: false,
          createdAt,
          GSI1PK: unreadIndexPK(input.userID),
          GSI1SK: `${createdAt}#${id}`,
        },
      },
    },
  ] as const;
}

/** Where a notification that notificationWrites makes is stored, and its kind. */
export interface NotificationRef {
  PK: string;
  SK: string;
  kind: NotificationKind;
}

export const notificationRef = (writes: ReturnType<typeof notificationWrites>): NotificationRef => {
  const { PK, SK, kind } = writes[0].Put.Item;
  return { PK, SK, kind };
};

/** Stores the notifications in one transaction (at most 100 of them). */
export async function recordNotifications(inputs: NotificationInput[]): Promise<void> {
  if (inputs.length === 0) return;
  const now = new Date();
  await transact(inputs.map((input) => notificationWrites(input, now)[0]));
}

function toView(item: Record<string, unknown>): NotificationView {
  return {
    id: String(item.SK).slice(SK_PREFIX.length),
    kind: item.kind as NotificationKind,
    title: String(item.title ?? ''),
    body: String(item.body ?? ''),
    ...(typeof item.link === 'string' && item.link ? { link: item.link } : {}),
    read: item.read === true,
    createdAt: String(item.createdAt ?? ''),
  };
}

/** The cursor of the next page: the public id of the last notification shown. */
export const encodeCursor = (id: string) => encodePageCursor(id);

export const decodeCursor = (cursor: string): string =>
  decodePageCursor(
    cursor,
    (id) => (typeof id === 'string' && NOTIFICATION_ID_PATTERN.test(id) ? id : undefined),
    'The cursor is not valid: load the notifications again from the first page.',
  );

/** The badge shows "99+" past 99: counting stops at this many, so the read stays bounded. */
export const UNREAD_COUNT_CAP = 100;

/** The user's unread notifications, counted on the sparse unread index, UNREAD_COUNT_CAP at most. */
export async function unreadCount(userID: string): Promise<number> {
  const { Count } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': unreadIndexPK(userID) },
    Select: 'COUNT',
    Limit: UNREAD_COUNT_CAP,
  });
  return Count ?? 0;
}

/** One page of the user's notifications, newest first; reads page size + 1 items (the extra one tells if there is more). */
export async function listNotifications(userID: string, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const [page, unread] = await Promise.all([
    queryTable({
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPK(userID), ':prefix': SK_PREFIX },
      ScanIndexForward: false,
      Limit: NOTIFICATIONS_PAGE_SIZE + 1,
      ConsistentRead: true,
      ...(after ? { ExclusiveStartKey: { PK: userPK(userID), SK: `${SK_PREFIX}${after}` } } : {}),
    }),
    unreadCount(userID),
  ]);
  const items = (page.Items ?? []).map(toView);
  const shown = items.slice(0, NOTIFICATIONS_PAGE_SIZE);
  const hasMore = items.length > NOTIFICATIONS_PAGE_SIZE;
  return { notifications: shown, unread, nextCursor: hasMore ? encodeCursor(shown.at(-1)!.id) : undefined };
}

/**
 * Marks one unread notification read (off the unread index). Safe to repeat and to race: an
 * already-read (or unknown) notification changes nothing. Returns whether it was unread.
 */
async function markOneRead(userID: string, id: string): Promise<boolean> {
  try {
    await updateItem({
      Key: { PK: userPK(userID), SK: `${SK_PREFIX}${id}` },
      UpdateExpression: 'SET #read = :true REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK) AND #read = :false',
      ExpressionAttributeNames: { '#read': 'read' },
      ExpressionAttributeValues: { ':true': true, ':false': false },
    });
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

async function markEachRead(userID: string, ids: string[]): Promise<number> {
  const results = await mapInBatches(ids, (id) => markOneRead(userID, id));
  return results.filter(Boolean).length;
}

/** Marks the given notifications of the user read; returns how many were unread. */
export async function markNotificationsRead(userID: string, ids: string[]): Promise<number> {
  return markEachRead(userID, [...new Set(ids)]);
}

/** Unread notifications read per mark-all call at most (pages of the sparse unread index). */
const MARK_ALL_MAX = 1000;

/** Marks every unread notification of the user read; returns how many were unread. */
export async function markAllNotificationsRead(userID: string): Promise<number> {
  const unread = await queryItems(
    {
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': unreadIndexPK(userID) },
      ProjectionExpression: 'SK',
    },
    { limit: MARK_ALL_MAX },
  );
  return markEachRead(
    userID,
    unread.map((item) => String(item.SK).slice(SK_PREFIX.length)),
  );
}
