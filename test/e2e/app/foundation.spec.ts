// The first vertical slice in a real browser: the SPA shell loads from the local gateway,
// asks get-user on start when a session may exist (Loading... meanwhile), and shows the
// visitor's navigation.
import { expect, signInAs, test } from '../support/fixtures.js';
import { apiPath } from '../../support/api-paths.js';

test('/ redirects to /home and a visitor sees the logged-out navigation, without asking get-user', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/')) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(asked).not.toContain(apiPath('getUser'));
});

test('asks get-user when the signed-in hint is there, and a session that is gone is a visitor', async ({
  page,
  context,
  stack,
}) => {
  await context.addCookies([{ name: 'signed-in', value: '1', url: stack.appUrl, sameSite: 'Strict' }]);
  const getUser = page.waitForResponse((response) => response.url().endsWith(apiPath('getUser')));
  await page.goto('/home');
  expect((await getUser).status()).toBe(401);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  // The stale hint is gone: the next page load asks nothing.
  expect((await context.cookies()).some((cookie) => cookie.name === 'signed-in')).toBe(false);
});

test('shows Loading... while the current user is being fetched', async ({ page, context, stack }) => {
  await context.addCookies([{ name: 'signed-in', value: '1', url: stack.appUrl, sameSite: 'Strict' }]);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${apiPath('getUser')}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.getByText('Loading...')).toBeVisible();
  release();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});

test('a session cookie is restored by get-user on start', async ({ page, stack, context }) => {
  await signInAs(context, stack, 'employer', { companyName: 'Acme' });
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/dashboard/home');
  await expect(page.getByRole('link', { name: 'Log In' })).toHaveCount(0);
});

test('unknown paths get a real not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
