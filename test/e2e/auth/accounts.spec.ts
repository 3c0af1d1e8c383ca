// Accounts in a real browser against the local stack: both onboarding flows end to end (codes
// read from the local mailbox), the sign-up redirect rules, login errors and logout, with
// axe-core checks of every screen on the way.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { latestCode } from '../../../local/mailbox.js';
import { expect as baseExpect, enterCode, expectNoAxeViolations, signInAs, test } from '../support/fixtures.js';

const PASSWORD = 'browser-password-1';

// Whole flows with several axe scans and sign-up calls each: more time than a single-screen
// test, and assertions that wait longer for the server on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

async function logIn(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In' }).click();
}

test('employer onboarding: account type, step 1, company details, emailed code, then login', async ({
  page,
  stack,
}) => {
  const email = `e2e-employer-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /I'm a company/ }).click();

  await expect(page).toHaveURL(/\/employer\/signup$/);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/company\/signup$/);
  await expect(page.getByText(email)).toBeVisible();
  const submit = page.getByRole('button', { name: 'Continue' });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Legal company name').fill('Analytical Engines');
  await page.getByLabel('Country').selectOption('United Kingdom');
  await page.getByLabel('Company size').selectOption('11-50');
  await expect(submit).toBeDisabled();
  await page.getByLabel(/Terms of Service/).check();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);
  await submit.click();

  await expect(page).toHaveURL(/\/confirm-email$/);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  // The password never reaches browser storage.
  expect(await page.evaluate<string>('JSON.stringify({ ...localStorage, ...sessionStorage })')).not.toContain(PASSWORD);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Please enter the complete 6-character code.')).toBeVisible();
  await expectNoAxeViolations(page);
  await enterCode(page, await latestCode(stack.mailboxUrl, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your email is confirmed. You can now log in.')).toBeVisible();

  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

test('candidate onboarding: resume, bio with tags, emailed code (wrong one first), then login', async ({
  page,
  stack,
}) => {
  const email = `e2e-candidate-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto('/signup');
  await page.getByRole('link', { name: /I'm an individual/ }).click();

  await expect(page).toHaveURL(/\/candidate\/signup$/);
  await page
    .getByLabel('Resume (optional, PDF)')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please select a PDF file')).toBeVisible();
  await page
    .getByLabel('Resume (optional, PDF)')
    .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await page.getByRole('button', { name: 'Create Account' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Email is required',
    'Job type is required',
    'Job title is required',
    'Country is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Job Type').selectOption('part-time');
  await page.getByLabel('Job Title').fill('Virtual assistant');
  await page.getByLabel('Country').selectOption('France');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/add-bio$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('About is required')).toBeVisible();
  await page.getByLabel('About').fill('I keep inboxes at zero.');
  await expect(page.getByText('23/260')).toBeVisible();
  const skills = page.getByRole('textbox', { name: 'Skills' });
  await skills.fill('  Inbox triage ');
  await skills.press('Enter');
  await skills.fill('inbox TRIAGE');
  await skills.press('Enter');
  await skills.fill('   ');
  await skills.press('Enter');
  await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveCount(1);
  const languages = page.getByRole('textbox', { name: 'Languages' });
  await languages.fill('French');
  await page.getByRole('button', { name: 'Add to Languages' }).click();
  await page.getByLabel(/Terms of Service/).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/confirm-email$/);
  const code = await latestCode(stack.mailboxUrl, email);
  await enterCode(page, code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA');
  await page.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Invalid verification code. Please try again (4 tries left).');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await enterCode(page, code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/dashboard\/find-jobs$/);
});

test('sign-up redirect rules: no data, no userID, and a reload that forgets the password', async ({ page }) => {
  await page.goto('/company/signup');
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/add-bio');
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/confirm-email');
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/employer/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Company email').fill('reload@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/company\/signup$/);
  await page.reload();
  await expect(page).toHaveURL(/\/employer\/signup$/);
  await expect(page.getByText(/we do not keep your password/)).toBeVisible();
  await expect(page.getByLabel('Company email')).toHaveValue('reload@example.com');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/company\/signup$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await page.goto('/company/signup');
  await expect(page).toHaveURL(/\/signup$/);

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('login: rules, one top-center error toast, restore on reload, logout revokes the session', async ({
  page,
  context,
  stack,
}) => {
  const user = await signInAs(context, stack, 'employer', { firstName: 'Ada', lastName: 'Lovelace' });
  await context.clearCookies();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Email address is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('button', { name: 'Log In' }).click();
  const toast = page.locator('.Toastify__toast-container--top-center').getByText('Incorrect email or password.');
  await expect(toast).toHaveCount(1);

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  const oldSession = cookies.find((cookie) => cookie.name === 'session')!.value;

  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await page.getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/home$/, { timeout: 5000 });
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();

  const replay = await page.request.get('/api/get-user', { headers: { cookie: `session=${oldSession}` } });
  expect(replay.status()).toBe(401);
});

test('settings: name, email change with the emailed code, and a photo that shows in the header', async ({
  page,
  context,
  stack,
}) => {
  const user = await signInAs(context, stack, 'employer', { firstName: 'Ada', lastName: 'Lovelace' });
  await page.goto('/dashboard/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Edit name' }).click();
  const nameDialog = page.getByRole('dialog', { name: 'Edit name' });
  await nameDialog.getByLabel('First name').fill('Augusta');
  await nameDialog.getByLabel('Last name').fill('King');
  await expectNoAxeViolations(page);
  await nameDialog.getByRole('button', { name: 'Update name' }).click();
  await expect(page.getByText('Name updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Augusta King' })).toBeVisible();

  const newEmail = `e2e-moved-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('button', { name: 'Edit email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change email' });
  await emailDialog.getByLabel('New email').fill(newEmail);
  await emailDialog.getByLabel('Password', { exact: true }).fill(user.password);
  await emailDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP sent successfully')).toBeVisible();
  await enterCode(page, await latestCode(stack.mailboxUrl, newEmail, 'Confirm your new email address'));
  await expectNoAxeViolations(page);
  await emailDialog.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Email updated successfully')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account details' }).getByText(newEmail)).toBeVisible();

  const png = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154780163304e3bf31f00049a0265818985ed0000000049454e44ae426082',
    'hex',
  );
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('Photo updated successfully')).toBeVisible();
  const headerPhoto = page.getByRole('button', { name: 'Account menu for Augusta King' }).locator('img');
  await expect(headerPhoto).toHaveAttribute('src', /photos\//);
  await expect
    .poll(() => headerPhoto.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
    .toBe(1);
});
