// The interview screens (docs/product/interviews.md): the company's "Schedule interview" form
// (its checks and what it sends), the candidate's pick in their own time zone and "None of
// these work", a confirmed interview's actions, the pages of an application's interviews
// ("Load more"), and "Upcoming interviews" on both sides.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../support/api-paths';
import { apiResponse, candidate, employer, errorUnder, mockApi, renderApp, signedIn } from '../support/test-utils';
import { noNotifications } from '../support/candidate-fixtures';

const JOB_ID = '5f0c2d4e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';
const CONVERSATION_ID = `${JOB_ID}_${candidate.userID}`;
const INTERVIEW_ID = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
/** The candidate reads times in Tokyo (UTC+9, no daylight saving): 01:00 UTC is 10:00 there. */
const tokyoCandidate = { ...candidate, timeZone: 'Asia/Tokyo' };

const conversationAnswer =
  (side: 'company' | 'candidate', closed = false) =>
  () =>
    apiResponse(200, {
      conversation: {
        conversationID: CONVERSATION_ID,
        jobID: JOB_ID,
        candidateID: candidate.userID,
        jobTitle: 'Data Analyst',
        otherName: side === 'company' ? 'Grace Hopper' : 'Analytical Engines',
        side,
        closed,
      },
      messages: [],
    });

const slot = (startAt: string, minutes: number) => ({
  startAt,
  endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString(),
  minutes,
});
const interview = (overrides: Record<string, unknown> = {}) => ({
  interviewID: INTERVIEW_ID,
  conversationID: CONVERSATION_ID,
  status: 'proposed',
  timeZone: 'Europe/London',
  times: [slot('2099-12-01T01:00:00.000Z', 45), slot('2099-12-02T06:30:00.000Z', 30)],
  where: { kind: 'video', value: 'https://meet.example.com/room' },
  proposedBy: 'Ada Lovelace',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});
const interviewsAnswer = (items: unknown[]) => () =>
  apiResponse(200, { interviews: items, pagination: { isLastPage: true } });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as Record<string, unknown>;

/**
 * A conversation's page for `who` with these interviews (`schedule`: from the applicant's
 * "Schedule interview" link): the calls it makes answered, each body sent to `call` kept in
 * the list returned.
 */
function openConversation(
  who: 'company' | 'candidate',
  interviews: unknown[],
  {
    call,
    closed = false,
    schedule = false,
  }: { call?: { path: string; answer: unknown }; closed?: boolean; schedule?: boolean } = {},
) {
  const sent: Record<string, unknown>[] = [];
  mockApi({
    [apiPath('getUser')]: signedIn(who === 'company' ? employer : tokyoCandidate),
    [apiPath('getNotifications')]: noNotifications,
    [apiPath('getConversation')]: conversationAnswer(who, closed),
    [apiPath('getInterviews')]: interviewsAnswer(interviews),
    ...(call
      ? {
          [call.path]: ({ init }: { init?: RequestInit }) => {
            sent.push(bodyOf(init));
            return apiResponse(200, call.answer);
          },
        }
      : {}),
  });
  const view = renderApp(`/dashboard/messages/${CONVERSATION_ID}${schedule ? '?schedule=1' : ''}`);
  return { sent, view };
}

