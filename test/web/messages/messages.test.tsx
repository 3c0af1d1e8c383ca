// The messages screens (docs/product/messages.md): the inbox with its unread marks and the
// sidebar's count, a conversation with its writers, safe links and removed messages, its polls
// (since the version it has), the box (Enter sends, Shift+Enter a new line), and a closed
// application's read-only state.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiPath } from '../../support/api-paths';
import { linkParts } from '@/features/messages/components/linked-text';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { noNotifications } from '../support/candidate-fixtures';

const JOB_ID = '5f0c2d4e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';
const CONVERSATION_ID = `${JOB_ID}_${candidate.userID}`;

const message = (index: number, overrides: Record<string, unknown> = {}) => ({
  id: `2026-03-01T10:0${index}:00.000Z#00000000-0000-4000-8000-00000000000${index}`,
  kind: 'message',
  side: 'company',
  senderName: 'Ada Lovelace (Analytical Engines)',
  text: `Message ${index}`,
  removed: false,
  mine: false,
  createdAt: `2026-03-01T10:0${index}:00.000Z`,
  ...overrides,
});

const conversationAnswer = (
  overrides: Record<string, unknown> = {},
  messages = [message(1)],
  answer: Record<string, unknown> = {},
) =>
  apiResponse(200, {
    ...answer,
    conversation: {
      conversationID: CONVERSATION_ID,
      jobID: JOB_ID,
      candidateID: candidate.userID,
      jobTitle: 'Data Analyst',
      otherName: 'Analytical Engines',
      side: 'candidate',
      closed: false,
      ...overrides,
    },
    messages,
  });

describe('linkParts', () => {
  it('links http and https addresses only, leaving sentence punctuation and other schemes as text', () => {
    expect(linkParts('See https://example.com/a?b=1. Or javascript:alert(1) or ftp://x.org')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { text: '. Or javascript:alert(1) or ftp://x.org' },
    ]);
    expect(linkParts('no links here')).toEqual([{ text: 'no links here' }]);
  });
});

