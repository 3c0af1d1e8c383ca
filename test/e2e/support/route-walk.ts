// How the browser sweep (accessibility.spec.ts) walks the web app's pages (tools/web-pages.ts):
// the data that pages with an :id need (made through the real API), how to wait for a page to
// settle, and whether it fits a phone.
import type { Page } from '@playwright/test';
import { createSignedInUser, type TestUser } from '../../../tools/test-users.js';
import { expect, type signInAs } from './fixtures.js';

/** Waits for the page to settle: no "Loading..." screen, the main content shown, data loaded. */
export async function settle(page: Page) {
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('main, [role="main"]').first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
}

/** Phone widths every page must fit (no page-level sideways scroll, top bar whole). */
export const PHONE_WIDTHS = [375, 390];

/**
 * What keeps the loaded page from fitting each phone width, by width (empty when it fits):
 * a page wider than the screen, or the avatar menu (the way to Settings and Log out) off
 * screen. The page is resized, not reloaded (media queries apply as on a phone of that
 * width), and put back to the size it had.
 */
export async function phoneFit(page: Page, signedIn: boolean): Promise<Record<number, string>> {
  const size = page.viewportSize();
  const found: Record<number, string> = {};
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
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
    if (problems.length > 0) found[width] = problems.join('; ');
  }
  if (size) await page.setViewportSize(size);
  return found;
}

/** An open job of a new employer, and a candidate findable in sourcing who applied to it. */
export async function makeData(stack: Parameters<typeof signInAs>[1], employer: TestUser, tag: string) {
  const jobTitle = `Axe${tag} Designer`;
  const posted = await employer.client.call<{ job: { _id: string } }>('POST', '/api/add-job', {
    json: {
      jobTitle,
      jobType: 'full-time',
      department: 'Design',
      country: 'Germany',
      timeZone: 'Europe/Berlin (GMT+01:00)',
      aboutRole: 'Design our product.',
      minSalary: 50000,
      maxSalary: 70000,
      currency: 'EUR',
    },
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(200);
  const jobID = posted.body.data.job._id;
  const applicant = await createSignedInUser(stack, 'candidate', {
    firstName: 'Ines',
    lastName: `Axe${tag}`,
    jobTitle,
    jobType: 'full-time',
    country: 'Germany',
    bio: { about: 'Product designer.', skills: ['Figma'], languages: ['German'] },
  });
  const applied = await applicant.client.call('POST', '/api/job-application', {
    json: {
      firstName: 'Ines',
      lastName: `Axe${tag}`,
      email: applicant.email,
      country: 'Germany',
      phoneNo: '+49 30 1234567',
      jobID,
    },
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  return { jobID, jobTitle, candidateID: applicant.userID };
}
