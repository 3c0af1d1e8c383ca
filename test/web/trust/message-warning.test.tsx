// A company's message that tripped a scam signal, in the candidate's conversation: a warning
// above it, whose "Report this message" opens the Report dialog for that message
// (docs/product/trust-and-safety.md).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRUST_MSG } from '#shared/schemas/trust.js';
import { apiResponse, candidate, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, noNotifications } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

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

/** The candidate's conversation with these messages; the fake API, to inspect its calls. */
function showConversation(messages: unknown[]) {
  const fetchMock = mockApi({
    [apiPath('getUser')]: signedIn(candidate),
    [apiPath('getNotifications')]: noNotifications,
    [apiPath('getConversation')]: () =>
      apiResponse(200, {
        conversation: {
          conversationID: CONVERSATION_ID,
          jobID: JOB_ID,
          candidateID: candidate.userID,
          jobTitle: 'Data Analyst',
          otherName: 'Analytical Engines',
          side: 'candidate',
          closed: false,
        },
        messages,
      }),
    [apiPath('report')]: () => apiResponse(200, { msg: TRUST_MSG.reported }),
  });
  renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
  return fetchMock;
}

describe('the warning above a message that tripped a scam signal', () => {
  it('shows above that message only, in the contract’s words', async () => {
    const flagged = message(2, { text: 'Pay the $50 starter kit fee via Zelle', scamWarning: true });
    showConversation([message(1), flagged]);

    const list = await screen.findByRole('list', { name: 'Messages' });
    const [plain, warned] = within(list).getAllByRole('listitem');
    expect(within(plain!).queryByRole('note')).not.toBeInTheDocument();
    const warning = within(warned!).getByRole('note', { name: 'Warning' });
    expect(warning).toHaveTextContent(TRUST_MSG.messageWarning);
    // Above the message: before its writer and its text.
    expect(warning.compareDocumentPosition(within(warned!).getByText(flagged.text))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('reports that message, with its conversation, from "Report this message"', async () => {
    const flagged = message(1, { text: 'Message me on Telegram @hr_desk', scamWarning: true });
    const fetchMock = showConversation([flagged]);
    const user = userEvent.setup();

    const warning = await screen.findByRole('note', { name: 'Warning' });
    await user.click(within(warning).getByRole('button', { name: 'Report this message' }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(TRUST_MSG.reported)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, apiPath('report'))).toHaveLength(1));
    expect(JSON.parse(String((callsTo(fetchMock, apiPath('report'))[0]![1] as RequestInit).body))).toEqual({
      targetType: 'message',
      targetID: flagged.id,
      conversationID: CONVERSATION_ID,
      reason: 'scam',
      details: '',
    });
  });

  it('is not shown over a removed message', async () => {
    showConversation([message(1, { text: '', removed: true, scamWarning: true })]);
    expect(await screen.findByText('Message removed')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
