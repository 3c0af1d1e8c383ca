// /dashboard/jobs: tabs with counts, search and filters in the URL, the table, row menu with
// the confirmations, paging with "Showing X - Y of N records", skeleton and empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Job } from '#shared/schemas/jobs.js';
import { apiResponse, mockApi, renderApp } from '../support/test-utils';
import { bodyOf, callsTo, employerBase, employerJob, jobsAnswer, queryOf } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';
import { jobApplicantsApi } from '../support/job-applicants-api';

const open = employerJob({
  jobTitle: 'Virtual Assistant',
  applicantCount: 3,
  department: 'Administration',
  country: 'France',
  jobType: 'full-time',
});
const closed = employerJob({ jobTitle: 'Data Entry Clerk', active: false });

/** Opens the row menu of the job and returns it (menus stay in the DOM once opened). */
async function openMenu(user: ReturnType<typeof userEvent.setup>, title: string) {
  const toggle = await screen.findByRole('button', { name: `Actions for ${title}` });
  await user.click(toggle);
  return within(toggle.closest('.dropdown') as HTMLElement);
}

describe('/dashboard/jobs', () => {
  it('shows the title, tabs with counts, Add Job and the rows with their columns', async () => {
    mockApi({
      ...employerBase,
      [apiPath('getJobs')]: () => jobsAnswer([open, closed], { counts: { all: 2, open: 1, closed: 1 } }),
    });
    renderApp('/dashboard/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByText('Recruit top talent, wherever they are')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Job' })).toHaveAttribute('href', '/post-a-job');
    expect(await screen.findByRole('button', { name: 'All jobs 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Open 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Closed 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Jobs',
      'Status',
      'Applications',
      'Department',
      'Created on',
      'Actions',
    ]);
    const row = screen.getByRole('link', { name: 'Virtual Assistant' }).closest('tr')!;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('Administration')).toBeInTheDocument();
    expect(within(row).getByText('12 Mar 2026')).toBeInTheDocument();
    expect(row).toHaveTextContent('France · Full-time');
    expect(row.querySelector('img.country-flag')?.getAttribute('src')).toMatch(/\/FR\.svg/);
    expect(
      within(screen.getByRole('link', { name: 'Data Entry Clerk' }).closest('tr')!).getByText('Closed'),
    ).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 2 of 2 records')).toBeInTheDocument();
  });

  it('shows 6 skeleton rows while loading', async () => {
    mockApi({ ...employerBase, [apiPath('getJobs')]: () => new Promise<Response>(() => {}) });
    renderApp('/dashboard/jobs');
    expect(await screen.findByText('Loading jobs')).toBeInTheDocument();
    expect(screen.getAllByTestId('jobs-skeleton-row')).toHaveLength(6);
  });

  it('shows the empty state', async () => {
    mockApi({ ...employerBase, [apiPath('getJobs')]: () => jobsAnswer([]) });
    renderApp('/dashboard/jobs?jobTitle=zzz');
    expect(await screen.findByText('No results found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search term.')).toBeInTheDocument();
  });

  it('keeps tab, search, filters and page in the URL; changing one goes back to page 1', async () => {
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getJobs')]: ({ url }) =>
        jobsAnswer([open], { total: 15, page: Number(new URL(url, 'http://localhost').searchParams.get('page')) }),
    });
    const { router } = renderApp('/dashboard/jobs?page=2&country=france');
    const user = userEvent.setup();

    // Asked by number: the app has no cursor for page 2 yet (the server walks to it).
    expect(await screen.findByText('Showing 11 - 11 of 15 records')).toBeInTheDocument();
    expect(queryOf(callsTo(fetchMock, apiPath('getJobs'))[0]!)).toEqual({ page: '2', country: 'France' });
    expect(screen.getByText('Country: France')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Open \d/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=france&active=true'));

    await user.type(screen.getByLabelText('Search jobs by title'), 'Virt');
    await waitFor(() => expect(router.state.location.search).toBe('?country=france&active=true&jobTitle=Virt'));
    await waitFor(() =>
      expect(queryOf(callsTo(fetchMock, apiPath('getJobs')).at(-1)!)).toEqual({
        active: 'true',
        jobTitle: 'Virt',
        country: 'France',
        page: '1',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?country=france&active=true&jobTitle=Virt&page=2'));
    // Page 2 is asked with the cursor page 1 answered.
    await waitFor(() =>
      expect(queryOf(callsTo(fetchMock, apiPath('getJobs')).at(-1)!)).toMatchObject({ page: '2', cursor: 'cursor-2' }),
    );
  });

  it("shows a search's page without a total, and one with no matches yet that has more after it", async () => {
    mockApi({
      ...employerBase,
      [apiPath('getJobs')]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('page') === '2'
          ? jobsAnswer([open], { page: 2, search: true, isLastPage: true })
          : jobsAnswer([], { search: true, isLastPage: false }),
    });
    const { router } = renderApp('/dashboard/jobs?jobTitle=Virt');
    const user = userEvent.setup();

    expect(await screen.findByText('No matches among these jobs')).toBeInTheDocument();
    expect(screen.getByText('Older jobs are still to be searched: press Next.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));

    await waitFor(() => expect(router.state.location.search).toBe('?jobTitle=Virt&page=2'));
    expect(await screen.findByText('Showing 11 - 11 matching records')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('applies, resets and removes filters with the Filters menu and chips', async () => {
    mockApi({ ...employerBase, [apiPath('getJobs')]: () => jobsAnswer([open]) });
    const { router } = renderApp('/dashboard/jobs?active=true&jobTitle=Virt&country=france');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Remove filter Country: France' }));
    await waitFor(() => expect(router.state.location.search).toBe('?active=true&jobTitle=Virt'));

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.selectOptions(screen.getByLabelText('Country'), 'Kenya');
    await user.selectOptions(
      screen.getByLabelText('Department'),
      await screen.findByRole('option', { name: 'Engineering' }),
    );
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?active=true&jobTitle=Virt&country=Kenya&department=Engineering'),
    );
    expect(screen.getByText('Department: Engineering')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Filters/ }));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe('?active=true&jobTitle=Virt'));
  });

  it('opens the job on a row click', async () => {
    mockApi({
      ...employerBase,
      [apiPath('getJobs')]: () => jobsAnswer([open]),
      ...jobApplicantsApi(open),
    });
    const { router } = renderApp('/dashboard/jobs');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Administration'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/jobs/${open._id}`));
    expect(await screen.findByRole('heading', { level: 1, name: open.jobTitle })).toBeInTheDocument();
  });

  it('closes a job after "Close this job?", opens one directly, deletes after a confirmation', async () => {
    let jobs: Job[] = [open, closed];
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getJobs')]: () => jobsAnswer(jobs),
      [apiPath('updateJobActiveStatus')]: ({ init }) => {
        const { jobID, active } = JSON.parse(String(init?.body)) as { jobID: string; active: boolean };
        jobs = jobs.map((job) => (job._id === jobID ? { ...job, active } : job));
        return apiResponse(200, { job: jobs.find((job) => job._id === jobID) });
      },
      [apiPath('deleteJob')]: ({ url }) => {
        jobs = jobs.filter((job) => job._id !== new URL(url, 'http://localhost').searchParams.get('jobID'));
        return apiResponse(200, { msg: 'Job successfully deleted' });
      },
    });
    renderApp('/dashboard/jobs');
    const user = userEvent.setup();

    let menu = await openMenu(user, 'Virtual Assistant');
    expect(menu.getByRole('link', { name: 'View job' })).toHaveAttribute('href', `/dashboard/jobs/${open._id}`);
    expect(menu.getByRole('link', { name: 'Edit job' })).toHaveAttribute('href', `/edit-job/${open._id}`);
    await user.click(menu.getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, apiPath('updateJobActiveStatus'))).toHaveLength(0);

    menu = await openMenu(user, 'Virtual Assistant');
    await user.click(menu.getByRole('button', { name: 'Close job' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Close this job?' })).getByRole('button', { name: 'Close job' }),
    );
    expect(await screen.findByText('Job successfully closed')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateJobActiveStatus'))[0]!)).toEqual({
      jobID: open._id,
      active: false,
    });

    menu = await openMenu(user, 'Data Entry Clerk');
    await user.click(menu.getByRole('button', { name: 'Open job' }));
    expect(await screen.findByText('Job successfully opened')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('updateJobActiveStatus'))[1]!)).toEqual({
      jobID: closed._id,
      active: true,
    });

    menu = await openMenu(user, 'Data Entry Clerk');
    await user.click(menu.getByRole('button', { name: 'Delete job' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(confirm).toHaveTextContent('deleted permanently');
    await user.click(within(confirm).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('Job successfully deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Data Entry Clerk' })).not.toBeInTheDocument());
  });

  it('steps back a page when the last row of a later page goes', async () => {
    let total = 11;
    mockApi({
      ...employerBase,
      [apiPath('getJobs')]: ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return page === 2 && total === 11
          ? jobsAnswer([open], { total, page })
          : page === 2
            ? jobsAnswer([], { total, page })
            : jobsAnswer([closed], { total, page });
      },
      [apiPath('deleteJob')]: () => {
        total = 10;
        return apiResponse(200, { msg: 'Job successfully deleted' });
      },
    });
    const { router } = renderApp('/dashboard/jobs?page=2');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Actions for Virtual Assistant' }));
    await user.click(screen.getByRole('button', { name: 'Delete job' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete job' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('link', { name: 'Data Entry Clerk' })).toBeInTheDocument();
  });
});
