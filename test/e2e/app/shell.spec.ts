// The dashboard shell in a real browser: the 70px top bar, side navigation 250px open and 68px
// collapsed, the separate mobile menu at 375px, the avatar menu and logging out, breadcrumbs,
// and the full-page wrapper's close button.
import { expect, signInAs, test } from '../support/fixtures.js';

test.describe.configure({ timeout: 90_000 });

test('an employer collapses the side navigation, uses the header and the avatar menu, and logs out', async ({
  page,
  context,
  stack,
}) => {
  await signInAs(context, stack, 'employer', {
    firstName: 'Ada',
    lastName: 'Lovelace',
    companyName: 'Analytical Engines',
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  const topbar = page.locator('.dashboard-topbar');
  expect((await topbar.boundingBox())!.height).toBe(70);
  const sidenav = page.getByRole('navigation', { name: 'Dashboard', exact: true });
  await expect(sidenav.getByRole('link')).toHaveText([
    'Dashboard',
    'Jobs',
    'Sourcing',
    'Company',
    'Team',
    'Messages',
    'Settings',
  ]);
  expect((await sidenav.boundingBox())!.width).toBe(250);
  const main = page.getByRole('main');
  expect((await main.boundingBox())!.x).toBe(250);
  expect((await main.boundingBox())!.y).toBe(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();

  await page.getByRole('button', { name: 'Collapse side navigation' }).click();
  await expect.poll(async () => (await sidenav.boundingBox())!.width).toBe(68);
  await expect.poll(async () => (await main.boundingBox())!.x).toBe(68);
  await expect(sidenav.getByRole('link', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('button', { name: 'Expand side navigation' }).click();
  await expect.poll(async () => (await sidenav.boundingBox())!.width).toBe(250);

  // Breadcrumb Home goes to the employer's home.
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }),
  ).toHaveAttribute('href', '/dashboard/home');

  // Header: help and notifications icons, logo home.
  await expect(topbar.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', '/dashboard/help');
  await expect(topbar.getByRole('link', { name: /^Notifications/ })).toHaveAttribute(
    'href',
    '/dashboard/notifications',
  );

  const avatar = page.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  await expect(avatar).toHaveText('AL');
  await avatar.click();
  const menu = page.locator('.avatar-menu .dropdown-menu');
  await expect(menu.locator('.dropdown-item')).toHaveText(['Notifications', 'Help centre', 'Settings', 'Log out']);
  await menu.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  await avatar.click();
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.goto('/dashboard/jobs');
  await expect(page).toHaveURL(/\/home$/);
});

test('at 375px a candidate opens the separate mobile menu, and the full-page close button goes back', async ({
  page,
  context,
  stack,
}) => {
  await signInAs(context, stack, 'candidate', {
    firstName: 'Grace',
    lastName: 'Hopper',
    jobTitle: 'Developer',
    country: 'United States',
    jobType: 'full-time',
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();

  await expect(page.getByRole('navigation', { name: 'Dashboard', exact: true })).toBeHidden();
  const open = page.getByRole('button', { name: 'Open navigation menu' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  const mobile = page.getByRole('navigation', { name: 'Dashboard (mobile)' });
  await expect(mobile.getByRole('link')).toHaveText([
    'Find jobs',
    'My applications',
    'Saved jobs',
    'Job alerts',
    'Profile',
    'Messages',
    'Settings',
  ]);
  await mobile.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate-bio$/);
  await expect(mobile).toBeHidden();
  const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await page.getByRole('button', { name: 'Close and go back' }).click();
  await expect(page).toHaveURL(/\/dashboard\/candidate-bio$/);
});
