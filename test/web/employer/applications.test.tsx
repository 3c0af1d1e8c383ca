// The hiring pipeline on screen: the employer's Applications card (stage tabs with counts, a
// move with its toast, View to the history), My applications (list, Load more, empty state,
// withdraw after the question) and the candidate's job page once applied.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_REVIEWS } from '#shared/schemas/reviews.js';
import type { MyApplication } from '#shared/schemas/applications.js';
import { apiResponse, candidate, mockApi, renderApp, signedIn } from '../support/test-utils';
import { noNotifications, sampleJob } from '../support/candidate-fixtures';
import { bodyOf, callsTo, employerBase, employerJob } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';
import { jobApplicantsApi } from '../support/job-applicants-api';

const at = '2026-03-13T10:00:00.000Z';
const applicant = (i: number, stage: 'new' | 'shortlisted' | 'interviewing' | 'withdrawn') => ({
  userID: `20000000-0000-4000-8000-00000000000${i}`,
  firstName: `Candidate${i}`,
  lastName: 'Smith',
  email: `c${i}@example.com`,
  createdAt: at,
  stage,
  history: [{ stage: 'new' as const, at, by: `Candidate${i} Smith` }],
  reviewSummary: NO_REVIEWS,
});

describe('the employer moves applications through stages', () => {
  const applicants = [applicant(0, 'new'), applicant(1, 'new'), applicant(2, 'shortlisted'), applicant(3, 'withdrawn')];
  const job = employerJob({ jobTitle: 'Content Writer', applicantCount: 3, applicants });

  it("marks an email the candidate typed that is not their account's confirmed one", async () => {
    const typed = { ...applicant(5, 'new'), email: 'typed@example.com', emailConfirmed: false };
    const confirmed = { ...applicant(6, 'new'), emailConfirmed: true };
    const marked = employerJob({ jobTitle: 'Content Writer', applicantCount: 2, applicants: [typed, confirmed] });
    mockApi({ ...employerBase, ...jobApplicantsApi(marked) });
    renderApp(`/dashboard/jobs/${marked._id}`);

    const card = await screen.findByRole('region', { name: /Applications/ });
    const rowOf = (email: string) => within(card).getByText(email, { exact: false }).closest('li')!;
    await waitFor(() => expect(rowOf('typed@example.com')).toBeInTheDocument());
    expect(within(rowOf('typed@example.com')).getByText('Not their confirmed email')).toBeInTheDocument();
    expect(within(rowOf('c6@example.com')).queryByText('Not their confirmed email')).toBeNull();
  });

  it('counts each stage in its tab, filters by it, and moves an applicant with a toast', async () => {
    const fetchMock = mockApi({
      ...employerBase,
      ...jobApplicantsApi(job),
      [apiPath('updateApplicationStage')]: () =>
        apiResponse(200, {
          application: { jobID: job._id, userID: applicants[0]!.userID, stage: 'interviewing', history: [] },
        }),
    });
    renderApp(`/dashboard/jobs/${job._id}`);
    const user = userEvent.setup();

    const tabs = await screen.findByRole('navigation', { name: 'Applications by stage' });
    expect(within(tabs).getByRole('button', { name: 'All 4' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('button', { name: 'New 2' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Shortlisted 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Withdrawn 1' })).toBeInTheDocument();
    expect(within(tabs).getByRole('button', { name: 'Hired 0' })).toBeInTheDocument();

    const card = screen.getByRole('region', { name: /Applications/ });
    // A withdrawn application has no select, only its badge.
    expect(within(card).getAllByRole('combobox', { name: /^Stage of / })).toHaveLength(3);
    expect(within(card).getByText('Withdrawn', { selector: '.badge' })).toBeInTheDocument();

    await user.click(within(tabs).getByRole('button', { name: 'Shortlisted 1' }));
    expect(
      within(card)
        .getAllByRole('link', { name: /^View / })
        .map((link) => link.getAttribute('aria-label')),
    ).toEqual(['View Candidate2 Smith']);
    await user.click(within(tabs).getByRole('button', { name: 'Hired 0' }));
    expect(within(card).getByText('No applications are Hired right now.')).toBeInTheDocument();

    await user.click(within(tabs).getByRole('button', { name: 'All 4' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage of Candidate0 Smith' }), 'interviewing');
    expect(await screen.findByText('Application moved to Interviewing')).toBeInTheDocument();
    const [move] = callsTo(fetchMock, apiPath('updateApplicationStage'));
    expect(bodyOf(move!)).toEqual({ jobID: job._id, userID: applicants[0]!.userID, stage: 'interviewing' });
    expect(within(card).getByRole('link', { name: 'View Candidate0 Smith' })).toHaveAttribute(
      'href',
      `/dashboard/browse-talent/${applicants[0]!.userID}?job=${job._id}`,
    );
  });

  it("asks for a reason and shows the company's rejection email, editable, before rejecting", async () => {
    const fetchMock = mockApi({
      ...employerBase,
      ...jobApplicantsApi(job),
      [apiPath('getEmailTemplates')]: () =>
        apiResponse(200, {
          templates: {
            rejection: 'Dear {candidateFirstName}, {jobTitle} at {companyName} is filled.',
            interview: 'i',
            offer: 'o',
          },
        }),
      [apiPath('updateApplicationStage')]: () =>
        apiResponse(200, {
          application: { jobID: job._id, userID: applicants[0]!.userID, stage: 'rejected', history: [] },
        }),
    });
    renderApp(`/dashboard/jobs/${job._id}`);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: /Applications/ });
    const select = within(card).getByRole('combobox', { name: 'Stage of Candidate0 Smith' });

    // Cancel: nothing is sent, the applicant stays where they were.
    await user.selectOptions(select, 'rejected');
    let dialog = await screen.findByRole('dialog', { name: 'Reject Candidate0 Smith?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue('new');

    await user.selectOptions(select, 'rejected');
    dialog = await screen.findByRole('dialog', { name: 'Reject Candidate0 Smith?' });
    const message = await within(dialog).findByRole('textbox', { name: 'Message to the candidate' });
    expect(message).toHaveValue('Dear Candidate0, Content Writer at Analytical Engines is filled.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    expect(await within(dialog).findByText('Choose a reason for the rejection')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('updateApplicationStage'))).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'Role filled');
    await user.type(message, ' We will keep your details.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject and send' }));
    expect(await screen.findByText('Application moved to Rejected')).toBeInTheDocument();
    const [move] = callsTo(fetchMock, apiPath('updateApplicationStage'));
    expect(bodyOf(move!)).toEqual({
      jobID: job._id,
      userID: applicants[0]!.userID,
      stage: 'rejected',
      rejectionReason: 'role-filled',
      message: 'Dear Candidate0, Content Writer at Analytical Engines is filled. We will keep your details.',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the application's history on the candidate's detail reached from the job", async () => {
    const moved = {
      ...applicant(0, 'shortlisted'),
      history: [
        { stage: 'new' as const, at, by: 'Candidate0 Smith' },
        { stage: 'withdrawn' as const, at: '2026-11-02T10:00:00.000Z', by: 'Candidate0 Smith' },
        {
          stage: 'new' as const,
          at: '2026-11-03T10:00:00.000Z',
          by: 'Candidate0 Smith',
          event: 'applied-again' as const,
        },
        { stage: 'shortlisted' as const, at: '2026-11-04T10:00:00.000Z', by: 'Ada Lovelace' },
      ],
    };
    mockApi({
      ...employerBase,
      ...jobApplicantsApi({ ...job, applicants: [moved] }),
      [apiPath('getCandidate')]: () =>
        apiResponse(200, {
          candidate: {
            userID: moved.userID,
            firstName: 'Candidate0',
            lastName: 'Smith',
            email: moved.email,
            jobTitle: 'Writer',
            jobType: 'full-time',
            country: 'Kenya',
            createdAt: at,
            bio: { about: '', skills: [], languages: [] },
          },
        }),
    });
    renderApp(`/dashboard/browse-talent/${moved.userID}?job=${job._id}`);

    const history = await screen.findByRole('region', { name: 'Application' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^New · .+ · by Candidate0 Smith$/),
      expect.stringMatching(/^Withdrawn · .+ · by Candidate0 Smith$/),
      expect.stringMatching(/^Applied again · .+ · by Candidate0 Smith$/),
      expect.stringMatching(/^Shortlisted · .+ · by Ada Lovelace$/),
    ]);
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Job details' }),
    ).toHaveAttribute('href', `/dashboard/jobs/${job._id}`);
  });
});

const row = (i: number, overrides: Partial<MyApplication> = {}): MyApplication => ({
  jobID: `30000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
  jobTitle: `Role ${i}`,
  companyName: 'Acme',
  stage: 'new',
  createdAt: at,
  jobClosed: false,
  jobRemoved: false,
  ...overrides,
});
const candidateBase = { [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications };

describe('My applications', () => {
  it('lists the applications with their status, loads more, and withdraws one after the question', async () => {
    const first = Array.from({ length: 10 }, (_, i) =>
      row(
        i,
        i === 1
          ? { stage: 'interviewing', jobClosed: true }
          : i === 2
            ? { jobRemoved: true, jobTitle: 'Gone role' }
            : {},
      ),
    );
    const fetchMock = mockApi({
      ...candidateBase,
      [apiPath('getMyApplications')]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('cursor')
          ? apiResponse(200, {
              applications: [row(10, { stage: 'rejected' })],
              pagination: { currentPage: 2, isLastPage: true },
            })
          : apiResponse(200, {
              applications: first,
              pagination: { currentPage: 1, isLastPage: false, nextCursor: 'next' },
            }),
      [apiPath('withdrawApplication')]: () => apiResponse(200, { msg: 'Application withdrawn' }),
    });
    renderApp('/dashboard/applications');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'My applications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByRole('link', { name: 'Role 0' })).toHaveAttribute(
      'href',
      `/dashboard/find-jobs/${first[0]!.jobID}`,
    );
    expect(items[0]).toHaveTextContent('Applied');
    expect(within(items[1]!).getByText('Interviewing')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Job closed')).toBeInTheDocument();
    // A removed job's title is no link; its conversation stays readable.
    expect(within(items[2]!).queryByRole('link', { name: 'Gone role' })).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'Messages about Role 0' })).toHaveAttribute(
      'href',
      `/dashboard/messages/${first[0]!.jobID}_${candidate.userID}`,
    );
    expect(within(items[2]!).getByText('This job is no longer available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(11));
    const last = within(list).getAllByRole('listitem')[10]!;
    expect(within(last).getByText('Not selected')).toBeInTheDocument();
    expect(within(last).queryByRole('button', { name: /Withdraw/ })).toBeNull();

    await user.click(within(items[0]!).getByRole('button', { name: 'Withdraw the application for Role 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Application withdrawn')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('withdrawApplication'))[0]!)).toEqual({ jobID: first[0]!.jobID });
  });

  it('says so, with the way to Find jobs, when there is none', async () => {
    mockApi({
      ...candidateBase,
      [apiPath('getMyApplications')]: () =>
        apiResponse(200, { applications: [], pagination: { currentPage: 1, isLastPage: true } }),
    });
    renderApp('/dashboard/applications');
    const empty = (await screen.findByRole('heading', { name: 'You have not applied to any jobs yet' })).closest(
      '.app-card',
    ) as HTMLElement;
    expect(within(empty).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/dashboard/find-jobs');
  });
});

describe("the candidate's job page once applied", () => {
  it('shows when they applied and the status instead of the form; a withdrawn application shows the form again', async () => {
    const job = sampleJob();
    mockApi({
      ...candidateBase,
      [apiPath('getJobCandidate')]: () =>
        apiResponse(200, { job: { ...job, myApplication: { jobID: job._id, stage: 'shortlisted', createdAt: at } } }),
    });
    const { unmount } = renderApp(`/dashboard/find-jobs/${job._id}`);
    const status = await screen.findByRole('region', { name: 'Your application' });
    expect(status).toHaveTextContent('You applied on');
    expect(within(status).getByText('In review')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Application form' })).toBeNull();
    unmount();

    mockApi({
      ...candidateBase,
      [apiPath('getJobCandidate')]: () =>
        apiResponse(200, { job: { ...job, myApplication: { jobID: job._id, stage: 'withdrawn', createdAt: at } } }),
    });
    renderApp(`/dashboard/find-jobs/${job._id}`);
    expect(await screen.findByRole('region', { name: 'Application form' })).toBeInTheDocument();
  });
});
