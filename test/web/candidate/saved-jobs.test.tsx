// Saved jobs: the bookmark on a search's cards and on the job's page (pressed while saved, the
// server's message when it refuses), and /dashboard/saved-jobs with its marks, Remove, Load
// more and its empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SavedJob } from '#shared/schemas/saved-jobs.js';
import { apiResponse, candidate, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, noNotifications, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const base = { [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications };

const savedEntry = (index: number, overrides: Partial<SavedJob> = {}): SavedJob => {
  const job = sampleJob({
    _id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    jobTitle: `Saved ${index}`,
  });
  return {
    jobID: job._id,
    savedAt: '2026-11-20T10:00:00.000Z',
    jobTitle: job.jobTitle,
    companyName: job.employer.companyName,
    state: 'open',
    applied: false,
    job,
    ...overrides,
  };
};

describe('the bookmark of a job', () => {
  it('saves a job from its card and shows it pressed; a refusal shows the message and the state as it was', async () => {
    const [first, second] = [
      sampleJob({ jobTitle: 'First role' }),
      sampleJob({ _id: 'b'.repeat(8) + '-0000-4000-8000-000000000002', jobTitle: 'Second role' }),
    ];
    let saved: string[] = [];
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: () => searchAnswer([first!, second!], { currentPage: 1, isLastPage: true }),
      [apiPath('getApplicationStatuses')]: () => apiResponse(200, { applications: [], saved }),
      [apiPath('saveJob')]: ({ init }) => {
        const { jobID } = JSON.parse(String(init?.body)) as { jobID: string };
        if (jobID === second!._id)
          return apiResponse(409, { msg: 'You can keep up to 500 saved jobs. Remove some to save more.' });
        saved = [...saved, jobID];
        return apiResponse(200, { msg: 'Job saved', saved: true });
      },
    });
    renderApp('/dashboard/find-jobs');
    const user = userEvent.setup();

    const save = await screen.findByRole('button', { name: 'Save First role' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(await screen.findByText('Job saved')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save First role' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(callsTo(fetchMock, apiPath('saveJob'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Save Second role' }));
    expect(await screen.findByText('You can keep up to 500 saved jobs. Remove some to save more.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Second role' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it("removes a job from the saved ones on the job's page", async () => {
    const job = { ...sampleJob({ jobTitle: 'Kept role' }), saved: true };
    let isSaved = true;
    mockApi({
      ...base,
      [apiPath('getJobCandidate')]: () => apiResponse(200, { job: { ...job, saved: isSaved } }),
      [apiPath('unsaveJob')]: () => {
        isSaved = false;
        return apiResponse(200, { msg: 'Job removed from your saved jobs', saved: false });
      },
    });
    renderApp(`/dashboard/find-jobs/${job._id}`);
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Save Kept role' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(await screen.findByText('Job removed from your saved jobs')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save Kept role' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });
});

describe('/dashboard/saved-jobs', () => {
  it('lists the saved jobs with Applied, Closed and No longer available, pages with Load more and removes one', async () => {
    let first: SavedJob[] = [
      savedEntry(1, { applied: true }),
      savedEntry(2, { state: 'closed' }),
      savedEntry(3, { state: 'removed', job: undefined, jobTitle: 'Gone role' }),
    ];
    const fetchMock = mockApi({
      ...base,
      [apiPath('getSavedJobs')]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('cursor')
          ? apiResponse(200, { jobs: [savedEntry(4)], pagination: { isLastPage: true } })
          : apiResponse(200, { jobs: first, pagination: { isLastPage: false, nextCursor: 'next' } }),
      [apiPath('unsaveJob')]: ({ url }) => {
        const jobID = new URL(url, 'http://localhost').searchParams.get('jobID');
        first = first.filter((entry) => entry.jobID !== jobID);
        return apiResponse(200, { msg: 'Job removed from your saved jobs', saved: false });
      },
    });
    renderApp('/dashboard/saved-jobs');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Saved jobs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Applied');
    expect(rows[1]).toHaveTextContent('Closed');
    expect(rows[2]).toHaveTextContent('No longer available');
    expect(within(rows[2]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Saved 1' })).toHaveAttribute(
      'href',
      `/dashboard/find-jobs/${first[0]!.jobID}`,
    );

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Saved 4' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Saved 2 from your saved jobs' }));
    expect(await screen.findByText('Job removed from your saved jobs')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Saved 2' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, apiPath('unsaveJob'))).toHaveLength(1);
  });

  it('says there are none yet, with the way to Find jobs', async () => {
    mockApi({
      ...base,
      [apiPath('getSavedJobs')]: () => apiResponse(200, { jobs: [], pagination: { isLastPage: true } }),
    });
    renderApp('/dashboard/saved-jobs');

    const empty = (await screen.findByText('No saved jobs yet')).closest('div')!;
    expect(within(empty).getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/dashboard/find-jobs');
  });
});
