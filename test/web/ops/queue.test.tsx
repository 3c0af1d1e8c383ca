// The operators' review queue (/ops/queue, what /ops opens): each item as what it is now (a held
// job with why, a suspended company, a message), its reports and their reasons, and only the
// actions that apply to it; the moderation dialog (a note required before any call, the body it
// sends, the server's refusals in the dialog, the toast and the queue read again once done);
// the empty queue.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TRUST_MSG, type AuditEntry, type OpsQueueItem } from '#shared/schemas/trust.js';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, queryOf } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

const asOperator = { ...employerBase, [apiPath('getUser')]: signedIn({ ...employer, operator: true }) };

const JOB_ID = '00000000-0000-4000-8000-000000000001';
const COMPANY_ID = '00000000-0000-4000-8000-0000000000c1';
const CONVERSATION_ID = `${JOB_ID}_00000000-0000-4000-8000-0000000000ca`;
const LONG_ABOUT = `${'We pay you to test our equipment at home. '.repeat(10)}Send a deposit first.`;

const report = (overrides: Partial<OpsQueueItem['reports'][number]> = {}): OpsQueueItem['reports'][number] => ({
  reason: 'scam',
  details: 'They asked me for a deposit.',
  reporterName: 'Grace Hopper',
  reporterEmail: 'grace@example.com',
  createdAt: '2026-03-12T12:00:00.000Z',
  ...overrides,
});

const heldJob: OpsQueueItem = {
  targetType: 'job',
  targetID: JOB_ID,
  queuedAt: '2026-03-12T12:00:00.000Z',
  openReports: 3,
  reasons: { payment: 1, scam: 2 },
  reports: [
    report(),
    report({ reason: 'payment', details: '', reporterName: 'Alan Turing', reporterEmail: 'alan@example.com' }),
  ],
  held: true,
  holdReasons: ['3 people reported it', 'It asks for a payment'],
  job: {
    jobID: JOB_ID,
    jobTitle: 'Remote product tester',
    aboutRole: LONG_ABOUT,
    companyID: COMPANY_ID,
    companyName: 'Quick Cash Ltd',
    active: true,
    removed: false,
    createdAt: '2026-03-10T12:00:00.000Z',
  },
};

const suspendedCompany: OpsQueueItem = {
  targetType: 'company',
  targetID: COMPANY_ID,
  queuedAt: '2026-03-11T12:00:00.000Z',
  openReports: 1,
  reasons: { 'fake-company': 1 },
  reports: [report({ reason: 'fake-company', details: 'No such company.' })],
  held: false,
  holdReasons: [],
  company: {
    companyID: COMPANY_ID,
    companyName: 'Quick Cash Ltd',
    slug: 'quick-cash',
    website: 'https://quick-cash.example',
    verifiedDomain: 'quick-cash.example',
    suspended: true,
    flaggedMessages: 3,
  },
};

const reportedMessage: OpsQueueItem = {
  targetType: 'message',
  targetID: 'message-1',
  conversationID: CONVERSATION_ID,
  queuedAt: '2026-03-10T12:00:00.000Z',
  openReports: 1,
  reasons: { payment: 1 },
  reports: [report({ reason: 'payment' })],
  held: false,
  holdReasons: [],
  message: {
    text: 'Pay 50 USD for the starter kit.\nThen we talk.',
    senderName: 'Sam Scammer',
    createdAt: '2026-03-09T12:00:00.000Z',
    jobTitle: 'Remote product tester',
  },
};

const queuePage = (items: OpsQueueItem[], nextCursor?: string) => () =>
  apiResponse(200, { items, pagination: nextCursor ? { isLastPage: false, nextCursor } : { isLastPage: true } });

const entry: AuditEntry = {
  auditID: 'audit-1',
  at: '2026-03-13T12:00:00.000Z',
  operatorEmail: 'ada@example.com',
  action: 'release',
  targetType: 'job',
  targetID: JOB_ID,
  targetLabel: 'Remote product tester at Quick Cash Ltd',
  note: 'Checked with the company.',
};

const card = async (title: string) => {
  const list = await screen.findByRole('list', { name: 'Review queue' });
  return within(list).getByRole('listitem', { name: title });
};
/** The note's error: the field is invalid, and its description (the error, then the count) says why. */
const expectNoteRefused = (note: HTMLElement) =>
  waitFor(() => {
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining(TRUST_MSG.noteRequired));
  });
