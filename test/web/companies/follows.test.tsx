// Following companies: the Follow toggle of a company's public page (a candidate's, pressed while
// they follow it; the server's message and the state as it was when it refuses), the visitor's
// link through the login page and nothing for employers; "Companies you follow" under the saved
// jobs (logo, name linking to the page, tagline, Unfollow, Load more, empty and error states);
// and the member's follower count on the Company screen.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompanyPageData } from '#shared/company-page.js';
import type { CompanyProfile } from '#shared/schemas/companies.js';
import type { FollowedCompany } from '#shared/schemas/follows.js';
import { safeNext } from '@/lib/paths';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { callsTo, noNotifications, queryOf } from '../support/candidate-fixtures';
import { employerBase } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

const SLUG = 'acme-remote';
const COMPANY_ID = '3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b';
const acme: CompanyProfile = { companyID: COMPANY_ID, slug: SLUG, companyName: 'Acme Remote', tagline: 'Books' };
const page: CompanyPageData = { state: 'company', slug: SLUG, company: acme, jobs: [] };
const asCandidate = { [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications };
const LIMIT = 'You can follow up to 200 companies. Unfollow some to follow more.';

/** The page as a signed-in candidate opens it; `following` is what get-follow-status answers. */
function candidateOpensPage(state: { following: boolean }, handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    ...asCandidate,
    [apiPath('getFollowStatus')]: () => apiResponse(200, { following: state.following }),
    ...handlers,
  });
  renderApp(`/companies/${SLUG}`, { pageData: page });
  return fetchMock;
}

describe('Follow on a company’s page', () => {
  it('follows the company for a candidate: pressed once done, with the message', async () => {
    const state = { following: false };
    const fetchMock = candidateOpensPage(state, {
      [apiPath('followCompany')]: () => {
        state.following = true;
        return apiResponse(200, { msg: 'You now follow this company', following: true });
      },
    });
    const user = userEvent.setup();

    const follow = await screen.findByRole('button', { name: 'Follow Acme Remote' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');
    expect(follow).toHaveTextContent('Follow');
    expect(callsTo(fetchMock, apiPath('getFollowStatus')).map((call) => queryOf(call).get('companyID'))).toEqual([
      COMPANY_ID,
    ]);
    await user.click(follow);

    expect(await screen.findByText('You now follow this company')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Acme Remote' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getByRole('button', { name: 'Follow Acme Remote' })).toHaveTextContent('Following');
    const [call] = callsTo(fetchMock, apiPath('followCompany'));
    expect(JSON.parse(String((call![1] as RequestInit).body))).toEqual({ companyID: COMPANY_ID });
  });

  it('unfollows a company the candidate follows', async () => {
    const state = { following: true };
    const fetchMock = candidateOpensPage(state, {
      [apiPath('unfollowCompany')]: () => {
        state.following = false;
        return apiResponse(200, { msg: 'You no longer follow this company', following: false });
      },
    });
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Follow Acme Remote' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-pressed', 'true'));
    await user.click(toggle);

    expect(await screen.findByText('You no longer follow this company')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Acme Remote' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(queryOf(callsTo(fetchMock, apiPath('unfollowCompany'))[0]!).get('companyID')).toBe(COMPANY_ID);
  });

  it('shows the server’s refusal and the state as it was', async () => {
    candidateOpensPage({ following: false }, { [apiPath('followCompany')]: () => apiResponse(409, { msg: LIMIT }) });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Follow Acme Remote' }));

    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Follow Acme Remote' })).toHaveAttribute('aria-pressed', 'false'),
    );
  });

  it('sends a visitor to log in and back to the page', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });
    renderApp(`/companies/${SLUG}`, { visitorBrowser: true, pageData: page });

    const link = await screen.findByRole('link', { name: 'Follow Acme Remote' });
    expect(link).toHaveAttribute('href', `/login?next=${encodeURIComponent(`/companies/${SLUG}`)}`);
    expect(link).toHaveTextContent('Follow');
    expect(screen.queryByRole('button', { name: 'Follow Acme Remote' })).not.toBeInTheDocument();
    expect(safeNext(`/companies/${SLUG}`)).toBe(`/companies/${SLUG}`);
    expect(callsTo(fetchMock, apiPath('getFollowStatus'))).toHaveLength(0);
  });

  it('offers employers nothing, and tells a member their own company’s follower count', async () => {
    const member = { ...employer, companyID: COMPANY_ID, company: { ...acme, followerCount: 7 } };
    const fetchMock = mockApi({ ...employerBase, [apiPath('getUser')]: signedIn(member) });
    renderApp(`/companies/${SLUG}`, { pageData: page });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expect(await screen.findByText('7 followers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Follow Acme Remote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Follow Acme Remote' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('getFollowStatus'))).toHaveLength(0);
  });

  it('does not tell another company’s member the count', async () => {
    mockApi({
      ...employerBase,
      [apiPath('getUser')]: signedIn({
        ...employer,
        company: { ...acme, companyID: employer.companyID!, followerCount: 7 },
      }),
    });
    renderApp(`/companies/${SLUG}`, { pageData: page });

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Remote' })).toBeInTheDocument();
    expect(screen.queryByText(/followers?$/)).not.toBeInTheDocument();
  });
});

