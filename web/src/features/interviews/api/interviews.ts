// The interview calls (docs/product/interviews.md): an application's interviews (asked again
// when its open conversation shows a new entry), the reader's upcoming ones, and the
// changes: propose, pick or decline, reschedule, cancel. After a change the interviews, the
// upcoming list and the conversation (which records each change) are asked again.
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { RouteResponse } from '#shared/routes.js';
import type { InterviewProposal, InterviewReschedule } from '#shared/schemas/interviews.js';
import { callApi, type ApiError } from '@/lib/api-client';

const INTERVIEWS_KEY = 'interviews';
const isInterviewsOrMessagesKey = (key: unknown) =>
  Array.isArray(key) && (key[0] === INTERVIEWS_KEY || key[0] === 'messages');

/**
 * The interviews of one application, newest first, as of the conversation's newest entry: every
 * step of an interview adds an entry (or, when the application closes, closes the
 * conversation), so the conversation's own polling brings each change here without a poll of
 * its own. The last answer stays shown while the next loads.
 */
export function useInterviews(conversationID: string, asOf: { lastEntryID?: string; closed: boolean }) {
  return useSWR<RouteResponse<'getInterviews'>, ApiError>(
    [INTERVIEWS_KEY, 'application', conversationID, asOf.lastEntryID ?? '', asOf.closed],
    () => callApi('getInterviews', { query: { conversationID } }),
    { keepPreviousData: true, revalidateOnFocus: true },
  );
}

/** The reader's next confirmed interviews: "Upcoming interviews". */
export function useUpcomingInterviews() {
  return useSWR<RouteResponse<'getUpcomingInterviews'>, ApiError>([INTERVIEWS_KEY, 'upcoming'], () =>
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

/** One change at a time to an application's interviews; `busy` names the change under way. */
export function useInterviewChange(conversationID: string) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState<InterviewChange['kind'] | undefined>();
  const change = useCallback(
    async (next: InterviewChange) => {
      setBusy(next.kind);
      try {
        return await send(conversationID, next);
      } finally {
        setBusy(undefined);
        await mutate(isInterviewsOrMessagesKey);
      }
    },
    [conversationID, mutate],
  );
  return { change, busy };
}
