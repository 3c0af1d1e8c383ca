import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiResponse, candidate, employer, mockApi, renderApp, signedIn, visitor } from '../support/test-utils';
import { apiPath } from '../../support/api-paths';

// Screens load on demand: the first visit of a screen in this file can take a few seconds.
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 20_000 });

/** A get-user answer that the test releases when it chooses. */
function deferredVisitor() {
  let release: () => void = () => {};
  const answered = new Promise<Response>((resolve) => {
    release = () => resolve(apiResponse(401, { msg: 'Please log in to continue.' }));
  });
  return { handler: () => answered, release };
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('app start and session', () => {
  it('shows "Loading..." while get-user is pending, then the logged-out navigation on 401', async () => {
    const getUser = deferredVisitor();
    const fetchMock = mockApi({ [apiPath('getUser')]: getUser.handler });

    renderApp('/home');

    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(apiPath('getUser'), expect.objectContaining({ credentials: 'include' }));

    getUser.release();

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(within(nav).queryByRole('link', { name: 'My Account' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Hire an Expert' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows My Account to /dashboard/home and employer targets for a signed-in employer', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer) });

    renderApp('/home');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard/home');
    expect(within(nav).getByRole('link', { name: 'Hire an Expert' })).toHaveAttribute(
      'href',
      '/dashboard/browse-talent',
    );
    expect(within(nav).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/post-a-job');
  });

  it('asks nothing in a browser without the signed-in hint: a visitor at once, no 401 in the console', async () => {
    const fetchMock = mockApi({ [apiPath('getUser')]: visitor });

    renderApp('/home', { visitorBrowser: true });

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Log In' })).toBeVisible();
    expect(fetchMock.mock.calls.map((call) => String(call[0]))).not.toContain(apiPath('getUser'));
  });

  it('forgets the hint when get-user answers 401, so the next start asks nothing', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    renderApp('/home');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(document.cookie).not.toContain('signed-in=1');
  });

  it('treats a failed get-user (network) as logged out instead of hanging on Loading...', async () => {
    mockApi({
      [apiPath('getUser')]: () => {
        throw new TypeError('Failed to fetch');
      },
    });

    renderApp('/home');

    expect(
      await within(await screen.findByRole('navigation', { name: 'Main' })).findByRole('link', { name: 'Log In' }),
    ).toBeVisible();
  });
});

describe('routing', () => {
  it('redirects / to /home and shows the hero with its two buttons', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: /hire a top remote/i })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Post a Job' })).toHaveAttribute('href', '/login');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find Work' })).toHaveAttribute(
      'href',
      '/find-work',
    );
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(/all rights reserved/i);
  });

  it('shows a Not Found page with a link home for an unknown path', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/home');
    expect(mainNav()).toBeInTheDocument();
  });

  it('redirects a visitor from a protected route to / and on to /home', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    const { router } = renderApp('/dashboard/jobs');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(await screen.findByRole('heading', { level: 1, name: /hire a top remote/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Jobs' })).not.toBeInTheDocument();
  });

  it('redirects a visitor from a full-page protected route (/post-a-job)', async () => {
    mockApi({ [apiPath('getUser')]: visitor });

    const { router } = renderApp('/post-a-job');

    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('opens a dashboard placeholder for a user of the right role', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer) });

    renderApp('/dashboard/jobs');

    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends /dashboard to the home of the account type', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(employer) });

    const { router } = renderApp('/dashboard');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/home'));
    // The employer's home greets them by name (docs/product/ui.md: employer screens).
    expect(
      await screen.findByRole('heading', { level: 1, name: `Hello, ${employer.firstName} ${employer.lastName}` }),
    ).toBeInTheDocument();
  });

  it('shows a candidate on an employer screen that it is not for their account type, with a link home', async () => {
    mockApi({ [apiPath('getUser')]: signedIn(candidate) });

    renderApp('/dashboard/home');

    expect(await screen.findByRole('heading', { level: 1, name: /not for your account type/i })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/dashboard/find-jobs');
  });
});

describe('top navigation', () => {
  it('opens the menu with its toggle and closes it on an outside click', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const user = userEvent.setup();
    renderApp('/home');

    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when a link is followed, and scrolls to the top on the path change', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    const user = userEvent.setup();
    const { router } = renderApp('/home');

    const toggle = await screen.findByRole('button', { name: 'Menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const scrollTo = vi.mocked(window.scrollTo);
    const scrollsBefore = scrollTo.mock.calls.length;

    await user.click(within(mainNav()).getByRole('link', { name: 'Services' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/services');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(scrollTo.mock.calls.length).toBeGreaterThan(scrollsBefore));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});

describe('scroll to top', () => {
  it('jumps without animation when the user prefers reduced motion', async () => {
    mockApi({ [apiPath('getUser')]: visitor });
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );

    renderApp('/home');

    await screen.findByRole('heading', { level: 1 });
    expect(window.scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });
});
