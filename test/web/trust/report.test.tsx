// Report (docs/product/trust-and-safety.md): the dialog (a reason required, details counted,
// the server's field errors under their fields and its refusals in the dialog, a toast once
// sent), and where Report is: a conversation's messages of the other side (with their
// conversation), the public job page (through the login page for a visitor, none on the
// employer's own job), the candidate's job page, the search results' More menu, a company's
// page and a candidate's.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { describe, expect, it, vi } from 'vitest';
import type { CompanyPageData } from '#shared/company-page.js';
import type { JobPageData, PublicJob } from '#shared/job-page.js';
import { REPORT_REASONS, TRUST_MSG } from '#shared/schemas/trust.js';
import { ReportDialog } from '@/features/trust/components/report-dialog';
import { safeNext } from '@/lib/paths';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { callsTo, noNotifications, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const JOB_ID = '5f0c2d4e-1f3a-4b5c-8d9e-0f1a2b3c4d5e';
const CONVERSATION_ID = `${JOB_ID}_${candidate.userID}`;
const REPORT = apiPath('report');

const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;
const reported = () => apiResponse(200, { msg: TRUST_MSG.reported });

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

const conversationAnswer = (messages: unknown[], side: 'candidate' | 'company' = 'candidate') =>
  apiResponse(200, {
    conversation: {
      conversationID: CONVERSATION_ID,
      jobID: JOB_ID,
      candidateID: candidate.userID,
      jobTitle: 'Data Analyst',
      otherName: side === 'candidate' ? 'Analytical Engines' : 'Grace Hopper',
      side,
      closed: false,
    },
    messages,
  });

/** The dialog alone, as the app opens it for a job, with the toasts it shows. */
function renderDialog(onClose = vi.fn()) {
  render(
    <>
      <ReportDialog
        request={{ targetType: 'job', targetID: JOB_ID, name: 'Data Analyst at Acme' }}
        show
        onClose={onClose}
      />
      <ToastContainer />
    </>,
  );
  return onClose;
}

describe('the Report dialog', () => {
  it('is named, lists the six reasons in order, and will not send without a reason', async () => {
    const fetchMock = mockApi({ [REPORT]: reported });
    renderDialog();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(within(dialog).getByText('Data Analyst at Acme')).toBeInTheDocument();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Why are you reporting this?' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.closest('.form-check')?.textContent),
    ).toEqual(REPORT_REASONS.map((reason) => reason.label));
    expect(within(dialog).getByText('0 / 1,000')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Choose a reason')).toBeInTheDocument();
    expect(reasons).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, REPORT)).toHaveLength(0);
  });

  it('counts the details, sends them with the reason, closes and says the server’s words', async () => {
    const fetchMock = mockApi({ [REPORT]: reported });
    const onClose = renderDialog();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake company' }));
    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    expect(details).toHaveAttribute('maxlength', '1000');
    await user.type(details, 'No such office');
    expect(within(dialog).getByText('14 / 1,000')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toEqual({
      targetType: 'job',
      targetID: JOB_ID,
      reason: 'fake-company',
      details: 'No such office',
    });
    expect(await screen.findByText(TRUST_MSG.reported)).toBeInTheDocument();
  });

  it('shows a 409 or a 429 as the server says it, and stays open', async () => {
    let answer = apiResponse(409, { msg: TRUST_MSG.alreadyReported });
    mockApi({ [REPORT]: () => answer });
    const onClose = renderDialog();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You already reported this');

    answer = apiResponse(429, { msg: TRUST_MSG.tooManyReports });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(TRUST_MSG.tooManyReports));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s field errors under their fields', async () => {
    mockApi({
      [REPORT]: () =>
        apiResponse(400, {
          msg: 'Details must be at most 1000 characters',
          fieldErrors: { details: 'Details must be at most 1000 characters' },
        }),
    });
    renderDialog();
    const user = userEvent.setup();

    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    const details = within(dialog).getByRole('textbox', { name: 'Details (optional)' });
    await waitFor(() => expect(details).toHaveAttribute('aria-invalid', 'true'));
    expect(details).toHaveAccessibleDescription('1 / 1,000 Details must be at most 1000 characters');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Report of a message', () => {
  it('is on the other side’s messages only, and sends the message with its conversation', async () => {
    const other = message(1);
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: () =>
        conversationAnswer([
          other,
          message(2, { side: 'candidate', mine: true, senderName: 'Grace Hopper', text: 'Mine' }),
          message(3, { side: 'system', kind: 'note', senderName: 'Hiring', text: 'Interview booked' }),
          message(4, { text: '', removed: true }),
        ]),
      [REPORT]: reported,
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryAllByRole('button', { name: /^Report/ }).length)).toEqual([
      1, 0, 0, 0,
    ]);
    await user.click(within(items[0]!).getByRole('button', { name: /^Report the message of Ada Lovelace/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('Ada Lovelace (Analytical Engines): “Message 1”')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Asks for payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(TRUST_MSG.reported)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toEqual({
      targetType: 'message',
      targetID: other.id,
      conversationID: CONVERSATION_ID,
      reason: 'payment',
      details: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not on a company’s own messages, its teammates’ included', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getConversation')]: () =>
        conversationAnswer(
          [
            message(1, { mine: true, senderName: 'You' }),
            message(2, { senderName: 'Charles Babbage (Analytical Engines)' }),
            message(3, { side: 'candidate', senderName: 'Grace Hopper', text: 'Hello' }),
          ],
          'company',
        ),
    });
    renderApp(`/dashboard/messages/${CONVERSATION_ID}`);

    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    expect(within(list).getByRole('button', { name: /^Report the message of Grace Hopper/ })).toBeInTheDocument();
  });
});

