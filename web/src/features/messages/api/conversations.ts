// The messages calls (docs/product/messages.md): the inbox (pages by cursor), the sidebar's
// unread count, one conversation (the newest page polled while it is open, older pages by
// cursor) and sending. After a send, or a poll that brought something new, every key of
// these calls is revalidated.
import { useCallback, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import { callApi, type ApiError } from '@/lib/api-client';
import { useBusyCall } from '@/lib/use-busy-call';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

export type InboxPage = RouteResponse<'getConversations'>;
export type ConversationPage = RouteResponse<'getConversation'>;
export type ConversationMessage = ConversationPage['messages'][number];

/** First element of every SWR key of these calls. */
const MESSAGES_KEY = 'messages';
/** An open conversation asks for new messages this often: they appear within 10 seconds. */
export const CONVERSATION_REFRESH_MS = 5_000;
/** The sidebar's count and the inbox ask again this often. */
export const UNREAD_REFRESH_MS = 30_000;

const isMessagesKey = (key: unknown) =>
  Array.isArray(key) ? key[0] === MESSAGES_KEY : typeof key === 'string' && key.includes(MESSAGES_KEY);

/** The number of unread conversations of the sidebar (0 until the first answer or when the call fails). */
export function useUnreadConversations() {
  const { data } = useSWR<RouteResponse<'getUnreadConversations'>, ApiError>(
    [MESSAGES_KEY, 'unread'],
    () => callApi('getUnreadConversations', {}),
    { refreshInterval: UNREAD_REFRESH_MS, revalidateOnFocus: true },
  );
  return data?.unread ?? 0;
}

/** /dashboard/messages: pages of 20 conversations, the next one loaded by cursor. */
export function useInbox() {
  const { pages, ...list } = useLoadMorePages(
    [MESSAGES_KEY, 'inbox'],
    (cursor) => callApi('getConversations', { query: cursor ? { cursor } : {} }),
    { refreshInterval: UNREAD_REFRESH_MS },
  );
  return { conversations: pages.flatMap((page) => page.conversations), ...list };
}

/**
 * One conversation: the newest page, asked again every CONVERSATION_REFRESH_MS `since` the
 * version of the last page (the server then answers whether anything changed, and a page only
 * when it did; each page marks it read), and the older pages loaded on request, kept apart so
 * polling leaves them be. Opening it, and `refresh`, ask for the page whatever the version.
 */
export function useConversation(conversationID: string) {
  const { mutate: mutateAll } = useSWRConfig();
  // The last page of this screen, what the next poll asks `since`; and whether the last answer was a new page.
  const shown = useRef<{ conversationID: string; page: ConversationPage; changed: boolean } | undefined>(undefined);
  const wholePage = useRef(false);
  const newest = useSWR<ConversationPage, ApiError>(
    [MESSAGES_KEY, 'conversation', conversationID],
    async () => {
      const last = shown.current?.conversationID === conversationID && !wholePage.current ? shown.current : undefined;
      wholePage.current = false;
      const since = last?.page.version;
      const answer = await callApi('getConversation', {
        query: { conversationID, ...(since === undefined ? {} : { since }) },
      });
      if (last && answer.changed === false) {
        shown.current = { ...last, changed: false };
        return last.page;
      }
      shown.current = { conversationID, page: answer, changed: true };
      return answer;
    },
    {
      refreshInterval: CONVERSATION_REFRESH_MS,
      revalidateOnFocus: true,
      // A new page is a read, which lowers the sidebar's count and the inbox's marks: asked
      // again then, and not after a poll that brought nothing (they have their own timer).
      onSuccess: () => {
        if (shown.current?.changed)
          void mutateAll((key) => isMessagesKey(key) && Array.isArray(key) && key[1] !== 'conversation');
      },
    },
  );
  const [older, setOlder] = useState<{ messages: ConversationMessage[]; cursor?: string }>({ messages: [] });
  const [isLoadingOlder, setIsLoadingOlder] = useState(false);
  const olderCursor = older.messages.length > 0 ? older.cursor : newest.data?.olderCursor;

  const loadOlder = useCallback(async () => {
    if (!olderCursor) return;
    setIsLoadingOlder(true);
    try {
      const page = await callApi('getConversation', { query: { conversationID, before: olderCursor } });
      setOlder((kept) => ({ messages: [...page.messages, ...kept.messages], cursor: page.olderCursor }));
    } finally {
      setIsLoadingOlder(false);
    }
  }, [conversationID, olderCursor]);

  const newestMessages = newest.data?.messages ?? [];
  // A message can sit in both once more than a page arrived since the older ones were loaded.
  const shownIDs = new Set(newestMessages.map((message) => message.id));
  return {
    conversation: newest.data?.conversation,
    messages: [...older.messages.filter((message) => !shownIDs.has(message.id)), ...newestMessages],
    hasOlder: Boolean(olderCursor) && (older.messages.length === 0 || older.cursor !== undefined),
    isLoading: newest.isLoading,
    isLoadingOlder,
    error: newest.error,
    loadOlder,
    /** The newest page again, whatever the version (after a refused send: the application may have closed). */
    refresh: () => {
      wholePage.current = true;
      return newest.mutate();
    },
  };
}

/** POST /api/send-message, then the conversation and the lists again. */
export function useSendMessage(conversationID: string) {
  const sendText = useCallback(
    (text: string) => callApi('sendMessage', { body: { conversationID, text } }),
    [conversationID],
  );
  const [send, isSending] = useBusyCall(sendText, isMessagesKey);
  return { send, isSending };
}
