// /dashboard/notifications: newest first with read/unread state, mark one or all read, load more.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { timeAgo } from '@/features/notifications/components/notification-item';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

const id = (n: number) => `2025-01-0${n}T10:00:00.000Z#00000000-0000-4000-8000-00000000000${n}`;
const notification = (n: number, read: boolean) => ({
  id: id(n),
  kind: 'application-received',
  title: `New application ${n}`,
  body: `Candidate ${n} applied to Developer.`,
  link: '/dashboard/jobs',
  read,
  createdAt: id(n).split('#')[0],
});

describe('notifications screen', { timeout: 15_000 }, () => {
  it('lists the notifications with their state and marks all read', async () => {
    let unread = 1;
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: () =>
        apiResponse(200, {
          notifications: [notification(2, unread === 0), notification(1, true)],
          unread,
          pagination: { currentPage: 1, isLastPage: true },
        }),
      [apiPath('markNotificationsRead')]: () => {
        unread = 0;
        return apiResponse(200, { msg: '1 notification marked as read.' });
      },
    });
    renderApp('/dashboard/notifications');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Notifications' }, { timeout: 5000 });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Unread: New application 2',
      'New application 1',
    ]);
    expect(items[0]).toHaveClass('is-unread');
    expect(within(items[1]!).getByText('Read')).toBeInTheDocument();
    expect(screen.getByText('You have 1 unread notification.')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'New application 2' })).toHaveAttribute(
      'href',
      '/dashboard/jobs',
    );

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));

    const markCall = fetchMock.mock.calls.find(([url]) => String(url).includes(apiPath('markNotificationsRead')));
    expect(markCall?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ all: true }) });
    await waitFor(() => expect(screen.getByText('You are all caught up.')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByText('Read')).toHaveLength(2);
  });

  it('marks one read with its own button', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: () =>
        apiResponse(200, {
          notifications: [notification(3, false)],
          unread: 1,
          pagination: { currentPage: 1, isLastPage: true },
        }),
      [apiPath('markNotificationsRead')]: () => apiResponse(200, { msg: '1 notification marked as read.' }),
    });
    renderApp('/dashboard/notifications');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Mark as read: New application 3' }, { timeout: 5000 }));

    const markCall = fetchMock.mock.calls.find(([url]) => String(url).includes(apiPath('markNotificationsRead')));
    expect(JSON.parse(String(markCall?.[1]?.body))).toEqual({ ids: [id(3)] });
  });

  it('loads the next page by cursor and appends it', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: ({ url }) =>
        url.includes('cursor=next')
          ? apiResponse(200, {
              notifications: [notification(1, true)],
              unread: 0,
              pagination: { currentPage: 1, isLastPage: true },
            })
          : apiResponse(200, {
              notifications: [notification(2, true)],
              unread: 0,
              pagination: { currentPage: 1, isLastPage: false, nextCursor: 'next' },
            }),
    });
    renderApp('/dashboard/notifications');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Load more' }, { timeout: 5000 }));

    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `${apiPath('getNotifications')}?cursor=next`)).toBe(
      true,
    );
  });

  it('shows an empty state naming what will appear', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: () =>
        apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } }),
    });
    renderApp('/dashboard/notifications');

    expect(await screen.findByRole('heading', { name: 'No notifications yet' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/applies to one of your jobs/)).toBeInTheDocument();
  });
});

describe('timeAgo', () => {
  it('says how long ago in words', () => {
    const now = Date.parse('2025-01-10T12:00:00Z');
    expect(timeAgo('2025-01-10T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2025-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2025-01-09T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2024-12-27T12:00:00Z', now)).toBe('2 weeks ago');
  });
});
