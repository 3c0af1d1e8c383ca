// The notifications data module (docs/data-model.md, pattern 12) against a mocked DynamoDB:
// the write of a new notification, paging newest first by cursor, the unread count from the
// sparse unread index, and marking read. Prepare / Act / Assess.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  encodeCursor,
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
  notificationWrites,
  NOTIFICATIONS_PAGE_SIZE,
  recordNotifications,
  UNREAD_COUNT_CAP,
} from '#functions/notifications/notifications.js';
import { HttpError } from '#platform/errors.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const USER = '0b7c2d4e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';
const idAt = (n: number) =>
  `2025-01-${String(n).padStart(2, '0')}T10:00:00.000Z#00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const item = (n: number, read = false) => ({
  PK: `USER#${USER}`,
  SK: `NOTIFICATION#${idAt(n)}`,
  id: 'ignored',
  kind: 'application-received',
  title: `New application ${n}`,
  body: 'Grace Hopper applied to Developer.',
  link: '/dashboard/jobs/x',
  read,
  createdAt: idAt(n).split('#')[0],
});

beforeEach(() => {
  dynamo.reset();
  process.env.AWS_ACCESS_KEY_ID = 'unit-key';
  process.env.AWS_SECRET_ACCESS_KEY = 'unit-secret';
});