describe('messages screens', () => {
  it('lists the conversations with the other side, the job, the last line and an unread mark, and counts them in the sidebar', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getUnreadConversations')]: () => apiResponse(200, { unread: 1 }),
      [apiPath('getConversations')]: () =>
        apiResponse(200, {
          conversations: [
            {
              conversationID: CONVERSATION_ID,
              jobID: JOB_ID,
              jobTitle: 'Data Analyst',
              otherName: 'Analytical Engines',
              lastMessage: 'When can we talk?',
              lastMessageAt: '2026-03-01T10:00:00.000Z',
              unread: true,
            },
          ],
          pagination: { isLastPage: true },
        }),
    });
    renderApp('/dashboard/messages');

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const row = within(list).getByRole('link');
    expect(row).toHaveAttribute('href', `/dashboard/messages/${CONVERSATION_ID}`);
    expect(row).toHaveTextContent('Analytical Engines');
    expect(row).toHaveTextContent('Data Analyst');
    expect(row).toHaveTextContent('When can we talk?');
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: 'Messages, 1 unread' })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('shows each message with its writer, escapes text, links addresses safely and says when one was removed', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: () =>
        conversationAnswer({}, [
          message(1, { text: '<b>Hello</b> see https://example.com/job.' }),
          message(2, { text: '', removed: true, senderName: 'Former member' }),
          message(3, { side: 'candidate', mine: true, senderName: 'Cara Ndidate', text: 'Thanks' }),
        ]),
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);

    const list = await screen.findByRole('list', { name: 'Messages' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Ada Lovelace (Analytical Engines)');
    expect(first).toHaveTextContent('<b>Hello</b> see https://example.com/job.');
    expect(first!.querySelector('b')).toBeNull();
    const link = within(first!).getByRole('link', { name: 'https://example.com/job' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(second).toHaveTextContent('Message removed');
    expect(third).toHaveTextContent('You');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytical Engines' })).toBeInTheDocument();
  });

  it('polls since the version it has, keeps the page when nothing changed, and asks the sidebar again only after news', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const asked: (string | null)[] = [];
      let unreadAsked = 0;
      let next = () => conversationAnswer({}, [message(1)], { changed: true, version: 4 });
      mockApi({
        [apiPath('getUser')]: signedIn(candidate),
        [apiPath('getNotifications')]: noNotifications,
        [apiPath('getUnreadConversations')]: () => {
          unreadAsked += 1;
          return apiResponse(200, { unread: 0 });
        },
        [apiPath('getConversation')]: ({ url }) => {
          asked.push(new URL(url, 'http://localhost').searchParams.get('since'));
          return next();
        },
      });
      renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
      const list = await screen.findByRole('list', { name: 'Messages' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(1);
      await waitFor(() => expect(unreadAsked).toBeGreaterThan(0));
      await act(() => vi.advanceTimersByTimeAsync(100));
      const unreadBefore = unreadAsked;

      next = () => apiResponse(200, { changed: false, version: 4, messages: [] });
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() => expect(asked).toEqual([null, '4']));
      expect(within(screen.getByRole('list', { name: 'Messages' })).getByText('Message 1')).toBeInTheDocument();
      expect(unreadAsked).toBe(unreadBefore);

      next = () => conversationAnswer({}, [message(1), message(2)], { changed: true, version: 6 });
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      expect(await screen.findByText('Message 2')).toBeInTheDocument();
      expect(asked).toEqual([null, '4', '4']);
      await waitFor(() => expect(unreadAsked).toBeGreaterThan(unreadBefore));
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends with Enter, starts a new line with Shift+Enter, and keeps the text when refused', async () => {
    const sent: unknown[] = [];
    let refuse = false;
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: () => conversationAnswer({ side: 'company', otherName: 'Cara Ndidate' }),
      [apiPath('sendMessage')]: ({ init }) => {
        sent.push(JSON.parse(String(init?.body)));
        return refuse
          ? apiResponse(429, {
              msg: 'You have sent 30 messages in the last hour. Please wait a little before sending more.',
            })
          : apiResponse(200, { message: message(2, { mine: true, side: 'company', text: 'Hi\nthere' }) });
      },
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
    const user = userEvent.setup();

    const box = await screen.findByRole('textbox', { name: 'Write a message' });
    await user.type(box, 'Hi{Shift>}{Enter}{/Shift}there');
    expect(box).toHaveValue('Hi\nthere');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sent).toEqual([{ conversationID: CONVERSATION_ID, text: 'Hi\nthere' }]));
    await waitFor(() => expect(box).toHaveValue(''));

    refuse = true;
    await user.type(box, 'Again{Enter}');
    expect(await screen.findByText(/30 messages in the last hour/)).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });

  it('asks for the whole page after a refused send, and so learns that the application closed', async () => {
    const asked: (string | null)[] = [];
    let closed = false;
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: ({ url }) => {
        const since = new URL(url, 'http://localhost').searchParams.get('since');
        asked.push(since);
        // Closing the application does not move the conversation's version.
        return since === '4'
          ? apiResponse(200, { changed: false, version: 4, messages: [] })
          : conversationAnswer({ closed }, [message(1)], { changed: true, version: 4 });
      },
      [apiPath('sendMessage')]: () => {
        closed = true;
        return apiResponse(409, { msg: 'This application is closed' });
      },
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
    const user = userEvent.setup();

    await user.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Still there?{Enter}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull());
    expect(asked.at(-1)).toBeNull();
  });

  it('is read-only once the application is closed', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: () => conversationAnswer({ closed: true }),
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);

    expect(await screen.findByText('This application is closed')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
  });

  it('turns Settings\' "Email me about new messages" off and on', async () => {
    const sent: unknown[] = [];
    mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('updateMessageEmails')]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { emailOnNewMessage: boolean };
        sent.push(body);
        return apiResponse(200, { msg: 'Saved.', emailOnNewMessage: body.emailOnNewMessage });
      },
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Email me about new messages' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(sent).toEqual([{ emailOnNewMessage: false }, { emailOnNewMessage: true }]);
  });
});