function publicJob(overrides: Partial<PublicJob> = {}): PublicJob {
  const { applicantCount: _, ...job } = sampleJob({
    _id: JOB_ID,
    jobTitle: 'Remote Bookkeeper',
    employer: { companyName: 'Acme Remote', companySlug: 'acme-remote' },
    ...overrides,
  });
  return job;
}
const openPage = (job = publicJob()): JobPageData => ({ state: 'open', jobID: job._id, job, similarJobs: [] });

describe('Report of a job', () => {
  it('on its public page: a visitor goes through the login page and back to the job', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp(`/jobs/${JOB_ID}`, { visitorBrowser: true, pageData: openPage() });

    const report = await screen.findByRole('link', { name: 'Report Remote Bookkeeper' });
    expect(report).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/jobs/${JOB_ID}`)}`);
    expect(report).toHaveTextContent('Report');
    // The login page will go back there.
    expect(safeNext(`/jobs/${JOB_ID}`)).toBe(`/jobs/${JOB_ID}`);
  });

  it('on its public page: a candidate reports it; the employer of its company has no Report', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [REPORT]: reported,
    });
    const { unmount } = renderApp(`/jobs/${JOB_ID}`, { pageData: openPage() });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report Remote Bookkeeper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    expect(within(dialog).getByText('Remote Bookkeeper at Acme Remote')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, REPORT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toMatchObject({ targetType: 'job', targetID: JOB_ID });
    unmount();

    const own = {
      ...employer,
      company: { companyID: employer.companyID!, slug: 'acme-remote', companyName: 'Acme Remote' },
    };
    mockApi({ [apiPath('getUser')]: signedIn(own), [apiPath('getNotifications')]: noNotifications });
    renderApp(`/jobs/${JOB_ID}`, { pageData: openPage() });
    expect(await screen.findByRole('button', { name: 'Share Remote Bookkeeper' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Remote Bookkeeper' })).not.toBeInTheDocument();
  });

  it('on the candidate’s own job page in the dashboard, beside Share', async () => {
    const job = sampleJob({ jobTitle: 'Payroll Clerk' });
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job }),
      [REPORT]: reported,
    });
    renderApp(`/dashboard/find-jobs/${job._id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report Payroll Clerk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('radio', { name: 'Asks for payment' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, REPORT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toMatchObject({ targetType: 'job', targetID: job._id });
  });

  it('in the search’s results: a visitor’s Report goes through the login page and back to the search', async () => {
    const job = sampleJob({ jobTitle: 'Night Auditor' });
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('searchJobs')]: () => searchAnswer([job], { currentPage: 1, isLastPage: true }),
    });
    renderApp('/find-work?jobTitle=auditor', { visitorBrowser: true });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'More for Night Auditor' }));
    expect(screen.getByRole('link', { name: 'Report Night Auditor' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent('/find-work?jobTitle=auditor')}`,
    );
    expect(safeNext('/find-work?jobTitle=auditor')).toBe('/find-work?jobTitle=auditor');
  });

  it('in the search’s results: the card’s More menu holds Report', async () => {
    const job = sampleJob({ jobTitle: 'Night Auditor' });
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('searchJobs')]: () => searchAnswer([job], { currentPage: 1, isLastPage: true }),
      [REPORT]: reported,
    });
    renderApp('/find-work');
    const user = userEvent.setup();

    const more = await screen.findByRole('button', { name: 'More for Night Auditor' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Report Night Auditor' })).not.toBeInTheDocument();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Report Night Auditor' }));
    expect(more).toHaveAttribute('aria-expanded', 'false');
    const dialog = await screen.findByRole('dialog', { name: 'Report this job' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, REPORT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toMatchObject({ targetType: 'job', targetID: job._id });
    // The focus comes back where the menu was.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(more).toHaveFocus());
  });
});