const actionsOf = (item: HTMLElement) =>
  within(within(item).getByRole('group', { name: /^Actions on / }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the review queue', { timeout: 15_000 }, () => {
  it('opens from /ops, with the console’s sections', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([heldJob]) });
    const { router } = renderApp('/ops');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ops/queue');
    expect(document.title).toMatch(/^Review queue \|/);
    const sections = screen.getByRole('navigation', { name: 'Operations' });
    expect(
      within(sections)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('aria-current')]),
    ).toEqual([
      ['Review queue', 'page'],
      ['Audit log', null],
      ['Requirements', null],
    ]);
  });

  it('shows a held job with why, its reports, and Dismiss, Release, Remove job and Suspend company', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([heldJob]) });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    const item = await card('Remote product tester');
    expect(within(item).getByText('Job')).toHaveClass('badge');
    expect(within(item).getByText('Held')).toHaveClass('badge');
    expect(within(item).queryByText('Removed')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Quick Cash Ltd');
    expect(within(item).getByText('3 people reported it')).toBeInTheDocument();
    expect(within(item).getByText('It asks for a payment')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open the job page' })).toHaveAttribute('href', `/jobs/${JOB_ID}`);

    // The role's text: its start, then the whole of it on demand.
    expect(item).not.toHaveTextContent('Send a deposit first.');
    const toggle = within(item).getByRole('button', { name: 'Show the whole text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(item).toHaveTextContent('Send a deposit first.');
    expect(within(item).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');

    // The reports: how many, the reasons by count with their words, then each report.
    expect(within(item).getByRole('heading', { name: '3 open reports' })).toBeInTheDocument();
    expect(
      within(within(item).getByRole('list', { name: 'Reasons' }))
        .getAllByRole('listitem')
        .map((reason) => reason.textContent),
    ).toEqual(['Scam or fraud 2', 'Asks for payment 1']);
    const reports = within(within(item).getByRole('list', { name: 'Reports' })).getAllByRole('listitem');
    expect(reports).toHaveLength(2);
    expect(reports[0]).toHaveTextContent('Scam or fraud');
    expect(reports[0]).toHaveTextContent('They asked me for a deposit.');
    expect(reports[0]).toHaveTextContent('By Grace Hopper');
    expect(within(reports[0]!).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(reports[1]).toHaveTextContent('Asks for payment');
    expect(reports[1]).toHaveTextContent('By Alan Turing');
    expect(item).toHaveTextContent('The newest 2 are shown.');

    expect(actionsOf(item)).toEqual(['Dismiss', 'Release', 'Remove job', 'Suspend company']);
  });

  it('offers no Release for a job that is not held, and no Remove job for a removed one', async () => {
    const removed: OpsQueueItem = {
      ...heldJob,
      held: false,
      holdReasons: [],
      job: { ...heldJob.job!, removed: true, active: false },
    };
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([removed]) });
    renderApp('/ops/queue');

    const item = await card('Remote product tester');
    expect(within(item).getByText('Removed')).toHaveClass('badge');
    expect(within(item).queryByText('Held')).not.toBeInTheDocument();
    expect(actionsOf(item)).toEqual(['Dismiss', 'Suspend company']);
  });

  it('shows a suspended company with Unsuspend and Revoke verification', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([suspendedCompany]) });
    renderApp('/ops/queue');

    const item = await card('Quick Cash Ltd');
    expect(within(item).getByText('Company')).toHaveClass('badge');
    expect(within(item).getByText('Suspended')).toHaveClass('badge');
    expect(within(item).getByRole('link', { name: 'https://quick-cash.example' })).toHaveAttribute(
      'href',
      'https://quick-cash.example/',
    );
    expect(item).toHaveTextContent('Verified domainquick-cash.example');
    expect(item).toHaveTextContent('3 messages tripped a scam signal');
    expect(within(item).getByRole('heading', { name: '1 open report' })).toBeInTheDocument();
    expect(actionsOf(item)).toEqual(['Dismiss', 'Unsuspend', 'Revoke verification']);
  });

  it('offers Suspend company, and no Revoke verification, for an unverified company', async () => {
    const company = { ...suspendedCompany.company!, suspended: false, verifiedDomain: undefined, flaggedMessages: 1 };
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([{ ...suspendedCompany, company }]) });
    renderApp('/ops/queue');

    const item = await card('Quick Cash Ltd');
    expect(within(item).queryByText('Suspended')).not.toBeInTheDocument();
    expect(item).toHaveTextContent('Verified domainNot verified');
    expect(item).toHaveTextContent('1 message tripped a scam signal');
    expect(actionsOf(item)).toEqual(['Dismiss', 'Suspend company']);
  });

  it('shows a message with its sender and job, and only Dismiss', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([reportedMessage]) });
    renderApp('/ops/queue');

    const item = await card('Message from Sam Scammer');
    expect(within(item).getByText('Message')).toHaveClass('badge');
    expect(item).toHaveTextContent('Pay 50 USD for the starter kit.');
    expect(item).toHaveTextContent('About Remote product tester');
    expect(actionsOf(item)).toEqual(['Dismiss']);
  });

  it('lists the items newest first and adds the next page with Load more', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsQueue')]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'after-2'
          ? queuePage([reportedMessage])()
          : queuePage([heldJob, suspendedCompany], 'after-2')(),
    });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Review queue' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await within(list).findByRole('listitem', { name: 'Message from Sam Scammer' })).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Remote product tester', 'Quick Cash Ltd', 'Message from Sam Scammer']);
    expect(callsTo(fetchMock, apiPath('getOpsQueue')).map((call) => queryOf(call).cursor)).toContain('after-2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([]) });
    renderApp('/ops/queue');

    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(screen.getByText('Reports and held jobs will appear here.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Review queue' })).not.toBeInTheDocument();
  });
});

