// The remote-fit filters of /find-work and /dashboard/find-jobs: minimum pay, I can apply
// from and overlap with my day in the URL and the request, their chips, Clear all, links that
// give the same search, a visitor's time zone, and the reference rates note.
import { act, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SWRConfig } from 'swr';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/schemas/accounts.js';
import { JobSearch } from '@/features/find-work/components/job-search';
import { SessionContext } from '@/lib/session';
import { candidate, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { callsTo, departments, noNotifications, queryOf, sampleJob, searchAnswer } from '../support/candidate-fixtures';
import { apiPath } from '../../support/api-paths';

const lastSearch = (fetchMock: ReturnType<typeof mockApi>) =>
  Object.fromEntries(queryOf(callsTo(fetchMock, apiPath('searchJobs')).at(-1)!));
const urlOf = (router: ReturnType<typeof renderApp>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));
const chips = () => screen.queryByRole('list', { name: 'Filters in force' });

/** Opens the visitor's time zone picker (its list is made then), picks `zone` and uses it. */
async function pickTimeZone(user: ReturnType<typeof userEvent.setup>, zone: string) {
  const picker = screen.getByLabelText('My time zone');
  await user.click(picker);
  await user.selectOptions(picker, zone);
  await user.click(screen.getByRole('button', { name: 'Use' }));
}

beforeEach(() => window.localStorage.clear());

