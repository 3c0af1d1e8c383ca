// The interview calls (docs/product/interviews.md): an application's interviews (pages by
// cursor, asked again when its open conversation shows a new entry), the reader's upcoming
// ones, and the changes: propose, pick or decline, reschedule, cancel. After a change the
// interviews, the upcoming list and the conversation (which records each change) are asked again.
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import type { InterviewProposal, InterviewReschedule } from '#shared/schemas/interviews.js';
import { callApi, type ApiError } from '@/lib/api-client';
import { useLoadMorePages } from '@/lib/use-load-more-pages';

const INTERVIEWS_KEY = 'interviews';
const UPCOMING_KEY = 'upcoming';
// The application's pages are revalidated by their own list (a global mutate skips
// useSWRInfinite's keys), so the change asks again for the upcoming list and the messages only.
const isUpcomingOrMessagesKey = (key: unknown) =>
  Array.isArray(key) && ((key[0] === INTERVIEWS_KEY && key[1] === UPCOMING_KEY) || key[0] === 'messages');

/**
 * The interviews of one application, newest first, 20 a page and "Load more" for the next, as
 * of the conversation's newest entry: every step of an interview adds an entry (or, when the
 * application closes, closes the conversation), so the conversation's own polling brings each
 * change here without a poll of its own: the pages loaded are asked again, the last answer
 * shown meanwhile.
 */
export function useInterviews(conversationID: string, asOf: { lastEntryID?: string; closed: boolean }) {
  const { pages, mutate, ...list } = useLoadMorePages([INTERVIEWS_KEY, conversationID], (cursor) =>
    callApi('getInterviews', { query: cursor ? { conversationID, cursor } : { conversationID } }),
  );
  const version = `${asOf.lastEntryID ?? ''}#${asOf.closed}`;
  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    void mutate();
  }, [version, mutate]);
  return { interviews: pages.flatMap((page) => page.interviews), refresh: mutate, ...list };
}

/** The reader's next confirmed interviews: "Upcoming interviews". */
export function useUpcomingInterviews() {
  return useSWR<RouteResponse<'getUpcomingInterviews'>, ApiError>([INTERVIEWS_KEY, UPCOMING_KEY], () =>
    callApi('getUpcomingInterviews', {}),
  );
}

export type InterviewChange =
  | { kind: 'propose'; proposal: InterviewProposal }
  | { kind: 'pick'; interviewID: string; pick: number }
  | { kind: 'decline'; interviewID: string; note: string }
  | { kind: 'reschedule'; interviewID: string; time: InterviewReschedule }
  | { kind: 'cancel'; interviewID: string };

function send(conversationID: string, change: InterviewChange) {
  switch (change.kind) {
    case 'propose':
      return callApi('proposeInterview', { body: { conversationID, ...change.proposal } });
    case 'pick':
      return callApi('answerInterview', {
        body: { conversationID, interviewID: change.interviewID, pick: change.pick },
      });
    case 'decline':
      return callApi('answerInterview', {
        body: { conversationID, interviewID: change.interviewID, note: change.note },
      });
    case 'reschedule':
      return callApi('rescheduleInterview', {
        body: { conversationID, interviewID: change.interviewID, ...change.time },
      });
    case 'cancel':
      return callApi('cancelInterview', { body: { conversationID, interviewID: change.interviewID } });
  }
}

/**
 * One change at a time to an application's interviews; `busy` names the change under way.
 * `refresh` asks again for the application's interviews (useInterviews).
 */
export function useInterviewChange(conversationID: string, refresh: () => Promise<unknown>) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<InterviewChange['kind'] | undefined>();
  const change = useCallback(
    async (next: InterviewChange) => {
      setBusy(next.kind);
      try {
        return await send(conversationID, next);
      } finally {
        setBusy(undefined);
        await Promise.all([refresh(), mutate(isUpcomingOrMessagesKey)]);
      }
    },
    [conversationID, mutate, refresh],
  );
  return { change, busy };
}
