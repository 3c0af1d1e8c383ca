// The public site in a real browser: every public page at desktop width and at 375px, the
// top navigation's collapse under 992px, the hero typewriter (and its still version for
// reduced motion), the sections' scroll animation, and a requirement submitted by keyboard
// alone, found in the local mailbox.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PRERENDERED_PAGES } from '../../../shared/prerendered-pages.js';
import { expect, test } from '../support/fixtures.js';

const PUBLIC_PAGES = [
  { path: '/home', heading: /^Hire a top remote/ },
  { path: '/services', heading: 'Services' },
  { path: '/find-work', heading: 'Find Work' },
  { path: '/share-requirement', heading: 'Hire Smarter' },
  { path: '/help', heading: 'Help centre' },
  { path: '/no/such/page', heading: 'Page not found' },
] as const;

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375px', width: 375, height: 740 },
] as const;

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

for (const viewport of VIEWPORTS) {
  test(`every public page shows its heading, navigation and footer, without sideways scrolling, at ${viewport.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(mainNav(page), path).toBeVisible();
      await expect(page.getByRole('contentinfo'), path).toContainText('All rights reserved.');
      const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    }
  });
}

test('the navigation collapses into a toggle menu under 992px that closes on an outside click or a link', async ({
  page,
}) => {
  await page.setViewportSize({ width: 992, height: 800 });
  await page.goto('/home');
  const services = mainNav(page).getByRole('link', { name: 'Services' });
  await expect(services).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();

  await page.setViewportSize({ width: 991, height: 800 });
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(services).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeHidden();

  await toggle.click();
  await services.click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(services).toBeHidden();
});

test('the footer links to job searches and to places in the help centre', async ({ page }) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Find Developer Jobs' }).click();
  await expect(page).toHaveURL(/\/find-work\?jobTitle=developer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find Work' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL(/\/help#terms$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeInViewport();
});

test('the hero types its words, and stays still for users who prefer reduced motion', async ({ page, browser }) => {
  await page.goto('/home');
  const typed = page.getByTestId('typewriter');
  await expect(typed).toHaveText('virtual assistant|', { timeout: 5000 });
  // Every text it shows for the next seconds, recorded in the page: the empty state lasts
  // only a few hundred milliseconds, shorter than a poll from here may take on a busy machine.
  const shown = await page.evaluate<string[]>(`new Promise((resolve) => {
    const element = document.querySelector('[data-testid="typewriter"]');
    const seen = [element.textContent];
    const observer = new MutationObserver(() => {
      if (seen.at(-1) !== element.textContent) seen.push(element.textContent);
    });
    observer.observe(element, { characterData: true, childList: true, subtree: true });
    setTimeout(() => {
      observer.disconnect();
      resolve(seen);
    }, 6000);
  })`);
  const emptied = shown.indexOf('|');
  expect(emptied, JSON.stringify(shown)).toBeGreaterThan(0);
  expect(shown.slice(0, emptied), 'deletes letter by letter').toContain('virtual assis|');
  expect(shown.slice(emptied), 'then types the next word').toContain('d|');

  const still = await browser.newContext({ reducedMotion: 'reduce', baseURL: page.url().replace(/\/home$/, '') });
  const calm = await still.newPage();
  await calm.goto('/home');
  await expect(calm.getByTestId('typewriter')).toHaveText('virtual assistant|');
  await calm.waitForTimeout(2500);
  await expect(calm.getByTestId('typewriter')).toHaveText('virtual assistant|');
  await still.close();
});

test('sections fade up as they come 120 px into view, and are simply shown with reduced motion', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/home');
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  const faqContent = faq.locator(':scope > *').first();
  await expect(faq).not.toHaveClass(/is-revealed/);
  await expect(faqContent).toHaveCSS('opacity', '0');

  await faq.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(faq).toHaveClass(/is-revealed/);
  await expect(faqContent).toHaveCSS('opacity', '1');
  await expect(faqContent).toHaveCSS('transition-duration', '0.4s, 0.4s');

  const still = await browser.newContext({ reducedMotion: 'reduce', baseURL: page.url().replace(/\/home$/, '') });
  const calm = await still.newPage();
  await calm.goto('/home');
  await expect(
    calm.getByRole('region', { name: 'Frequently asked questions' }).locator(':scope > *').first(),
  ).toHaveCSS('opacity', '1');
  await still.close();
});

test('a visitor submits a requirement by keyboard alone; the operators and the sender get it by email', async ({
  page,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `buyer-${tag}@example.com`;
  const company = `Kestrel ${tag}`;
  await page.goto('/share-requirement');
  await expect(page.getByRole('heading', { level: 1, name: 'Hire Smarter' })).toBeVisible();
  for (const step of ['Tell us what you need', 'Interview our Talent', 'Onboard your Hire'])
    await expect(page.getByRole('heading', { name: step })).toBeVisible();

  // Submitting the empty form puts an error beside each required field.
  await page.getByRole('button', { name: 'Submit requirement' }).click();
  await expect(page.getByLabel(/^Full name/)).toBeFocused();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Duration is required')).toBeVisible();

  // Keyboard only from here: type, Tab, choose options by typing.
  await page.keyboard.type('Grace Hopper');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('+1 202 555 0147');
  await page.keyboard.press('Tab');
  await page.keyboard.type(company);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Requirement \*/)).toBeFocused();
  await page.keyboard.type('Looking for a s');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Three developers for a six-month project.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Duration/)).toBeFocused();
  await page.keyboard.type('6 to');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit requirement' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('status').filter({ hasText: 'We have received your requirement' })).toContainText(
    `A confirmation has been sent to ${email}.`,
  );

  const mailbox = async () =>
    (
      (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as {
        emails: { destination: { to: string[] }; subject: string; replyTo: string[]; body: { text?: string } }[];
      }
    ).emails;
  await expect
    .poll(
      async () =>
        (await mailbox()).filter(
          (mail) => mail.destination.to.includes(stack.env.OPERATORS_EMAIL!) && mail.subject.includes(company),
        ).length,
    )
    .toBe(1);
  const toOperators = (await mailbox()).find((mail) => mail.subject.includes(company))!;
  expect(toOperators.subject).toBe(`New requirement from ${company}: Looking for a service`);
  expect(toOperators.replyTo).toEqual([email]);
  expect(toOperators.body.text).toContain('Duration: 6 to 12 Months');
  expect(toOperators.body.text).toContain('Requirement details: Three developers for a six-month project.');
  expect((await mailbox()).filter((mail) => mail.destination.to.includes(email)).map((mail) => mail.subject)).toEqual([
    'We have received your requirement - Remote Hiring Marketplace',
  ]);
});

test('the public pages come prerendered: their content shows without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const { path, heading } of PUBLIC_PAGES.filter(({ path }) =>
    (PRERENDERED_PAGES as readonly string[]).includes(path),
  )) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(mainNav(page), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toContainText('All rights reserved.');
  }
  await page.goto('/login');
  await expect(page).toHaveTitle(/^Log in/);
  await expect(page.getByLabel('Email address')).toBeVisible();
  await context.close();
});

test("a visitor's pages log no error and make no call that fails", async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  for (const path of PRERENDERED_PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('main').first()).toBeVisible();
    // The app took the prerendered page over (hydrated it) rather than rendering afresh.
    await expect(page.locator('#root'), path).toHaveAttribute('data-prerendered', path);
  }
  expect(problems).toEqual([]);
});