describe('Report of a company and of a candidate', () => {
  const COMPANY_ID = '3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b';
  const companyPage: CompanyPageData = {
    state: 'company',
    slug: 'acme-remote',
    company: { companyID: COMPANY_ID, slug: 'acme-remote', companyName: 'Acme Remote' },
    jobs: [],
  };

  it('a company’s page has Report by its name, sending its companyID; none for its own members', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getFollowStatus')]: () => apiResponse(200, { following: false }),
      [REPORT]: reported,
    });
    const { unmount } = renderApp('/companies/acme-remote', { pageData: companyPage });
    const user = userEvent.setup();

    const heading = await screen.findByRole('heading', { level: 1, name: 'Acme Remote' });
    const report = within(heading.parentElement!).getByRole('button', { name: 'Report Acme Remote' });
    await user.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this company' });
    await user.click(within(dialog).getByRole('radio', { name: 'Fake company' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, REPORT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toMatchObject({ targetType: 'company', targetID: COMPANY_ID });
    unmount();

    mockApi({
      [apiPath('getUser')]: signedIn({ ...employer, companyID: COMPANY_ID }),
      [apiPath('getNotifications')]: noNotifications,
    });
    renderApp('/companies/acme-remote', { pageData: companyPage });
    await screen.findByRole('heading', { level: 1, name: 'Acme Remote' });
    expect(screen.queryByRole('button', { name: 'Report Acme Remote' })).not.toBeInTheDocument();
  });

  it('an employer reports a candidate from the candidate’s page', async () => {
    const candidateID = candidate.userID;
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getCandidate')]: () =>
        apiResponse(200, {
          candidate: {
            _id: candidateID,
            firstName: 'Grace',
            lastName: 'Hopper',
            jobTitle: 'Developer',
            jobType: 'full-time',
            country: 'United States',
            email: 'grace@example.com',
            createdAt: '2025-01-01T00:00:00.000Z',
          },
        }),
      [REPORT]: reported,
    });
    renderApp(`/dashboard/browse-talent/${candidateID}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Report Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this candidate' });
    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(fetchMock, REPORT)).toHaveLength(1));
    expect(bodyOf(callsTo(fetchMock, REPORT)[0]!)).toEqual({
      targetType: 'candidate',
      targetID: candidateID,
      reason: 'spam',
      details: '',
    });
  });
});
