// Phones: every screen of both roles, at 375 and 390 px, fits the screen: no page-level
// sideways scroll, and the top bar whole (its avatar menu, the way to Settings and Log out,
// on screen). Tables scroll inside their own card or turn into stacked cards.
import type { Page } from '@playwright/test';
import { createSignedInUser } from '../integration/support/test-users.js';
import { expect, signInAs, signInContext, test } from './fixtures.js';
import { candidatePaths, employerPaths, makeData, settle, VISITOR_PATHS } from './route-walk.js';

test.describe.configure({ timeout: 300_000 });
test.use({ reducedMotion: 'reduce' });

const WIDTHS = [375, 390];

/** What does not fit at this width, by path (empty when everything fits). */
async function walk(page: Page, paths: string[], signedIn: boolean): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const visit of paths) {
      await page.goto(visit);
      await settle(page);
      // The page's own width against the screen's (the test runs in Node: no DOM types here).
      const { scrollWidth, clientWidth } = await page.locator('html').evaluate((root) => {
        const { scrollWidth, clientWidth } = root as unknown as { scrollWidth: number; clientWidth: number };
        return { scrollWidth, clientWidth };
      });
      const problems: string[] = [];
      if (scrollWidth > clientWidth) problems.push(`the page is ${scrollWidth} px wide`);
      const avatar = page.getByRole('button', { name: /^Account menu/ });
      if (signedIn && (await avatar.count()) > 0) {
        const box = await avatar.first().boundingBox();
        if (!box || box.x + box.width > clientWidth) problems.push('the avatar menu is off screen');
      }
      if (problems.length > 0) found[`${visit} at ${width} px`] = problems.join('; ');
    }
  }
  return found;
}

test('every page of an employer fits a phone', async ({ page, context, stack }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const employer = await signInAs(context, stack, 'employer', {
    firstName: 'Phil',
    lastName: `Phone${tag}`,
    companyName: `Phone ${tag}`,
    country: 'Germany',
  });
  const { jobID, jobTitle, candidateID } = await makeData(stack, employer, tag);
  expect(await walk(page, employerPaths(jobID, candidateID, jobTitle), true)).toEqual({});
});

test('every page of a candidate fits a phone', async ({ page, context, stack }) => {
  const tag = crypto.randomUUID().slice(0, 8);
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Phone ${tag}` });
  const { jobID } = await makeData(stack, employer, tag);
  const candidate = await createSignedInUser(stack, 'candidate', {
    firstName: 'Cleo',
    lastName: `Phone${tag}`,
    jobTitle: 'Designer',
    jobType: 'part-time',
    country: 'Germany',
  });
  await signInContext(context, stack, candidate);
  expect(await walk(page, candidatePaths(jobID), true)).toEqual({});
});

test('every page a visitor can open fits a phone', async ({ page }) => {
  expect(await walk(page, VISITOR_PATHS, false)).toEqual({});
});