const followed = (index: number, overrides: Partial<FollowedCompany> = {}): FollowedCompany => ({
  companyID: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  slug: `company-${index}`,
  companyName: `Company ${index}`,
  followedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const noSavedJobs = () => apiResponse(200, { jobs: [], pagination: { isLastPage: true } });

describe('Companies you follow, under the saved jobs', () => {
  it('lists each company with its logo, page link and tagline, pages with Load more and unfollows one', async () => {
    let first = [
      followed(1, { tagline: 'We make things', logoUrl: 'https://files.example.com/logos/1.png' }),
      followed(2),
    ];
    const fetchMock = mockApi({
      ...asCandidate,
      [apiPath('getSavedJobs')]: noSavedJobs,
      [apiPath('getFollowedCompanies')]: ({ url }) =>
        new URL(url, 'http://localhost').searchParams.get('cursor')
          ? apiResponse(200, { companies: [followed(3)], pagination: { isLastPage: true } })
          : apiResponse(200, { companies: first, pagination: { isLastPage: false, nextCursor: 'next' } }),
      [apiPath('unfollowCompany')]: ({ url }) => {
        const companyID = new URL(url, 'http://localhost').searchParams.get('companyID');
        first = first.filter((entry) => entry.companyID !== companyID);
        return apiResponse(200, { msg: 'You no longer follow this company', following: false });
      },
    });
    renderApp('/dashboard/saved-jobs');
    const user = userEvent.setup();

    const list = await screen.findByRole('list', { name: 'Companies you follow' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // A plain link: the company's page is the server's, not the app's router's.
    expect(within(rows[0]!).getByRole('link', { name: 'Company 1' })).toHaveAttribute('href', '/companies/company-1');
    expect(rows[0]).toHaveTextContent('We make things');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', 'https://files.example.com/logos/1.png');
    expect(rows[1]!.querySelector('img')).toBeNull();
    expect(screen.getByText('No saved jobs yet')).toBeInTheDocument();

    await user.click(within(list.parentElement!).getByRole('button', { name: 'Load more' }));
    expect(await within(list).findByRole('link', { name: 'Company 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unfollow Company 2' }));
    expect(await screen.findByText('You no longer follow this company')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Company 2' })).not.toBeInTheDocument());
    expect(callsTo(fetchMock, apiPath('unfollowCompany'))).toHaveLength(1);
  });

  it('says when the candidate follows none', async () => {
    mockApi({
      ...asCandidate,
      [apiPath('getSavedJobs')]: noSavedJobs,
      [apiPath('getFollowedCompanies')]: () => apiResponse(200, { companies: [], pagination: { isLastPage: true } }),
    });
    renderApp('/dashboard/saved-jobs');

    expect(await screen.findByText("You don't follow any companies yet")).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Companies you follow' })).not.toBeInTheDocument();
  });

  it('shows why the list could not be loaded, and Try again asks again', async () => {
    const answers = [
      apiResponse(500, { msg: 'Something went wrong on our side.' }),
      apiResponse(200, { companies: [followed(1)], pagination: { isLastPage: true } }),
    ];
    mockApi({
      ...asCandidate,
      [apiPath('getSavedJobs')]: noSavedJobs,
      [apiPath('getFollowedCompanies')]: () =>
        answers.shift() ?? apiResponse(200, { companies: [followed(1)], pagination: { isLastPage: true } }),
    });
    renderApp('/dashboard/saved-jobs');
    const user = userEvent.setup();

    const section = (await screen.findByRole('heading', { name: 'Companies you follow' })).closest('section')!;
    expect(await within(section).findByText('Something went wrong on our side.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('link', { name: 'Company 1' })).toBeInTheDocument();
  });
});

describe('the Company screen', () => {
  it('tells the member how many candidates follow the company', async () => {
    mockApi({
      ...employerBase,
      [apiPath('getUser')]: signedIn({
        ...employer,
        company: { ...acme, companyID: employer.companyID!, followerCount: 1234 },
      }),
    });
    renderApp('/dashboard/company-bio');

    expect(await screen.findByText('Followers: 1,234')).toBeInTheDocument();
  });
});

describe('Settings: the followed companies’ emails', () => {
  it('turns "Email me new jobs at companies I follow" off for a candidate, with the server’s message', async () => {
    const sent: unknown[] = [];
    mockApi({
      ...asCandidate,
      [apiPath('updateCompanyNewsEmails')]: ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { emailOnCompanyNews: boolean };
        sent.push(body);
        return apiResponse(200, { msg: 'Noted: no emails.', emailOnCompanyNews: body.emailOnCompanyNews });
      },
    });
    renderApp('/dashboard/settings');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('switch', { name: 'Email me new jobs at companies I follow' });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(await screen.findByText('Noted: no emails.')).toBeInTheDocument();
    expect(sent).toEqual([{ emailOnCompanyNews: false }]);
    // The other switch is left as it was.
    expect(screen.getByRole('switch', { name: 'Email me about new messages' })).toBeChecked();
  });

  it('is not offered to employers, who follow no one', async () => {
    mockApi({ ...employerBase, [apiPath('getUser')]: signedIn(employer) });
    renderApp('/dashboard/settings');

    expect(await screen.findByRole('switch', { name: 'Email me about new messages' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Email me new jobs at companies I follow' })).toBeNull();
  });
});
