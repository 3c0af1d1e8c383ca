// /dashboard/team and /join/<token> with a fake API: what the Owner and a Member may do, the
// join page's cases, and the notice an employer of no company gets on company screens.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages.js';
import type { RouteResponse } from '#shared/routes.js';
import { apiResponse, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { bodyOf, callsTo, employerBase } from '../support/employer-fixtures';
import { apiPath } from '../../support/api-paths';

type Team = RouteResponse<'getTeam'>;
const TOKEN = 'c'.repeat(43);
const teammate = {
  userID: '3e0f5a7b-4c6d-4e8f-9a1b-3c4d5e6f7a8b',
  firstName: 'Tess',
  lastName: 'Mate',
  email: 'tess@example.com',
  role: 'member' as const,
  joinedAt: '2026-03-01T10:00:00.000Z',
};
const team = (overrides: Partial<Team> = {}): Team => ({
  company: { companyID: employer.companyID!, companyName: 'Analytical Engines' },
  myRole: 'owner',
  members: [
    { ...employer, role: 'owner', joinedAt: '2026-01-01T10:00:00.000Z' } as Team['members'][number],
    teammate,
  ].map(({ userID, firstName, lastName, email, role, joinedAt }) => ({
    userID,
    firstName,
    lastName,
    email,
    role,
    joinedAt,
  })),
  invitations: [
    { email: 'new@example.com', sentAt: '2026-03-10T10:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' },
  ],
  ...overrides,
});

describe('/dashboard/team', () => {
  it('lets the Owner invite, resend, revoke and remove, each change answered with the team', async () => {
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getTeam')]: () => apiResponse(200, team()),
      [apiPath('inviteTeammate')]: () => apiResponse(200, team()),
      [apiPath('resendInvitation')]: () => apiResponse(200, team()),
      [apiPath('removeMember')]: () => apiResponse(200, team({ members: team().members.slice(0, 1) })),
    });
    renderApp('/dashboard/team');
    const user = userEvent.setup();

    const members = await screen.findByRole('region', { name: /Members/ });
    expect(within(members).getByText('(you)')).toBeInTheDocument();
    expect(within(members).getByText('Owner')).toBeInTheDocument();
    expect(within(members).getByText('Member')).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: /Pending invitations/ });
    expect(within(invitations).getByText('new@example.com')).toBeInTheDocument();

    const invite = screen.getByRole('region', { name: 'Invite teammate' });
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await within(invite).findByText('Email is required')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('inviteTeammate'))).toHaveLength(0);
    await user.type(within(invite).getByLabelText('Email address'), 'Grace@Example.com');
    await user.click(within(invite).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to grace@example.com')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('inviteTeammate'))[0]!)).toEqual({ email: 'grace@example.com' });

    await user.click(within(invitations).getByRole('button', { name: 'Resend the invitation to new@example.com' }));
    expect(await screen.findByText('Invitation sent again to new@example.com')).toBeInTheDocument();

    await user.click(within(members).getByRole('button', { name: 'Remove Tess Mate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this member?' });
    expect(callsTo(fetchMock, apiPath('removeMember'))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Tess Mate was removed from the team')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('removeMember'))[0]!)).toEqual({ userID: teammate.userID });
    await waitFor(() => expect(within(members).queryByText('Tess Mate')).not.toBeInTheDocument());
  });

  it("shows a Member the team without the Owner's actions, and lets them leave", async () => {
    const me = { ...employer, userID: teammate.userID, firstName: 'Tess', lastName: 'Mate' };
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getUser')]: signedIn(me),
      [apiPath('getTeam')]: () => apiResponse(200, team({ myRole: 'member', invitations: [] })),
      [apiPath('leaveCompany')]: () => apiResponse(200, { msg: 'You have left the company.' }),
    });
    renderApp('/dashboard/team');
    const user = userEvent.setup();

    const members = await screen.findByRole('region', { name: /Members/ });
    expect(screen.queryByRole('region', { name: 'Invite teammate' })).not.toBeInTheDocument();
    expect(within(members).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('No pending invitations. The Owner invites new teammates.')).toBeInTheDocument();
    await user.click(within(members).getByRole('button', { name: 'Leave company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the company?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You have left the company.')).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('leaveCompany'))).toHaveLength(1);
  });

  it('tells an employer of no company what happened on every company screen', async () => {
    const { companyID: _none, ...companyless } = employer;
    mockApi({ ...employerBase, [apiPath('getUser')]: signedIn(companyless) });
    renderApp('/dashboard/jobs');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are not a member of a company' }),
    ).toBeInTheDocument();
  });
});

describe('/join/<token>', () => {
  const invitation =
    (overrides: Record<string, unknown> = {}) =>
    () =>
      apiResponse(200, {
        invitation: {
          companyName: 'Analytical Engines',
          email: 'new@example.com',
          state: 'pending',
          accountExists: false,
          ...overrides,
        },
      });

  it('creates the account of a person without one and opens the dashboard', async () => {
    const joined = { ...employer, email: 'new@example.com', firstName: 'Grace', lastName: 'Hopper' };
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getUser')]: visitor,
      [apiPath('getInvitation')]: invitation(),
      [apiPath('acceptInvitation')]: () => apiResponse(200, { user: joined }),
    });
    renderApp(`/join/${TOKEN}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Analytical Engines' })).toBeInTheDocument();
    expect(screen.getByText('new@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, apiPath('acceptInvitation'))).toHaveLength(0);
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(screen.getByLabelText('Password'), 'long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Grace Hopper' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('acceptInvitation'))[0]!)).toEqual({
      token: TOKEN,
      firstName: 'Grace',
      lastName: 'Hopper',
      password: 'long-enough-password',
    });
  });

  it.each([
    ['used', 'This invitation has already been used. Log in to continue.'],
    ['expired', 'This invitation has expired. Ask the company’s Owner to send you a new one.'],
  ])('says why a %s link no longer works', async (state, text) => {
    mockApi({ ...employerBase, [apiPath('getUser')]: visitor, [apiPath('getInvitation')]: invitation({ state }) });
    renderApp(`/join/${TOKEN}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This invitation no longer works' }),
    ).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("offers a signed-in employer of no company one click, and refuses a candidate's email", async () => {
    const { companyID: _none, ...companyless } = { ...employer, email: 'new@example.com' };
    const fetchMock = mockApi({
      ...employerBase,
      [apiPath('getUser')]: signedIn(companyless),
      [apiPath('getInvitation')]: invitation({ accountExists: true }),
      [apiPath('joinCompany')]: () => apiResponse(200, { user: { ...companyless, companyID: 'c' } }),
    });
    renderApp(`/join/${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Join Analytical Engines' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hello, Ada Lovelace' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, apiPath('joinCompany'))[0]!)).toEqual({ token: TOKEN });
  });

  it('shows the reason a blocked email cannot join, and no form', async () => {
    mockApi({
      ...employerBase,
      [apiPath('getUser')]: visitor,
      [apiPath('getInvitation')]: invitation({
        accountExists: true,
        blocked: 'This email belongs to a candidate account.',
      }),
    });
    renderApp(`/join/${TOKEN}`);
    expect(await screen.findByText('This email belongs to a candidate account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account and join' })).not.toBeInTheDocument();
  });
});