describe('remote-fit filters of a signed-in candidate', () => {
  const day = { timeZone: 'Asia/Manila', workStart: '10:00', workEnd: '18:00' };
  const api = (user: User = { ...candidate, ...day }) => ({
    [apiPath('getUser')]: signedIn(user),
    [apiPath('getNotifications')]: noNotifications,
    [apiPath('getDepartments')]: departments,
    [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
  });

  it('puts minimum pay, apply-from and overlap in the URL and the request, with a chip each that removes it', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp('/dashboard/find-jobs?jobTitle=dev&page=2');
    const user = userEvent.setup();
    await screen.findAllByRole('article');
    expect(lastSearch(fetchMock)).toMatchObject(day);

    // Interval and currency wait for an amount; Enter applies the three.
    await user.selectOptions(screen.getByLabelText('Pay per'), 'a month');
    await user.selectOptions(screen.getByLabelText('Pay currency'), 'EUR');
    expect(urlOf(router)).toEqual({ jobTitle: 'dev', page: '2' });
    await user.type(screen.getByLabelText('Minimum pay'), '4000{Enter}');
    await waitFor(() =>
      expect(urlOf(router)).toEqual({ jobTitle: 'dev', minPay: '4000', payInterval: 'monthly', payCurrency: 'EUR' }),
    );
    await user.selectOptions(screen.getByLabelText('I can apply from'), 'Germany');
    await user.selectOptions(screen.getByLabelText('Overlap with my day'), '4+ h');

    const inForce = {
      jobTitle: 'dev',
      minPay: '4000',
      payInterval: 'monthly',
      payCurrency: 'EUR',
      applyFrom: 'Germany',
      overlapHours: '4',
    };
    await waitFor(() => expect(urlOf(router)).toEqual(inForce));
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ ...inForce, ...day, page: '1' }));
    const list = within(chips()!);
    expect(list.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Pay from 4,000 EUR a month',
      'Can apply from Germany',
      '4+ h overlap',
    ]);

    await user.click(list.getByRole('button', { name: 'Remove filter Pay from 4,000 EUR a month' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ jobTitle: 'dev', applyFrom: 'Germany', overlapHours: '4' }));
    expect(screen.getByLabelText('Minimum pay')).toHaveValue(null);
    await user.click(list.getByRole('button', { name: 'Remove filter Can apply from Germany' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ jobTitle: 'dev', overlapHours: '4' }));
    await user.click(screen.getByRole('button', { name: 'Remove filter 4+ h overlap' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ jobTitle: 'dev' }));
    expect(chips()).not.toBeInTheDocument();
  });

  it('changes the currency of a pay filter in force at once, and starts the next one with it', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp('/dashboard/find-jobs?minPay=80000&payInterval=annually&payCurrency=USD');
    const user = userEvent.setup();
    await screen.findAllByRole('article');

    await user.selectOptions(screen.getByLabelText('Pay currency'), 'GBP');
    await waitFor(() =>
      expect(urlOf(router)).toEqual({ minPay: '80000', payInterval: 'annually', payCurrency: 'GBP' }),
    );
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ minPay: '80000', payCurrency: 'GBP' }));

    // A blank amount is no pay filter; the currency stays chosen for the next one.
    await user.clear(screen.getByLabelText('Minimum pay'));
    await user.tab();
    await waitFor(() => expect(urlOf(router)).toEqual({}));
    expect(screen.getByLabelText('Pay currency')).toHaveValue('GBP');
  });

  it('starts a pay filter in the currency last used in this browser, else USD', async () => {
    mockApi(api());
    const user = userEvent.setup();
    const first = renderApp('/dashboard/find-jobs');
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Pay currency')).toHaveValue('USD');
    await user.selectOptions(screen.getByLabelText('Pay currency'), 'INR');
    await user.type(screen.getByLabelText('Minimum pay'), '900000{Enter}');
    await waitFor(() => expect(urlOf(first.router)).toMatchObject({ payCurrency: 'INR' }));
    first.unmount();

    renderApp('/dashboard/find-jobs');
    await screen.findAllByRole('article');
    expect(screen.getByLabelText('Pay currency')).toHaveValue('INR');
  });

  it('searches with every filter of a link, and shows them', async () => {
    const fetchMock = mockApi(api());
    const link =
      '/dashboard/find-jobs?jobTitle=designer&jobType=contractor&minPay=50000&payInterval=hourly&payCurrency=gbp&applyFrom=poland&overlapHours=8';
    renderApp(link);
    await screen.findAllByRole('article');

    expect(lastSearch(fetchMock)).toEqual({
      jobTitle: 'designer',
      jobType: 'contractor',
      minPay: '50000',
      payInterval: 'hourly',
      payCurrency: 'GBP',
      applyFrom: 'Poland',
      overlapHours: '8',
      ...day,
      page: '1',
    });
    expect(screen.getByLabelText('Minimum pay')).toHaveValue(50000);
    expect(screen.getByLabelText('Pay per')).toHaveValue('hourly');
    expect(screen.getByLabelText('Pay currency')).toHaveValue('GBP');
    expect(screen.getByLabelText('I can apply from')).toHaveValue('Poland');
    expect(screen.getByLabelText('Overlap with my day')).toHaveValue('8');
    expect(
      within(chips()!)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Contractor', 'Pay from 50,000 GBP an hour', 'Can apply from Poland', 'Full-day overlap']);
  });

  it('leaves out of the request what the API would refuse in a hand-made link', async () => {
    const fetchMock = mockApi(api());
    renderApp('/dashboard/find-jobs?minPay=lots&payCurrency=XYZ&applyFrom=Atlantis&overlapHours=3');
    await screen.findAllByRole('article');

    expect(lastSearch(fetchMock)).toEqual({ ...day, page: '1' });
    expect(chips()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  });

  it('Clear all resets the new filters with the others', async () => {
    const fetchMock = mockApi(api());
    const { router } = renderApp(
      '/dashboard/find-jobs?country=France&minPay=100&payInterval=hourly&payCurrency=CHF&applyFrom=Germany&overlapHours=2',
    );
    const user = userEvent.setup();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ ...day, page: '1' }));
    expect(chips()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Minimum pay')).toHaveValue(null);
    expect(screen.getByLabelText('I can apply from')).toHaveValue('');
    expect(screen.getByLabelText('Overlap with my day')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  });

  it('offers the candidate their own country in one click', async () => {
    const fetchMock = mockApi(api({ ...candidate, ...day, country: 'Kenya' }));
    const { router } = renderApp('/dashboard/find-jobs');
    const user = userEvent.setup();
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Use my country (Kenya)' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ applyFrom: 'Kenya' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ applyFrom: 'Kenya', ...day, page: '1' }));
    expect(screen.getByLabelText('I can apply from')).toHaveValue('Kenya');
    expect(screen.queryByRole('button', { name: /Use my country/ })).not.toBeInTheDocument();
  });

  it("measures against the country's time zone and 09:00 to 17:00 until the profile says otherwise", async () => {
    const fetchMock = mockApi(api({ ...candidate, country: 'Germany' }));
    renderApp('/dashboard/find-jobs?overlapHours=6');
    await screen.findAllByRole('article');

    expect(lastSearch(fetchMock)).toEqual({
      overlapHours: '6',
      timeZone: 'Europe/Berlin',
      workStart: '09:00',
      workEnd: '17:00',
      page: '1',
    });
    expect(screen.queryByLabelText('My time zone')).not.toBeInTheDocument();
  });

  it('says at what reference rates pay was converted, in the reader’s way of writing dates', async () => {
    mockApi({
      ...api(),
      [apiPath('searchJobs')]: ({ url }) =>
        new Response(
          JSON.stringify({
            statusCode: 200,
            data: {
              jobs: [sampleJob()],
              pagination: { currentPage: 1, isLastPage: true },
              ...(new URL(url, 'http://localhost').searchParams.has('minPay')
                ? { referenceRatesDate: '2026-03-10' }
                : {}),
            },
          }),
          { status: 200, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const user = userEvent.setup();
    renderApp('/dashboard/find-jobs');
    await screen.findAllByRole('article');
    expect(screen.queryByText(/Converted at reference rates/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Minimum pay'), '60000{Enter}');
    expect(await screen.findByText('Converted at reference rates of 10 March 2026')).toBeInTheDocument();
  });
});

describe('remote-fit filters of a visitor on /find-work', () => {
  const api = {
    [apiPath('getUser')]: visitor,
    [apiPath('getDepartments')]: departments,
    [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
  };
  const visitorDay = (timeZone: string) => ({ timeZone, workStart: '09:00', workEnd: '17:00' });

  it('needs a time zone for the overlap filter, and offers the browser’s without using it unasked', async () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en').resolvedOptions(),
      timeZone: 'America/Chicago',
    });
    const fetchMock = mockApi(api);
    const { router } = renderApp('/find-work', { visitorBrowser: true });
    const user = userEvent.setup();
    await screen.findAllByRole('article');

    const overlap = screen.getByLabelText('Overlap with my day');
    expect(overlap).toBeDisabled();
    expect(overlap).toHaveAccessibleDescription('Pick your time zone first');
    const zone = screen.getByLabelText('My time zone');
    expect(zone).toHaveValue('America/Chicago');
    // The list of zones is made when the visitor reaches for it.
    expect(
      within(zone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a time zone', 'America/Chicago']);
    expect(lastSearch(fetchMock)).toEqual({ page: '1' });

    await user.click(zone);
    expect(within(zone).getAllByRole('option').length).toBeGreaterThan(300);
    await user.selectOptions(zone, 'Asia/Tokyo');
    expect(overlap).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ tz: 'Asia/Tokyo' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ ...visitorDay('Asia/Tokyo'), page: '1' }));
    expect(overlap).toBeEnabled();
    expect(overlap).not.toHaveAccessibleDescription();

    await user.selectOptions(overlap, 'Full day');
    await waitFor(() => expect(urlOf(router)).toEqual({ tz: 'Asia/Tokyo', overlapHours: '8' }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toEqual({ overlapHours: '8', ...visitorDay('Asia/Tokyo'), page: '1' }),
    );
    expect(screen.getByRole('button', { name: 'Remove filter Full-day overlap' })).toBeInTheDocument();
  });

  it('remembers the picked time zone for the next visit; a link’s zone wins', async () => {
    const fetchMock = mockApi(api);
    const user = userEvent.setup();
    const first = renderApp('/find-work', { visitorBrowser: true });
    await screen.findAllByRole('article');
    await pickTimeZone(user, 'Europe/Lisbon');
    await waitFor(() => expect(lastSearch(fetchMock)).toEqual({ ...visitorDay('Europe/Lisbon'), page: '1' }));
    first.unmount();

    const again = renderApp('/find-work', { visitorBrowser: true });
    await screen.findAllByRole('article');
    expect(lastSearch(fetchMock)).toEqual({ ...visitorDay('Europe/Lisbon'), page: '1' });
    expect(screen.getByLabelText('My time zone')).toHaveValue('Europe/Lisbon');
    // Clear all leaves the zone: it is the visitor's, not a filter.
    await user.selectOptions(screen.getByLabelText('Overlap with my day'), '2+ h');
    await waitFor(() => expect(urlOf(again.router)).toEqual({ overlapHours: '2', tz: 'Europe/Lisbon' }));
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(again.router.state.location.search).toBe(''));
    expect(screen.getByLabelText('My time zone')).toHaveValue('Europe/Lisbon');
    expect(screen.getByLabelText('Overlap with my day')).toBeEnabled();
    again.unmount();

    renderApp('/find-work?tz=Africa/Nairobi&overlapHours=4', { visitorBrowser: true });
    await screen.findAllByRole('article');
    expect(lastSearch(fetchMock)).toEqual({ overlapHours: '4', ...visitorDay('Africa/Nairobi'), page: '1' });
    expect(screen.getByLabelText('My time zone')).toHaveValue('Africa/Nairobi');
  });

  it('searches without the overlap of a link that has no time zone, until the visitor picks one', async () => {
    const fetchMock = mockApi(api);
    const user = userEvent.setup();
    const { router } = renderApp('/find-work?overlapHours=4', { visitorBrowser: true });
    await screen.findAllByRole('article');

    expect(lastSearch(fetchMock)).toEqual({ page: '1' });
    expect(chips()).not.toBeInTheDocument();
    await pickTimeZone(user, 'Europe/Paris');
    await waitFor(() => expect(urlOf(router)).toEqual({ overlapHours: '4', tz: 'Europe/Paris' }));
    await waitFor(() =>
      expect(lastSearch(fetchMock)).toEqual({ overlapHours: '4', ...visitorDay('Europe/Paris'), page: '1' }),
    );
    expect(screen.getByLabelText('Overlap with my day')).toHaveValue('4');
  });
});

describe('a prerendered /find-work', () => {
  it('hydrates without a mismatch, then shows and searches with the time zone and currency this browser keeps', async () => {
    const fetchMock = mockApi({
      [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
    });
    window.localStorage.setItem('visitorTimeZone', 'Asia/Kolkata');
    window.localStorage.setItem('payFilterCurrency', 'CHF');
    const session = { user: null, isLoggedIn: false, isLoading: false, mutate: vi.fn() };
    const page = (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={['/find-work']}>
            <JobSearch />
          </MemoryRouter>
        </SessionContext>
      </SWRConfig>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    expect(screen.getByLabelText('My time zone')).toHaveValue('');
    expect(screen.getByLabelText('Pay currency')).toHaveValue('USD');
    expect(screen.getByText('Loading jobs')).toBeInTheDocument();

    const mismatches = vi.fn();
    const root = await act(async () => hydrateRoot(container, page, { onRecoverableError: mismatches }));
    expect(await screen.findByLabelText('My time zone')).toHaveValue('Asia/Kolkata');
    expect(screen.getByLabelText('Pay currency')).toHaveValue('CHF');
    expect(screen.getByLabelText('Overlap with my day')).toBeEnabled();
    expect(mismatches).not.toHaveBeenCalled();
    // One search, with the kept zone: none before the zone is known.
    await screen.findByRole('article');
    expect(callsTo(fetchMock, apiPath('searchJobs')).map((call) => Object.fromEntries(queryOf(call)))).toEqual([
      { timeZone: 'Asia/Kolkata', workStart: '09:00', workEnd: '17:00', page: '1' },
    ]);
    act(() => root.unmount());
    container.remove();
  });
});

describe('verified companies only', () => {
  it('puts verifiedOnly in the URL and the request, with a chip that removes it', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(candidate),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('getDepartments')]: departments,
      [apiPath('searchJobs')]: () => searchAnswer([sampleJob()], { currentPage: 1, isLastPage: true }),
    });
    const { router } = renderApp('/dashboard/find-jobs?jobTitle=dev');
    const user = userEvent.setup();
    await screen.findAllByRole('article');
    const [box] = screen.getAllByRole('checkbox', { name: 'Verified companies only' });
    await user.click(box!);
    await waitFor(() => expect(urlOf(router)).toEqual({ jobTitle: 'dev', verifiedOnly: 'true' }));
    await waitFor(() => expect(lastSearch(fetchMock)).toMatchObject({ jobTitle: 'dev', verifiedOnly: 'true' }));
    const list = within(chips()!);
    await user.click(list.getByRole('button', { name: 'Remove filter Verified companies only' }));
    await waitFor(() => expect(urlOf(router)).toEqual({ jobTitle: 'dev' }));
    expect(screen.getAllByRole('checkbox', { name: 'Verified companies only' })[0]).not.toBeChecked();
  });
});
