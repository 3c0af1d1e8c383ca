// /find-work and /dashboard/find-jobs: search and filters in the URL, page reset on change,
// Load more with cursors, empty state, card targets by role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { callsTo, departments, noNotifications, queryOf, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

describe('public /find-work', () => {
  it('lists open jobs with pay, hours and a card that sends visitors to /login', async () => {
    const job = sampleJob({ paymentInterval: 'monthly', minSalary: 3000, maxSalary: 4500, currency: 'EUR' });
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([job], { currentPage: 1, isLastPage: true }),
    });

    renderApp('/find-work');

    expect(await screen.findByRole('heading', { level: 1, name: 'Find Work' })).toBeInTheDocument();
    const card = (await screen.findByRole('link', { name: job.jobTitle })).closest('article')!;
    expect(within(card).getByRole('link', { name: job.jobTitle })).toHaveAttribute('href', '/login');
    expect(within(card).getByText('€3,000 - €4,500 a month')).toBeInTheDocument();
    expect(within(card).getByText(/08:00 - 17:00, Europe\/Paris \(GMT\+01:00\)/)).toBeInTheDocument();
    expect(within(card).getByText('Remote')).toBeInTheDocument();
    expect(within(card).getByText('Full-time')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('sends a signed-in employer to /login too, and says when the pay has no currency', async () => {
    const job = sampleJob({ currency: '' });
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([job], { currentPage: 1, isLastPage: true }),
    });

    renderApp('/find-work');

    expect(await screen.findByRole('link', { name: job.jobTitle })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Pay not stated in a currency')).toBeInTheDocument();
  });

  it('links the company’s name to its public page when it has one, names it alone otherwise', async () => {
    const withPage = sampleJob({ employer: { companyName: 'Acme Remote', companySlug: 'acme-remote' } });
    const withoutPage = sampleJob({ employer: { companyName: 'Old Co' } });
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([withPage, withoutPage], { currentPage: 1, isLastPage: true }),
    });

    renderApp('/find-work');

    const card = (await screen.findByRole('link', { name: withPage.jobTitle })).closest('article')!;
    expect(within(card).getByRole('link', { name: 'Acme Remote' })).toHaveAttribute('href', '/companies/acme-remote');
    const other = screen.getByRole('link', { name: withoutPage.jobTitle }).closest('article')!;
    expect(within(other).getByText('Old Co')).toBeInTheDocument();
    expect(
      within(other)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([withoutPage.jobTitle]);
  });
});