describe('notificationWrites', () => {
  it('puts the notification under the user, unread and in the sparse unread index, and writes nothing shared', () => {
    const writes = notificationWrites(
      { userID: USER, kind: 'application-sent', title: 'Application sent', body: 'You applied to Developer.' },
      new Date('2025-02-03T04:05:06.789Z'),
    );

    // No counter item beside it: the unread index is what the badge counts.
    expect(writes).toHaveLength(1);
    const stored = writes[0].Put.Item;
    expect(stored.PK).toBe(`USER#${USER}`);
    expect(stored.SK).toMatch(/^NOTIFICATION#2025-02-03T04:05:06\.789Z#[0-9a-f-]{36}$/);
    expect(stored).toMatchObject({
      kind: 'application-sent',
      read: false,
      createdAt: '2025-02-03T04:05:06.789Z',
      GSI1PK: `NOTIFUNREAD#${USER}`,
    });
    expect(stored.GSI1SK).toBe(`${stored.SK.slice('NOTIFICATION#'.length)}`);
  });
});

describe('recordNotifications', () => {
  it('stores them in one transaction, and nothing else', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const OTHER = '1c8d3e5f-2a4b-4c6d-9e0f-1a2b3c4d5e6f';

    await recordNotifications([
      { userID: USER, kind: 'application-received', title: 'a', body: 'a' },
      { userID: OTHER, kind: 'application-sent', title: 'b', body: 'b' },
      { userID: USER, kind: 'application-received', title: 'c', body: 'c' },
    ]);

    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items.map((entry) => Object.keys(entry))).toEqual([['Put'], ['Put'], ['Put']]);
    expect(items.map((entry) => entry.Put!.Item!.PK)).toEqual([`USER#${USER}`, `USER#${OTHER}`, `USER#${USER}`]);
  });

  it('does nothing for no notifications', async () => {
    await recordNotifications([]);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('listNotifications', () => {
  it('reads one page + 1 newest first under the caller, and gives a cursor when there is more', async () => {
    const items = Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 1 }, (_, i) => item(28 - i));
    dynamo
      .on(QueryCommand, { KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)' })
      .resolves({ Items: items });
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Count: 4 });

    const page = await listNotifications(USER);

    const query = dynamo.commandCalls(QueryCommand).find((c) => !c.args[0].input.IndexName)!.args[0].input;
    // The badge's count: the sparse unread index, counted, UNREAD_COUNT_CAP at most.
    expect(dynamo.commandCalls(QueryCommand).find((c) => c.args[0].input.IndexName)!.args[0].input).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': `NOTIFUNREAD#${USER}` },
      Select: 'COUNT',
      Limit: UNREAD_COUNT_CAP,
    });
    expect(query).toMatchObject({
      ScanIndexForward: false,
      Limit: NOTIFICATIONS_PAGE_SIZE + 1,
      ExpressionAttributeValues: { ':pk': `USER#${USER}`, ':prefix': 'NOTIFICATION#' },
    });
    expect(query.ExclusiveStartKey).toBeUndefined();
    expect(page.notifications).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(page.notifications[0]).toEqual({
      id: idAt(28),
      kind: 'application-received',
      title: 'New application 28',
      body: 'Grace Hopper applied to Developer.',
      link: '/dashboard/jobs/x',
      read: false,
      createdAt: '2025-01-28T10:00:00.000Z',
    });
    expect(page.unread).toBe(4);
    expect(page.nextCursor).toBe(encodeCursor(idAt(28 - NOTIFICATIONS_PAGE_SIZE + 1)));
  });

  it('continues after the cursor, always under the caller’s own partition, and ends without a cursor', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [item(3), item(2, true)] });
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Count: 0 });

    const page = await listNotifications(USER, encodeCursor(idAt(4)));

    expect(
      dynamo.commandCalls(QueryCommand).find((c) => !c.args[0].input.IndexName)!.args[0].input.ExclusiveStartKey,
    ).toEqual({
      PK: `USER#${USER}`,
      SK: `NOTIFICATION#${idAt(4)}`,
    });
    expect(page.notifications.map((n) => n.read)).toEqual([false, true]);
    expect(page.unread).toBe(0);
    expect(page.nextCursor).toBeUndefined();
  });

  it('refuses a cursor that is not one of ours with 400, before reading', async () => {
    await expect(listNotifications(USER, Buffer.from('USER#someone-else').toString('base64url'))).rejects.toSatisfy(
      (error: unknown) => error instanceof HttpError && error.statusCode === 400,
    );
    expect(dynamo.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('markNotificationsRead', () => {
  it('marks each unread notification read, once per id, conditioned on it being unread', async () => {
    dynamo.on(UpdateCommand).resolves({});

    const marked = await markNotificationsRead(USER, [idAt(1), idAt(2), idAt(1)]);

    expect(marked).toBe(2);
    const calls = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      Key: { PK: `USER#${USER}`, SK: `NOTIFICATION#${idAt(1)}` },
      UpdateExpression: 'SET #read = :true REMOVE GSI1PK, GSI1SK',
      ConditionExpression: 'attribute_exists(PK) AND #read = :false',
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('changes nothing for a notification already read (or unknown)', async () => {
    dynamo.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));

    expect(await markNotificationsRead(USER, [idAt(1)])).toBe(0);
  });

  it('lets other failures through (they become a 500 or 503 in the handler layer)', async () => {
    dynamo.on(UpdateCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));

    await expect(markNotificationsRead(USER, [idAt(1)])).rejects.toThrow('throttled');
  });
});

describe('markAllNotificationsRead', () => {
  it('reads only the unread ones from the sparse index, page by page, and marks each', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({
        Items: [{ SK: `NOTIFICATION#${idAt(5)}` }],
        LastEvaluatedKey: { GSI1PK: 'x', GSI1SK: 'y', PK: 'p', SK: 's' },
      })
      .resolvesOnce({ Items: [{ SK: `NOTIFICATION#${idAt(4)}` }] });
    dynamo.on(UpdateCommand).resolves({});

    expect(await markAllNotificationsRead(USER)).toBe(2);
    const queries = dynamo.commandCalls(QueryCommand).map((c) => c.args[0].input);
    expect(queries[0]).toMatchObject({
      IndexName: 'GSI1',
      ExpressionAttributeValues: { ':pk': `NOTIFUNREAD#${USER}` },
    });
    expect(queries[1]!.ExclusiveStartKey).toEqual({ GSI1PK: 'x', GSI1SK: 'y', PK: 'p', SK: 's' });
    const marked = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key!.SK);
    expect(marked).toEqual([`NOTIFICATION#${idAt(5)}`, `NOTIFICATION#${idAt(4)}`]);
  });
});