describe('an action on a queue item', { timeout: 15_000 }, () => {
  it('asks for a note before any call, sends it with the target, then toasts and reads the queue again', async () => {
    const queueAnswers = [queuePage([heldJob]), queuePage([])];
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsQueue')]: () => (queueAnswers.length > 1 ? queueAnswers.shift()! : queueAnswers[0]!)(),
      [apiPath('moderate')]: () => apiResponse(200, { msg: TRUST_MSG.done.release, entry }),
    });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    await user.click(within(await card('Remote product tester')).getByRole('button', { name: 'Release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release' });
    expect(dialog).toHaveTextContent('Job: Remote product tester');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(note).toHaveAttribute('maxlength', '1000');
    expect(dialog).toHaveTextContent('0 / 1,000 characters');

    // Blank is no note: refused here, and nothing is sent.
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));
    await expectNoteRefused(note);
    expect(callsTo(fetchMock, apiPath('moderate'))).toHaveLength(0);

    await user.clear(note);
    await user.type(note, ' Checked with the company. ');
    expect(dialog).toHaveTextContent('27 / 1,000 characters');
    await user.click(within(dialog).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText(TRUST_MSG.done.release)).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('moderate')).map(bodyOf)).toEqual([
      { action: 'release', targetType: 'job', targetID: JOB_ID, note: 'Checked with the company.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Released, the job left the queue.
    expect(await screen.findByRole('heading', { name: 'Nothing to review' })).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getOpsQueue')).length).toBeGreaterThanOrEqual(2);
  });

  it('names a message with its conversation', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsQueue')]: queuePage([reportedMessage]),
      [apiPath('moderate')]: () => apiResponse(200, { msg: TRUST_MSG.done.dismiss, entry }),
    });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    await user.click(within(await card('Message from Sam Scammer')).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Not a scam.');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));

    expect(await screen.findByText(TRUST_MSG.done.dismiss)).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('moderate')).map(bodyOf)).toEqual([
      {
        action: 'dismiss',
        targetType: 'message',
        targetID: 'message-1',
        conversationID: CONVERSATION_ID,
        note: 'Not a scam.',
      },
    ]);
  });

  it('suspends the company of a reported job', async () => {
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsQueue')]: queuePage([heldJob]),
      [apiPath('moderate')]: () => apiResponse(200, { msg: TRUST_MSG.done['suspend-company'], entry }),
    });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    await user.click(within(await card('Remote product tester')).getByRole('button', { name: 'Suspend company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend company' });
    expect(dialog).toHaveTextContent('Company: Quick Cash Ltd');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Scam ring.');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend company' }));

    expect(await screen.findByText(TRUST_MSG.done['suspend-company'])).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('moderate')).map(bodyOf)).toEqual([
      { action: 'suspend-company', targetType: 'company', targetID: COMPANY_ID, note: 'Scam ring.' },
    ]);
  });

  it('shows the server’s refusal of the note under it, and any other refusal in the dialog', async () => {
    const answers = [
      apiResponse(400, { msg: TRUST_MSG.noteRequired, fieldErrors: { note: TRUST_MSG.noteRequired } }),
      apiResponse(409, { msg: TRUST_MSG.alreadyRemoved }),
    ];
    const fetchMock = mockApi({
      ...asOperator,
      [apiPath('getOpsQueue')]: queuePage([heldJob]),
      [apiPath('moderate')]: () => answers.shift()!,
    });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    await user.click(within(await card('Remote product tester')).getByRole('button', { name: 'Remove job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove job' });
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Scam.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove job' }));
    await expectNoteRefused(note);
    const queueReads = callsTo(fetchMock, apiPath('getOpsQueue')).length;

    await user.click(within(dialog).getByRole('button', { name: 'Remove job' }));
    expect(await within(dialog).findByText(TRUST_MSG.alreadyRemoved)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Remove job' })).toBeInTheDocument();
    // The job changed meanwhile: the queue is read again to show it as it is.
    await waitFor(() => expect(callsTo(fetchMock, apiPath('getOpsQueue')).length).toBeGreaterThan(queueReads));
    expect(callsTo(fetchMock, apiPath('moderate'))).toHaveLength(2);
  });

  it('closes with Cancel without a call', async () => {
    const fetchMock = mockApi({ ...asOperator, [apiPath('getOpsQueue')]: queuePage([heldJob]) });
    renderApp('/ops/queue');
    const user = userEvent.setup();

    await user.click(within(await card('Remote product tester')).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, apiPath('moderate'))).toHaveLength(0);
  });
});
