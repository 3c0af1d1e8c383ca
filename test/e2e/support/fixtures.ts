// Browser-test fixtures: the stack under test and its app URL as Playwright's baseURL, and
// the axe-core check the specs run on every screen.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '#shared/constants.js';
import { webPaths, withNext } from '#shared/web-paths.js';
import { latestCode } from '../../../local/mailbox.js';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { signInContext } from '../../../tools/browser-session.js';
import type { StackInfo } from '../../../local/stack-process.js';

export { signInContext };

/**
 * Signs the browser in as a new user of the role, straight through the emulators (no UI):
 * for tests of other screens than login. `profile` overrides stored profile fields.
 */
export async function signInAs(
  context: BrowserContext,
  stack: StackInfo,
  role: Role,
  profile: Record<string, unknown> = {},
): Promise<TestUser> {
  const user = await createSignedInUser(stack, role, profile);
  await signInContext(context, stack, user);
  return user;
}

/**
 * A new candidate (Kenya) who has applied to the job through the real job-application call,
 * with the name given.
 */
export async function newApplicant(
  stack: StackInfo,
  jobID: string,
  name: { firstName: string; lastName: string },
): Promise<TestUser> {
  const candidate = await createSignedInUser(stack, 'candidate', {
    ...name,
    country: 'Kenya',
    jobTitle: 'Support Agent',
    jobType: 'part-time',
  });
  const applied = await candidate.client.call('POST', '/api/job-application', {
    json: { ...name, email: candidate.email, country: 'Kenya', phoneNo: '+254 20 123 4567', jobID },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return candidate;
}

export const test = base.extend<{ stack: StackInfo }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    if (!raw) throw new Error('TEST_STACK is not set: run through npm test or npm run test:e2e');
    await use(JSON.parse(raw) as StackInfo);
  },
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    await use(raw ? (JSON.parse(raw) as StackInfo).appUrl : undefined);
  },
});

export { expect };

/** Types an emailed code as a phone's autofill does: the whole code lands in the first box and spreads out. */
export async function enterCode(page: Page, code: string) {
  await page.getByLabel('Verification code, character 1 of 6').fill(code);
  for (const [index, char] of [...code].entries())
    await expect(page.getByLabel(`Verification code, character ${index + 1} of 6`)).toHaveValue(char);
}

export interface CandidateSignup {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  jobType: 'full-time' | 'part-time';
  jobTitle: string;
  country: string;
  about: string;
  skill: string;
  language: string;
}

/**
 * A candidate's whole sign-up from its first step (where the page is): details, bio, the
 * emailed code from the local mailbox, then logging in; each step's address carries `next`,
 * the login page's return path, when there is one.
 */
export async function signUpAsCandidateAndLogIn(
  page: Page,
  stack: StackInfo,
  candidate: CandidateSignup,
  next?: string,
) {
  await page.getByLabel('First name').fill(candidate.firstName);
  await page.getByLabel('Last name').fill(candidate.lastName);
  await page.getByLabel('Email').fill(candidate.email);
  await page.getByLabel('Job Type').selectOption(candidate.jobType);
  await page.getByLabel('Job Title').fill(candidate.jobTitle);
  await page.getByLabel('Country').selectOption(candidate.country);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(withNext(webPaths.addBio, next));
  await page.getByLabel('About').fill(candidate.about);
  const skills = page.getByRole('textbox', { name: 'Skills' });
  await skills.fill(candidate.skill);
  await skills.press('Enter');
  const languages = page.getByRole('textbox', { name: 'Languages' });
  await languages.fill(candidate.language);
  await languages.press('Enter');
  await page.getByLabel(/Terms of Service/).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(withNext(webPaths.confirmEmail, next));
  await enterCode(page, await latestCode(stack.mailboxUrl, candidate.email));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(withNext(webPaths.login, next), { timeout: 5000 });
  await page.getByLabel('Email address').fill(candidate.email);
  await page.getByLabel('Password', { exact: true }).fill(candidate.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 A and AA violations on the page as it is now, one line each: "rule (impact):
 * selectors". Waits first for toasts to finish coming in or going out, and for open dialogs
 * to finish fading in: axe would measure a half-faded text's contrast.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await expect(page.locator('.Toastify--animate')).toHaveCount(0, { timeout: 10_000 });
  for (const dialog of await page.locator('.modal.show').all()) await expect(dialog).toHaveCSS('opacity', '1');
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** The page's uncaught errors and console errors from now on (a failed hydration says so there). */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
