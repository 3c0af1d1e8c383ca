// The dashboard shell: side navigation by role, collapse and mobile toggle, header icons, the
// unread badge, the avatar menu with logout, breadcrumbs and the full-page wrapper's close button.
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { SessionContext, type Session } from '@/lib/session';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in a test file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });

const noNotifications = () =>
  apiResponse(200, { notifications: [], unread: 0, pagination: { currentPage: 1, isLastPage: true } });
const unreadNotifications = (unread: number) => () =>
  apiResponse(200, { notifications: [], unread, pagination: { currentPage: 1, isLastPage: true } });

const sideNav = () => screen.getByRole('navigation', { name: 'Dashboard' });
const linkLabels = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('dashboard side navigation', { timeout: 15_000 }, () => {
  it('gives an employer Dashboard, Jobs, Sourcing, Company, Team, Messages and Settings', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    renderApp('/dashboard/jobs');

    await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 5000 });
    expect(linkLabels(sideNav())).toEqual([
      ['Dashboard', '/dashboard/home'],
      ['Jobs', '/dashboard/jobs'],
      ['Sourcing', '/dashboard/browse-talent'],
      ['Company', '/dashboard/company-bio'],
      ['Team', '/dashboard/team'],
      ['Messages', '/dashboard/messages'],
      ['Settings', '/dashboard/settings'],
    ]);
    expect(within(sideNav()).getByRole('link', { name: 'Jobs' })).toHaveClass('active');
  });

  it('gives a candidate Find jobs, My applications, Saved jobs, Job alerts, Profile, Messages and Settings', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications });
    renderApp('/dashboard/find-jobs');

    await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 5000 });
    expect(linkLabels(sideNav())).toEqual([
      ['Find jobs', '/dashboard/find-jobs'],
      ['My applications', '/dashboard/applications'],
      ['Saved jobs', '/dashboard/saved-jobs'],
      ['Job alerts', '/dashboard/job-alerts'],
      ['Profile', '/dashboard/candidate-bio'],
      ['Messages', '/dashboard/messages'],
      ['Settings', '/dashboard/settings'],
    ]);
  });

  it('is open by default and collapses to icons with the menu button, keeping the link names', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    const { container } = renderApp('/dashboard/jobs');
    const user = userEvent.setup();

    const toggle = await screen.findByRole('button', { name: 'Collapse side navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.dashboard-layout')).not.toHaveClass('is-sidenav-collapsed');

    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Expand side navigation' })).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.dashboard-layout')).toHaveClass('is-sidenav-collapsed');
    const jobs = within(sideNav()).getByRole('link', { name: 'Jobs' });
    expect(jobs).toHaveAttribute('title', 'Jobs');
    expect(within(jobs).getByText('Jobs')).toHaveClass('visually-hidden');
  });

  it('has a separate mobile menu, closed by default, that closes when a link is followed', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications });
    const { router } = renderApp('/dashboard/find-jobs');
    const user = userEvent.setup();

    const open = await screen.findByRole('button', { name: 'Open navigation menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Dashboard (mobile)' })).not.toBeInTheDocument();

    await user.click(open);
    const mobile = await screen.findByRole('navigation', { name: 'Dashboard (mobile)' });
    await user.click(within(mobile).getByRole('link', { name: 'Settings' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/settings'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Dashboard (mobile)' })).not.toBeInTheDocument(),
    );
  });
});