describe('Feed of this search', () => {
  const feedQuery = () => {
    const href = screen.getByRole('link', { name: 'Feed of this search' }).getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  };

  it('links a visitor to the RSS feed of the filters on screen, and of all jobs without any', async () => {
    mockApi({
      [apiPath('getUser')]: visitor,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
    });
    renderApp('/find-work?jobTitle=virtual&jobType=part-time&minPay=40000&payInterval=annually&payCurrency=EUR&page=2');

    await screen.findByRole('heading', { level: 1, name: 'Find Work' });
    expect(feedQuery()).toEqual({
      path: '/jobs.rss',
      query: {
        jobTitle: 'virtual',
        jobType: 'part-time',
        minPay: '40000',
        payInterval: 'annually',
        payCurrency: 'EUR',
      },
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(feedQuery()).toEqual({ path: '/jobs.rss', query: {} }));
  });

  it('gives a candidate’s overlap filter with their working day, which the feed needs to measure it', async () => {
    const day = { timeZone: 'America/Chicago', workStart: '08:00', workEnd: '16:00' };
    mockApi({
      [apiPath('getUser')]: signedIn({ ...candidate, ...day }),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
    });
    renderApp('/dashboard/find-jobs?overlapHours=4');

    await screen.findByRole('heading', { name: 'Find jobs' });
    await waitFor(() => expect(feedQuery()).toEqual({ path: '/jobs.rss', query: { overlapHours: '4', ...day } }));
  });
});

describe('candidate /dashboard/find-jobs', () => {
  // The candidate's working day goes with every search (each job's overlap with it).
  const day = { timeZone: 'America/Chicago', workStart: '08:00', workEnd: '16:00' };
  const base = {
    [apiPath('getUser')]: signedIn({ ...candidate, ...day }),
    [apiPath('getNotifications')]: noNotifications,
    [apiPath('getDepartments')]: departments,
  };

  it('opens the job page from a card and appends pages with Load more, sending the cursor', async () => {
    const first = Array.from({ length: 10 }, () => sampleJob());
    const second = [sampleJob({ jobTitle: 'Last job' })];
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: ({ url }) => {
        const page = new URL(url, 'http://localhost').searchParams.get('page');
        return page === '2'
          ? searchAnswer(second, { currentPage: 2, isLastPage: true })
          : searchAnswer(first, { currentPage: 1, isLastPage: false, nextCursor: 'cursor-1' });
      },
    });
    const { router } = renderApp('/dashboard/find-jobs?jobTitle=virtual');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Find jobs' })).toBeInTheDocument();
    expect(screen.getByText('Discover your next big opportunity')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: first[0]!.jobTitle })).toHaveAttribute(
      'href',
      `/dashboard/find-jobs/${first[0]!._id}`,
    );
    expect(queryOf(callsTo(fetchMock, apiPath('searchJobs'))[0]!).get('jobTitle')).toBe('virtual');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(router.state.location.search).toBe('?jobTitle=virtual&page=2'));

    expect(await screen.findByRole('link', { name: 'Last job' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(11);
    const secondCall = queryOf(callsTo(fetchMock, apiPath('searchJobs')).at(-1)!);
    expect(secondCall.get('page')).toBe('2');
    expect(secondCall.get('cursor')).toBe('cursor-1');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('on reload with page=2 fetches page 1 then page 2 with its cursor', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('page') === '2'
          ? searchAnswer([sampleJob({ jobTitle: 'Page two job' })], { currentPage: 2, isLastPage: true })
          : searchAnswer([sampleJob({ jobTitle: 'Page one job' })], {
              currentPage: 1,
              isLastPage: false,
              nextCursor: 'abc',
            }),
    });

    renderApp('/dashboard/find-jobs?page=2');

    expect(await screen.findByRole('link', { name: 'Page two job' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page one job' })).toBeInTheDocument();
    const queries = callsTo(fetchMock, apiPath('searchJobs')).map((call) => Object.fromEntries(queryOf(call)));
    expect(queries).toEqual([
      { ...day, page: '1' },
      { ...day, page: '2', cursor: 'abc' },
    ]);
  });

  it('fills short pages of a title search by asking the next ones itself, up to three requests a page', async () => {
    const jobsOfPage: Record<string, number> = { '1': 2, '2': 0, '3': 3, '4': 10 };
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: ({ url }) => {
        const page = new URL(url, 'http://localhost').searchParams.get('page')!;
        const jobs = Array.from({ length: jobsOfPage[page]! }, (_, i) => sampleJob({ jobTitle: `Job ${page}.${i}` }));
        return searchAnswer(jobs, { currentPage: Number(page), isLastPage: false, nextCursor: `after-${page}` });
      },
    });

    renderApp('/dashboard/find-jobs?jobTitle=react+dev');

    expect(await screen.findByRole('link', { name: 'Job 3.2' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeEnabled();
    const queries = callsTo(fetchMock, apiPath('searchJobs')).map((call) => Object.fromEntries(queryOf(call)));
    expect(queries).toEqual([
      { jobTitle: 'react dev', ...day, page: '1' },
      { jobTitle: 'react dev', ...day, page: '2', cursor: 'after-1' },
      { jobTitle: 'react dev', ...day, page: '3', cursor: 'after-2' },
    ]);
  });

  it('says when the newest jobs checked did not match but older ones may, and keeps looking on request', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page'));
        return page < 4
          ? searchAnswer([], { currentPage: page, isLastPage: false, nextCursor: `after-${page}` })
          : searchAnswer([sampleJob({ jobTitle: 'Old match' })], { currentPage: page, isLastPage: true });
      },
    });
    const user = userEvent.setup();

    renderApp('/dashboard/find-jobs?jobTitle=rare+words');

    expect(await screen.findByRole('heading', { name: 'No matches among the newest jobs' })).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('searchJobs'))).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Keep looking' }));
    expect(await screen.findByRole('link', { name: 'Old match' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('puts search and filters in the URL, resets the page on any change, and Clear all empties them', async () => {
    const fetchMock = mockApi({
      ...base,
      [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
    });
    const { router } = renderApp('/dashboard/find-jobs?page=3&jobTitle=dev');
    const user = userEvent.setup();
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByLabelText('Job type'), 'Contractor');
    await waitFor(() => expect(router.state.location.search).toBe('?jobTitle=dev&jobType=contractor'));
    await user.selectOptions(screen.getByLabelText('Department'), 'Engineering');
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    const search = screen.getByRole('searchbox', { name: 'Search jobs by title' });
    await user.clear(search);
    await user.type(search, 'designer{Enter}');

    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        jobTitle: 'designer',
        jobType: 'contractor',
        department: 'Engineering',
        country: 'Germany',
      }),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queryOf(callsTo(fetchMock, apiPath('searchJobs')).at(-1)!))).toEqual({
        jobTitle: 'designer',
        jobType: 'contractor',
        department: 'Engineering',
        country: 'Germany',
        ...day,
        page: '1',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(search).toHaveValue('');
  });

  it('shows the empty state, whose button clears search and filters', async () => {
    mockApi({ ...base, [apiPath('searchJobs')]: () => searchAnswer([], { currentPage: 1, isLastPage: true }) });
    const { router } = renderApp('/dashboard/find-jobs?jobTitle=zzz&country=France');
    const user = userEvent.setup();

    expect(await screen.findByText('No jobs matching that search')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting search terms or filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a spinner while the first page loads', async () => {
    mockApi({ ...base, [apiPath('searchJobs')]: () => new Promise(() => {}) });
    renderApp('/dashboard/find-jobs');
    expect(await screen.findByText('Loading jobs')).toBeInTheDocument();
  });
});
