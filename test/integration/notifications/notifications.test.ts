// Notifications through the real local stack: listing newest first with the unread count,
// paging by cursor, marking some or all read, and that nobody sees or marks another user's.
// Notifications are made with recordNotifications (what the job-application handler calls),
// straight against the stack's DynamoDB.
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { NotificationInput } from '#functions/notifications/notifications.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';

const stack = inject('stack');
Object.assign(process.env, stack.env);
const { recordNotifications } = await import('#functions/notifications/notifications.js');

interface NotificationView {
  id: string;
  kind: string;
  title: string;
  body: string;
  link?: string;
  read: boolean;
  createdAt: string;
}
interface NotificationsData {
  notifications: NotificationView[];
  unread: number;
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

const list = (user: TestUser, query: Record<string, string> = {}) =>
  user.client.call<NotificationsData>('GET', '/api/get-notifications', { query });
const markRead = (user: TestUser, json: unknown) => user.client.call('PUT', '/api/mark-notifications-read', { json });

let lastMoment = 0;
/**
 * Records the notifications at a millisecond of their own, later than any recorded before, so
 * that their order is known: on a clock that stands still during the write, not after a pause.
 */
async function recordInOrder(inputs: NotificationInput[]) {
  lastMoment = Math.max(Date.now(), lastMoment + 1);
  vi.useFakeTimers({ toFake: ['Date'], now: lastMoment });
  try {
    await recordNotifications(inputs);
  } finally {
    vi.useRealTimers();
  }
}

/** One at a time, each at its own millisecond. */
async function notify(user: TestUser, titles: string[], extra: Partial<NotificationInput> = {}) {
  for (const title of titles) {
    await recordInOrder([
      {
        userID: user.userID,
        kind: 'application-received',
        title,
        body: `${title} body`,
        link: '/dashboard/jobs',
        ...extra,
      },
    ]);
  }
}

describe('get-notifications', () => {
  let employer: TestUser;
  let candidate: TestUser;

  beforeAll(async () => {
    [employer, candidate] = await Promise.all([
      createSignedInUser(stack, 'employer'),
      createSignedInUser(stack, 'candidate'),
    ]);
  });

  it('needs a signed-in user', async () => {
    const answer = await new ApiClient(stack).call('GET', '/api/get-notifications');
    expect(answer.status).toBe(401);
  });

  it('gives a new user an empty first and last page', async () => {
    const answer = await list(candidate);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      notifications: [],
      unread: 0,
      pagination: { currentPage: 1, isLastPage: true },
    });
  });

  it('lists the user’s own notifications newest first, unread, with the unread count', async () => {
    await notify(employer, ['First', 'Second', 'Third']);
    await notify(candidate, ['For the candidate'], { kind: 'application-sent' });

    const answer = await list(employer);

    expect(answer.status).toBe(200);
    expect(answer.body.data.notifications.map((n) => n.title)).toEqual(['Third', 'Second', 'First']);
    expect(answer.body.data.notifications[0]).toMatchObject({
      kind: 'application-received',
      body: 'Third body',
      link: '/dashboard/jobs',
      read: false,
    });
    expect(answer.body.data.unread).toBe(3);
    expect((await list(candidate)).body.data.notifications.map((n) => n.title)).toEqual(['For the candidate']);
  });

  it('pages by 20 with a cursor', async () => {
    const user = await createSignedInUser(stack, 'employer');
    await recordInOrder(
      Array.from({ length: 5 }, (_, i) => ({
        userID: user.userID,
        kind: 'application-received' as const,
        title: `Old ${i}`,
        body: 'x',
      })),
    );
    await recordInOrder(
      Array.from({ length: 20 }, (_, i) => ({
        userID: user.userID,
        kind: 'application-received' as const,
        title: `New ${i}`,
        body: 'x',
      })),
    );

    const first = await list(user);
    expect(first.body.data.notifications).toHaveLength(20);
    expect(first.body.data.notifications.every((n) => n.title.startsWith('New'))).toBe(true);
    expect(first.body.data.unread).toBe(25);
    expect(first.body.data.pagination).toMatchObject({ currentPage: 1, isLastPage: false });

    const second = await list(user, { page: '2', cursor: first.body.data.pagination.nextCursor! });
    expect(second.body.data.notifications.map((n) => n.title).sort()).toEqual([
      'Old 0',
      'Old 1',
      'Old 2',
      'Old 3',
      'Old 4',
    ]);
    expect(second.body.data.pagination).toEqual({ currentPage: 2, isLastPage: true });
  });

  it('refuses a forged cursor and unknown query fields with 400', async () => {
    const forged = await list(employer, { cursor: Buffer.from('USER#someone#else').toString('base64url') });
    expect(forged.status).toBe(400);
    expect(forged.body.data.msg).toMatch(/cursor/i);
    expect((await list(employer, { limit: '1000' })).status).toBe(400);
  });
});

describe('mark-notifications-read', () => {
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    [user, other] = await Promise.all([createSignedInUser(stack, 'candidate'), createSignedInUser(stack, 'employer')]);
    await notify(user, ['A', 'B', 'C', 'D']);
    await notify(other, ['Other']);
  });

  it('marks the given ones read and lowers the count, once', async () => {
    const before = await list(user);
    const [d, c] = before.body.data.notifications;

    const answer = await markRead(user, { ids: [d!.id, c!.id] });
    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe('2 notifications marked as read.');

    const after = await list(user);
    expect(after.body.data.unread).toBe(2);
    expect(after.body.data.notifications.map((n) => [n.title, n.read])).toEqual([
      ['D', true],
      ['C', true],
      ['B', false],
      ['A', false],
    ]);

    const again = await markRead(user, { ids: [d!.id] });
    expect(again.body.data.msg).toBe('0 notifications marked as read.');
    expect((await list(user)).body.data.unread).toBe(2);
  });

  it('cannot mark another user’s notification', async () => {
    const [theirs] = (await list(other)).body.data.notifications;

    const answer = await markRead(user, { ids: [theirs!.id] });

    expect(answer.body.data.msg).toBe('0 notifications marked as read.');
    const still = await list(other);
    expect(still.body.data.unread).toBe(1);
    expect(still.body.data.notifications[0]!.read).toBe(false);
  });

  it('marks all read, and the count stays at 0 after', async () => {
    const answer = await markRead(user, { all: true });
    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe('2 notifications marked as read.');

    const after = await list(user);
    expect(after.body.data.unread).toBe(0);
    expect(after.body.data.notifications.every((n) => n.read)).toBe(true);

    await markRead(user, { all: true });
    expect((await list(user)).body.data.unread).toBe(0);
  });

  it('answers bad input with 400 and a message', async () => {
    for (const json of [{}, { ids: [] }, { ids: ['not-an-id'] }, { all: 'yes' }, { ids: ['x'], extra: 1 }]) {
      const answer = await markRead(user, json);
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(answer.body.data.msg).toBeTruthy();
    }
  });

  it('needs a signed-in user', async () => {
    expect(
      (await new ApiClient(stack).call('PUT', '/api/mark-notifications-read', { json: { all: true } })).status,
    ).toBe(401);
  });
});
