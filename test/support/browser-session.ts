// Gives a browser a user's session as login would, straight through cookies (no UI): for
// browser tests of other screens than login, and for the bench's page measurements.
import type { BrowserContext } from '@playwright/test';
import type { TestUser } from '../integration/support/test-users.js';
import type { StackInfo } from './local-stack-process.js';

/** The HttpOnly session cookie and the readable signed-in hint the web app checks first. */
export async function signInContext(context: BrowserContext, stack: StackInfo, user: TestUser): Promise<void> {
  await context.addCookies([
    {
      name: 'session',
      value: user.client.cookies.get('session')!,
      url: stack.appUrl,
      httpOnly: true,
      sameSite: 'Strict',
    },
    { name: 'signed-in', value: '1', url: stack.appUrl, sameSite: 'Strict' },
  ]);
}
