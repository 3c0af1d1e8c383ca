// Privacy in a real browser against the local stack (docs/product/privacy.md): a candidate who
// applied to a job downloads their data (the saved JSON holds their email and the
// application), then deletes the account from Settings with the emailed code and lands on the
// home page signed out; the old credentials no longer log in, and the email signs up afresh.
import fs from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createSignedInUser } from '../../../tools/test-users.js';
import { emailsTo } from '../../../local/mailbox.js';
import {
  expect as baseExpect,
  enterCode,
  expectNoAxeViolations,
  signInAs,
  signUpAsCandidateAndLogIn,
  test,
} from '../support/fixtures.js';

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const CODE_SUBJECT = /:\s([A-Z0-9]{6})$/;

/** The code of the first code email to `address` after the `seen` ones, waiting a little for it. */
async function nextCode(mailboxUrl: string, address: string, seen: number): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const codes = (await emailsTo(mailboxUrl, address))
      .filter((email) => CODE_SUBJECT.test(email.subject))
      .sort((a, b) => a.at - b.at);
    if (codes.length > seen) return CODE_SUBJECT.exec(codes.at(-1)!.subject)![1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new code email reached ${address}`);
}

const codeEmailsTo = async (mailboxUrl: string, address: string) =>
  (await emailsTo(mailboxUrl, address)).filter((email) => CODE_SUBJECT.test(email.subject)).length;

/** Axe, once the dialog has faded in (mid-fade, axe measures half-transparent text). */
async function expectDialogAccessible(page: Page) {
  await expect(page.locator('.modal.show')).toHaveCSS('opacity', '1');
  await expectNoAxeViolations(page);
}

test('a candidate downloads their data, deletes the account, cannot log in with it, and signs up again with the email', async ({
  page,
  context,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Privacy ${tag}` });
  const posted = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle: `Privacy${tag} Analyst`,
      jobType: 'full-time',
      department: 'Design',
      country: 'Germany',
      timeZone: 'Europe/Berlin (GMT+01:00)',
      aboutRole: 'Analyse our data.',
      minSalary: 50000,
      maxSalary: 70000,
      currency: 'EUR',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const jobID = posted.body.data.job._id;
  const candidate = await signInAs(context, stack, 'candidate', {
    firstName: 'Dana',
    lastName: `Privacy${tag}`,
    jobTitle: 'Analyst',
    jobType: 'full-time',
    country: 'Germany',
    bio: { about: 'Careful with data.', skills: ['SQL'], languages: ['German'] },
  });
  const applied = await candidate.client.call('POST', '/api/job-application', {
    json: {
      firstName: 'Dana',
      lastName: `Privacy${tag}`,
      email: candidate.email,
      country: 'Germany',
      phoneNo: '+49 30 1234567',
      jobID,
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);

  // Download my data: a dated JSON file with the account and the application.
  await page.goto('/dashboard/settings');
  const privacy = page.getByRole('region', { name: 'Privacy' });
  await expect(privacy.getByText(/A copy of everything we keep about you/)).toBeVisible();
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await privacy.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^remote-hiring-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile(await download.path(), 'utf8')) as {
    account: Record<string, unknown>;
    applications: Record<string, unknown>[];
  };
  expect(data.account.email).toBe(candidate.email);
  expect(data.applications).toHaveLength(1);
  expect(JSON.stringify(data.applications[0])).toContain(jobID);
  await expect(privacy.getByRole('button', { name: 'Download my data' })).toBeEnabled();

  // Delete account: what goes, a wrong password, then the password and the emailed code.
  await privacy.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete account' });
  await expect(dialog.getByText('your profile, bio, resume and photo;')).toBeVisible();
  await expect(dialog.getByText('This cannot be undone.')).toBeVisible();
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await expect(password).toBeFocused();
  await expectDialogAccessible(page);

  const seen = await codeEmailsTo(stack.mailboxUrl, candidate.email);
  await password.fill(candidate.password);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText(candidate.email)).toBeVisible();
  await enterCode(page, await nextCode(stack.mailboxUrl, candidate.email, seen));
  await expectDialogAccessible(page);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('.Toastify__toast--success').last()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'session')).toBeUndefined();
  const gone = await page.request.get('/api/get-user');
  expect(gone.status()).toBe(401);

  // The old credentials no longer log in.
  await page.goto('/login');
  await page.getByLabel('Email address').fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(
    page.locator('.Toastify__toast-container--top-center').getByText('Incorrect email or password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // The email is free: a new sign-up with it goes through, and logs in.
  const newPassword = `Fresh-${randomUUID()}`;
  await page.goto('/candidate/signup');
  await signUpAsCandidateAndLogIn(page, stack, {
    email: candidate.email,
    password: newPassword,
    firstName: 'Dana',
    lastName: `Again${tag}`,
    jobType: 'part-time',
    jobTitle: 'Analyst',
    country: 'Germany',
    about: 'Back again.',
    skill: 'SQL',
    language: 'German',
  });
  await expect(page).toHaveURL(/\/dashboard\/find-jobs$/);
});
