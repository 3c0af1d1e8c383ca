// Browser-test fixtures: the stack under test and its app URL as Playwright's baseURL.
import { test as base, type BrowserContext } from '@playwright/test';
import type { Role } from '#shared/constants.js';
import { createSignedInUser, type TestUser } from '../integration/support/test-users.js';
import type { StackInfo } from '../support/local-stack-process.js';

/**
 * Signs the browser in as a new user of the role, straight through the emulators (no UI):
 * for tests of other screens than login. `profile` overrides stored profile fields.
 */
export async function signInAs(context: BrowserContext, stack: StackInfo, role: Role, profile: Record<string, unknown> = {}): Promise<TestUser> {
  const user = await createSignedInUser(stack, role, profile);
  await context.addCookies([{ name: 'session', value: user.client.cookies.get('session')!, url: stack.appUrl, httpOnly: true, sameSite: 'Strict' }]);
  return user;
}

export const test = base.extend<{ stack: StackInfo }>({
  stack: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    if (!raw) throw new Error('TEST_STACK is not set: run through npm test or npm run test:e2e');
    await use(JSON.parse(raw) as StackInfo);
  },
  baseURL: async ({}, use) => {
    const raw = process.env.TEST_STACK;
    await use(raw ? (JSON.parse(raw) as StackInfo).appUrl : undefined);
  },
});

export { expect } from '@playwright/test';
