// Gives a browser a user's session as login would, straight through cookies (no UI): for
// browser tests of other screens than login, and for the bench's page measurements.
import type { BrowserContext } from '@playwright/test';
import type { TestUser } from './test-users.js';
import type { StackInfo } from '../local/stack-process.js';

/**
 * The HttpOnly session and refresh cookies and the readable signed-in hint the web app checks
 * first. The refresh cookie names the browser's session: without it an email change would
 * end this browser's session too.
 */
export async function signInContext(context: BrowserContext, stack: StackInfo, user: TestUser): Promise<void> {
  await context.addCookies([
    ...(['session', 'refresh'] as const).map((name) => ({
      name,
      value: user.client.cookies.get(name)!,
      url: stack.appUrl,
      httpOnly: true,
      sameSite: 'Strict' as const,
    })),
    { name: 'signed-in', value: '1', url: stack.appUrl, sameSite: 'Strict' },
  ]);
}
