// A shared job link in a real browser: the page reads whole without JavaScript; with it, the
// app takes the page over without an error; a visitor presses Apply, signs in as a candidate
// and lands on that job's application form; another signs up from Apply, through every step
// and the emailed code, and lands on the same form.
import { randomUUID } from 'node:crypto';
import { addJob } from '../../support/jobs.js';
import { createSignedInUser } from '../../../tools/test-users.js';
import {
  collectPageErrors,
  expect,
  expectNoAxeViolations,
  signUpAsCandidateAndLogIn,
  test,
} from '../support/fixtures.js';

test('a visitor opens a shared job link, presses Apply, signs in as a candidate and reaches the job’s application form', async ({
  browser,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const title = `Ledger${tag} Bookkeeper`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Books ${tag}` });
  const job = await addJob(employer.client, {
    jobTitle: title,
    paymentInterval: 'annually',
    minSalary: 40000,
    maxSalary: 50000,
    currency: 'EUR',
  });
  const candidate = await createSignedInUser(stack, 'candidate', {
    jobTitle: 'Bookkeeper',
    jobType: 'full-time',
    country: 'France',
  });
  const link = `/jobs/${job._id}`;

  // Without JavaScript, as a crawler or a link preview reads it.
  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(link);
  await expect(plain).toHaveTitle(`${title} at Books ${tag} (Remote)`);
  await expect(plain.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(plain.getByText('€40,000 - €50,000 a year')).toBeVisible();
  await expect(plain.getByRole('link', { name: 'Apply' })).toBeVisible();
  await plainContext.close();

  // With it: the app takes the page over where it is (hydrates it: the server's mark stays),
  // without an error, even with a shared link's tracking parameters.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${link}?utm_source=chat`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Build and run our APIs.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Share ${title}` })).toBeEnabled();
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', link);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);

  await page.getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email address').fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(`/dashboard/find-jobs/${job._id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
  await context.close();
});

test('a visitor presses Apply on a job link, signs up as a candidate, confirms the email and lands on the job’s application form', async ({
  page,
  stack,
}) => {
  // A whole sign-up with an emailed code: more time than one screen.
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const title = `Payroll${tag} Clerk`;
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Wages ${tag}` });
  const job = await addJob(employer.client, { jobTitle: title });
  const form = `/dashboard/find-jobs/${job._id}`;
  // Every step's address carries the form, as the login page's return path.
  const next = `?next=${encodeURIComponent(form)}`;

  await page.goto(`/jobs/${job._id}`);
  await page.getByRole('link', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`/login${next}`);
  await page.getByRole('link', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(`/signup${next}`);
  // Employers do not apply: their sign-up does not carry the job's form.
  await expect(page.getByRole('link', { name: /I'm a company/ })).toHaveAttribute('href', '/employer/signup');
  await page.getByRole('link', { name: /I'm an individual/ }).click();

  await expect(page).toHaveURL(`/candidate/signup${next}`);
  await signUpAsCandidateAndLogIn(
    page,
    stack,
    {
      email: `e2e-apply-${tag}@example.com`,
      password: 'browser-password-1',
      firstName: 'Mary',
      lastName: 'Jackson',
      jobType: 'full-time',
      jobTitle: 'Payroll clerk',
      country: 'Portugal',
      about: 'I run payroll for small teams.',
      skill: 'Payroll',
      language: 'Portuguese',
    },
    form,
  );

  await expect(page).toHaveURL(form);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit application' })).toBeVisible();
});
