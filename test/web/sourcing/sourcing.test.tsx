// /dashboard/browse-talent and /dashboard/browse-talent/{id}: the search form, the results
// table with filters in the URL, paging, a failed search, and the candidate's details.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { callsTo, noNotifications, queryOf } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const base = { [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications };
const row = (i: number, overrides: Record<string, unknown> = {}) => ({
  _id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  firstName: `Ada${i}`,
  lastName: 'King',
  jobTitle: 'Virtual Assistant',
  jobType: 'full-time',
  country: 'France',
  email: `ada${i}@example.com`,
  createdAt: '2026-02-03T10:00:00.000Z',
  ...overrides,
});
const page = (rows: unknown[], pagination: Record<string, unknown>) =>
  apiResponse(200, { candidates: rows, pagination });

describe('/dashboard/browse-talent', () => {
  it('without a search shows "Find the perfect candidate" and the form; searching lists candidates in the table', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('getCandidates')]: () => page([row(1)], { currentPage: 1, isLastPage: true }),
    });
    const { router } = renderApp('/dashboard/browse-talent');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Find the perfect candidate' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getCandidates'))).toHaveLength(0);

    await user.type(screen.getByRole('searchbox', { name: 'Job title' }), 'virtual{Enter}');

    await waitFor(() => expect(router.state.location.search).toBe('?jobTitle=virtual'));
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Candidates', 'Location', 'Email', 'Join Date']);
    const cells = within(table).getAllByRole('row')[1]!;
    expect(cells).toHaveTextContent('Ada1 King');
    expect(cells).toHaveTextContent('France');
    expect(cells).toHaveTextContent('ada1@example.com');
    expect(cells).toHaveTextContent('3 Feb 2026');
    expect(within(cells).getByRole('link', { name: 'Ada1 King' })).toHaveAttribute(
      'href',
      `/dashboard/browse-talent/${row(1)._id}`,
    );

    await user.click(within(cells).getByText('ada1@example.com'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/browse-talent/${row(1)._id}`));
  });

  it('puts filters in the URL (page reset), loads more with the cursor, and clearing the search resets the list', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('getCandidates')]: ({ url }) =>
        queryOf([url]).get('page') === '2'
          ? page([row(11)], { currentPage: 2, isLastPage: true })
          : page(
              Array.from({ length: 10 }, (_, i) => row(i)),
              { currentPage: 1, isLastPage: false, nextCursor: 'next-1' },
            ),
    });
    const { router } = renderApp('/dashboard/browse-talent?jobTitle=virtual&page=2');
    const user = userEvent.setup();

    expect(await screen.findByText('Ada11 King')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getCandidates')).map((call) => Object.fromEntries(queryOf(call)))).toEqual([
      { jobTitle: 'virtual', page: '1' },
      { jobTitle: 'virtual', page: '2', cursor: 'next-1' },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Contractor');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?jobTitle=virtual&country=Germany&jobType=contractor'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(callsTo(fetchMock, apiPath('getCandidates')).at(-1)!))).toEqual({
        jobTitle: 'virtual',
        country: 'Germany',
        jobType: 'contractor',
        page: '1',
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(callsTo(fetchMock, apiPath('getCandidates')).at(-1)!))).toMatchObject({
        page: '2',
        cursor: 'next-1',
      }),
    );

    const search = screen.getByRole('searchbox', { name: 'Job title' });
    await user.clear(search);
    await user.type(search, '{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Find the perfect candidate' })).toBeInTheDocument();
  });

  it('shows an empty list and a retry when the search fails', async () => {
    let fail = true;
    mockApi({
      ...base,
      [apiPath('getCandidates')]: () =>
        fail
          ? apiResponse(500, { msg: 'Internal server error. Please try again later' })
          : page([row(5)], { currentPage: 1, isLastPage: true }),
    });
    renderApp('/dashboard/browse-talent?jobTitle=virtual');
    const user = userEvent.setup();

    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(1);
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('Ada5 King')).toBeInTheDocument();
  });
});

describe('/dashboard/browse-talent/{id}', () => {
  const candidate = {
    ...row(7),
    bio: { about: 'Organised and calm.', skills: ['Scheduling'], languages: ['French', 'English'] },
    resumePath: `resumes/${row(7)._id}/11111111-2222-4333-8444-555555555555.pdf`,
  };

  it('shows the details read-only with the Sourcing crumb, and View resume opens the signed link in a new tab', async () => {
    const tab = { location: { href: '' }, closed: false, close: vi.fn(), opener: {} };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    mockApi({
      ...base,
      [apiPath('getCandidate')]: () => apiResponse(200, { candidate }),
      [apiPath('getResume')]: () => apiResponse(200, { signedUrl: 'http://files.example/cv.pdf?X-Amz-Expires=300' }),
    });
    renderApp(`/dashboard/browse-talent/${candidate._id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Ada7 King' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Sourcing' })).toHaveAttribute('href', '/dashboard/browse-talent');
    expect(screen.getByText('Organised and calm.')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Languages' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'View resume' }));
    await waitFor(() => expect(tab.location.href).toBe('http://files.example/cv.pdf?X-Amz-Expires=300'));
  });

  it('says so when the candidate cannot be found', async () => {
    mockApi({
      ...base,
      [apiPath('getCandidate')]: () => apiResponse(404, { msg: 'This candidate could not be found.' }),
    });
    renderApp(`/dashboard/browse-talent/${row(8)._id}`);
    expect(await screen.findByText('This candidate could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sourcing' })).toHaveAttribute('href', '/dashboard/browse-talent');
  });
});