describe('interview screens', () => {
  it("opens the company's form from the applicant's link, checks it, and proposes the times in the chosen zone", async () => {
    const { sent, view } = openConversation('company', [], {
      call: { path: apiPath('proposeInterview'), answer: { interview: interview() } },
      schedule: true,
    });
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Schedule an interview with Grace Hopper' });
    expect(view.router.state.location.search).toBe('?schedule=1');
    await user.selectOptions(within(dialog).getByLabelText('Your time zone'), 'Europe/Berlin');
    const date = within(dialog).getByLabelText('Time 1: date');
    await user.clear(date);
    await user.type(date, '2099-12-01');
    const start = within(dialog).getByLabelText('Time 1: start');
    await user.clear(start);
    await user.type(start, '09:30');
    await user.selectOptions(within(dialog).getByLabelText('Time 1: length'), '45 min');
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    await user.type(within(dialog).getByLabelText('Time 2: start'), '14:00');

    // Where: required, and a video link must be a web address.
    await user.click(within(dialog).getByRole('button', { name: 'Propose times' }));
    const where = within(dialog).getByLabelText('Video link');
    await waitFor(() => expect(errorUnder(where)).toBe('Where is required'));
    await user.type(where, 'meet.example.com/room');
    await user.click(within(dialog).getByRole('button', { name: 'Propose times' }));
    await waitFor(() => expect(errorUnder(where)).toBe('A video link must be a web address (https://…)'));
    expect(sent).toEqual([]);
    await user.clear(where);
    await user.type(where, 'https://meet.example.com/room');
    await user.click(within(dialog).getByRole('button', { name: 'Propose times' }));

    await waitFor(() =>
      expect(sent).toEqual([
        {
          conversationID: CONVERSATION_ID,
          timeZone: 'Europe/Berlin',
          times: [
            { date: '2099-12-01', start: '09:30', minutes: 45 },
            { date: '2099-12-01', start: '14:00', minutes: 45 },
          ],
          where: { kind: 'video', value: 'https://meet.example.com/room' },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Closed: a reload of the address does not open it again.
    expect(view.router.state.location.search).toBe('');
  });

  it("shows the candidate the proposed times in their profile's zone and sends the pick", async () => {
    const { sent } = openConversation('candidate', [interview()], {
      call: {
        path: apiPath('answerInterview'),
        answer: { interview: interview({ status: 'confirmed', confirmed: interview().times[1] }) },
      },
    });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Interviews' });
    expect(within(panel).getByText(/Pick a time \(your time zone, Asia\/Tokyo/)).toBeInTheDocument();
    const first = within(panel).getByRole('radio', { name: /1 Dec 2099, 10:00 to 10:45/ });
    const second = within(panel).getByRole('radio', { name: /2 Dec 2099, 15:30 to 16:00/ });
    expect(first).not.toBeChecked();
    expect(within(panel).getByRole('link', { name: 'https://meet.example.com/room' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    const confirm = within(panel).getByRole('button', { name: 'Confirm this time' });
    expect(confirm).toBeDisabled();
    await user.click(second);
    await user.click(confirm);
    await waitFor(() =>
      expect(sent).toEqual([{ conversationID: CONVERSATION_ID, interviewID: INTERVIEW_ID, pick: 1 }]),
    );
  });

  it('sends "None of these work" with the note', async () => {
    const { sent } = openConversation('candidate', [interview()], {
      call: { path: apiPath('answerInterview'), answer: { interview: interview({ status: 'declined' }) } },
    });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Interviews' });
    await user.click(within(panel).getByRole('button', { name: 'None of these work' }));
    const send = within(panel).getByRole('button', { name: 'Send note' });
    expect(send).toBeDisabled();
    await user.type(within(panel).getByLabelText('What would work for you?'), 'Mornings next week');
    await user.click(send);
    await waitFor(() =>
      expect(sent).toEqual([
        { conversationID: CONVERSATION_ID, interviewID: INTERVIEW_ID, note: 'Mornings next week' },
      ]),
    );
  });

  it('lets the company move or cancel a confirmed interview, and shows none of it once closed', async () => {
    const confirmed = interview({ status: 'confirmed', confirmed: interview().times[0] });
    const { sent: cancelled, view } = openConversation('company', [confirmed], {
      call: { path: apiPath('cancelInterview'), answer: { interview: { ...confirmed, status: 'cancelled' } } },
    });
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Interviews' });
    expect(within(panel).getByText('Confirmed')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('dialog', { name: 'Move the interview with Grace Hopper' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Cancel interview' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel this interview?' });
    expect(question).toHaveTextContent('Grace Hopper gets a cancellation for their calendar');
    await user.click(within(question).getByRole('button', { name: 'Cancel interview' }));
    await waitFor(() => expect(cancelled).toEqual([{ conversationID: CONVERSATION_ID, interviewID: INTERVIEW_ID }]));
    view.unmount();

    openConversation('company', [confirmed], { closed: true });
    const closedPanel = await screen.findByRole('region', { name: 'Interviews' });
    expect(within(closedPanel).getByText('Confirmed')).toBeInTheDocument();
    expect(within(closedPanel).queryByRole('button')).toBeNull();
  });

  it('shows the newest interviews first and the older ones on "Load more", asked with the cursor', async () => {
    const OLDER_ID = '8b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e';
    const older = interview({ interviewID: OLDER_ID, status: 'declined', createdAt: '2026-02-01T10:00:00.000Z' });
    const cursors: (string | null)[] = [];
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: conversationAnswer('company'),
      [apiPath('getInterviews')]: ({ url }) => {
        const query = new URL(url, 'http://localhost').searchParams;
        expect(query.get('conversationID')).toBe(CONVERSATION_ID);
        const cursor = query.get('cursor');
        cursors.push(cursor);
        return cursor === 'page-2'
          ? apiResponse(200, { interviews: [older], pagination: { isLastPage: true } })
          : apiResponse(200, { interviews: [interview()], pagination: { isLastPage: false, nextCursor: 'page-2' } });
      },
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
    const user = userEvent.setup();

    const panel = await screen.findByRole('region', { name: 'Interviews' });
    const list = await within(panel).findByRole('list', { name: 'Interviews' });
    const shown = () =>
      within(list)
        .getAllByRole('article')
        .map((entry) => entry.getAttribute('aria-label'));
    expect(shown()).toEqual(['Interview: Times proposed']);
    expect(cursors).toEqual([null]);

    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(shown()).toEqual(['Interview: Times proposed', 'Interview: None of the times worked']));
    expect(cursors).toContain('page-2');
    // The last page: nothing more to load.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('lists the upcoming interviews on the employer home and on My applications, in the reader’s zone', async () => {
    const upcoming = {
      interviewID: INTERVIEW_ID,
      conversationID: CONVERSATION_ID,
      jobTitle: 'Data Analyst',
      startAt: '2099-12-01T01:00:00.000Z',
      endAt: '2099-12-01T01:45:00.000Z',
      minutes: 45,
      where: { kind: 'phone', value: '+44 20 7946 0000' },
    };
    mockApi({
      [apiPath('getUser')]: signedIn(tokyoCandidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getMyApplications')]: () => apiResponse(200, { applications: [], pagination: { isLastPage: true } }),
      [apiPath('getUpcomingInterviews')]: () =>
        apiResponse(200, { interviews: [{ ...upcoming, otherName: 'Analytical Engines' }] }),
    });
    const { unmount } = renderApp('/dashboard/applications');
    const list = await screen.findByRole('list', { name: 'Upcoming interviews' });
    const [entry] = within(list).getAllByRole('listitem');
    expect(entry).toHaveTextContent('1 Dec 2099, 10:00 to 10:45');
    expect(entry).toHaveTextContent('Data Analyst with Analytical Engines');
    expect(within(entry!).getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute('href', 'tel:+442079460000');
    expect(
      within(entry!).getByRole('link', { name: 'Details of the interview for Data Analyst with Analytical Engines' }),
    ).toHaveAttribute('href', `/dashboard/messages/${CONVERSATION_ID}`);
    unmount();

    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getUpcomingInterviews')]: () => apiResponse(200, { interviews: [] }),
    });
    renderApp('/dashboard/home');
    const section = await screen.findByRole('region', { name: 'Upcoming interviews' });
    expect(await within(section).findByText(/No interviews scheduled/)).toBeInTheDocument();
  });
});
