// Browser-test fixtures: the stack under test and its app URL as Playwright's baseURL, and
// the axe-core check the specs run on every screen.
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import type { Role } from '#shared/constants.js';
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