describe('dashboard header', { timeout: 20_000 }, () => {
  it('links the logo to /home, and has notification and help icons with names', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    renderApp('/dashboard/jobs');

    await screen.findByRole('navigation', { name: 'Dashboard' });
    const banner = document.querySelector<HTMLElement>('.dashboard-topbar')!;
    expect(within(banner).getByRole('link', { name: /remote hiring marketplace/i })).toHaveAttribute('href', '/home');
    expect(await within(banner).findByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
    expect(within(banner).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/dashboard/help');
  });

  it('shows the unread count from get-notifications on the notification icon', async () => {
    const fetchMock = mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: unreadNotifications(3),
    });
    renderApp('/dashboard/jobs');

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('3');
    expect(fetchMock).toHaveBeenCalledWith(
      apiPath('getNotifications'),
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('says "99+" past 99 unread, as far as the server counts', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn(employer),
      [apiPath('getNotifications')]: unreadNotifications(100),
    });
    renderApp('/dashboard/jobs');

    const bell = await screen.findByRole('link', { name: 'Notifications, more than 99 unread' });
    expect(within(bell).getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('shows the initials on the avatar and the menu of Notifications, Help centre, Settings, Log out', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer), [apiPath('getNotifications')]: noNotifications });
    renderApp('/dashboard/jobs');
    const user = userEvent.setup();

    const avatar = await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(avatar).toHaveTextContent('AL');
    await user.click(avatar);

    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(
      screen.getAllByRole('link', { name: 'Notifications' }).some((link) => link.classList.contains('dropdown-item')),
    ).toBe(true);
    const items = [...document.querySelectorAll('.avatar-menu .dropdown-item')].map((item) => [
      item.textContent,
      item.getAttribute('href'),
    ]);
    expect(items).toEqual([
      ['Notifications', '/dashboard/notifications'],
      ['Help centre', '/dashboard/help'],
      ['Settings', '/dashboard/settings'],
      ['Log out', null],
    ]);
  });

  it('shows the photo instead of the initials when the user has one', async () => {
    mockApi({
      [apiPath('getUser')]: signedIn({ ...candidate, photoUrl: 'https://example.com/photo.png' }),
      [apiPath('getNotifications')]: noNotifications,
    });
    renderApp('/dashboard/find-jobs');

    const avatar = await screen.findByRole('button', { name: 'Account menu for Grace Hopper' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://example.com/photo.png');
    expect(avatar).not.toHaveTextContent('GH');
  });

  it('logs out: calls POST /api/logout, then after a second goes to /home as a visitor', async () => {
    let loggedOut = false;
    const fetchMock = mockApi({
      [apiPath('getUser')]: () =>
        loggedOut ? apiResponse(401, { msg: 'Please log in to continue.' }) : apiResponse(200, { user: employer }),
      [apiPath('getNotifications')]: noNotifications,
      [apiPath('logout')]: () => {
        loggedOut = true;
        return apiResponse(200, { msg: 'You are logged out.' });
      },
    });
    const { router } = renderApp('/dashboard/jobs');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(fetchMock).toHaveBeenCalledWith(apiPath('logout'), expect.objectContaining({ method: 'POST' }));
    expect(router.state.location.pathname).toBe('/dashboard/jobs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'), { timeout: 3000 });
    expect(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Log In' }),
    ).toBeInTheDocument();
  });
});

function renderBreadcrumbs(user: Session['user']) {
  const session: Session = {
    user,
    isLoggedIn: user !== null,
    isLoading: false,
    mutate: (async () => undefined) as unknown as Session['mutate'],
  };
  const router = createMemoryRouter([
    {
      path: '*',
      element: <Breadcrumbs items={[{ label: 'Jobs', to: '/dashboard/jobs' }, { label: 'Job details' }]} />,
    },
  ]);
  return render(
    <SessionContext value={session}>
      <RouterProvider router={router} />
    </SessionContext>,
  );
}

describe('breadcrumbs', () => {
  it('start at Home = /dashboard/home for an employer and end on the current page', () => {
    renderBreadcrumbs(employer);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('href', '/dashboard/jobs');
    expect(within(nav).getByText('Job details')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Job details' })).not.toBeInTheDocument();
  });

  it('start at Home = /dashboard/find-jobs for a candidate', () => {
    renderBreadcrumbs(candidate);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/find-jobs');
  });
});

describe('full-page wrapper', { timeout: 20_000 }, () => {
  it('goes back one step with its close button', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications });
    const { router } = renderApp('/dashboard/candidate-bio');
    const user = userEvent.setup();
    await screen.findByRole('navigation', { name: 'Dashboard' }, { timeout: 5000 });

    await router.navigate('/edit-profile');
    await user.click(await screen.findByRole('button', { name: 'Close and go back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/candidate-bio'));
  });

  it('goes to the user home when there is no earlier page to go back to', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate), [apiPath('getNotifications')]: noNotifications });
    const { router } = renderApp('/edit-profile');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Close and go back' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/find-jobs'));
  });
});
