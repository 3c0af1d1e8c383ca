// The sweep of every page of the product, as a visitor, an employer and a candidate: zero
// axe-core violations of WCAG 2.1 A and AA, and each page fits a phone (375 and 390 px: no
// sideways scroll, the top bar whole). The data that pages with an :id need is made through
// the real API. A last test reads the route table of the web app (web/src/app/router.tsx)
// and fails when a route is added without being visited here.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, useStackTable } from '../../../tools/test-users.js';
import { repoRoot } from '../../../local/stack-process.js';
import { axeViolations, expect, signInAs, signInContext, test } from '../support/fixtures.js';
import { makeData, phoneFit, settle } from '../support/route-walk.js';
import {
  candidatePaths,
  employerPaths,
  ONBOARDING_PATHS,
  OPERATOR_PATHS,
  VISITOR_PATHS,
} from '../../../tools/web-pages.js';
import { paths } from '../../../web/src/lib/paths.js';

test.describe.configure({ timeout: 300_000 });
// With reduced motion the marketing sections are shown at once, so axe checks all of their
// content (a section not yet scrolled into view is transparent, which axe would skip).
test.use({ reducedMotion: 'reduce' });

/** Visits each path and returns what fails, by path (empty when all pass). */
async function sweep(page: Page, paths: string[], signedIn = true): Promise<Record<string, string[] | string>> {
  const found: Record<string, string[] | string> = {};
  for (const visit of paths) {
    await page.goto(visit);
    await settle(page);
    const list = await axeViolations(page);
    if (list.length > 0) found[`${visit} -> ${new URL(page.url()).pathname}`] = list;
    for (const [width, problem] of Object.entries(await phoneFit(page, signedIn)))
      found[`${visit} at ${width} px`] = problem;
  }
  return found;
}

test('every page a visitor can open has no WCAG 2.1 AA violations and fits a phone, at desktop and at 375px with the menu open', async ({
  page,
  context,
}) => {
  const found = await sweep(page, VISITOR_PATHS, false);

  // The sign-up steps, with what the earlier steps leave in local storage (each value with the
  // time it was saved, as web/src/features/auth/signup-storage.ts keeps it).
  await context.addInitScript(() => {
    const storage = (globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } })
      .localStorage;
    const saved = (value: unknown) => JSON.stringify({ value, savedAt: Date.now() });
    storage.setItem('signupUserID', saved('00000000-0000-4000-8000-000000000001'));
    storage.setItem(
      'signup',
      saved({
        role: 'candidate',
        firstName: 'Ada',
        lastName: 'Axe',
        email: 'ada-axe@example.com',
        jobType: 'full-time',
        jobTitle: 'Designer',
        country: 'Germany',
        hasResume: false,
      }),
    );
  });
  Object.assign(found, await sweep(page, ONBOARDING_PATHS, false));

  await page.setViewportSize({ width: 375, height: 740 });
  Object.assign(found, await sweep(page, ['/home', '/share-requirement'], false));
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toBeVisible();
  const menuOpen = await axeViolations(page);
  if (menuOpen.length > 0) found['/share-requirement (menu open, 375px)'] = menuOpen;

  // The requirement form showing its errors.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Submit requirement' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  const formErrors = await axeViolations(page);
  if (formErrors.length > 0) found['/share-requirement (errors shown)'] = formErrors;

  expect(found).toEqual({});
});

test('every page of an employer has no WCAG 2.1 AA violations and fits a phone, with the avatar menu open too', async ({
  page,
  context,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const employer = await signInAs(context, stack, 'employer', {
    firstName: 'Erin',
    lastName: `Axe${tag}`,
    companyName: `Axe ${tag}`,
    companySize: '11-50',
    country: 'Germany',
  });
  const { jobID, jobTitle, candidateID } = await makeData(stack, employer, tag);

  const found = await sweep(page, employerPaths(jobID, candidateID, jobTitle));

  await page.goto('/dashboard/notifications');
  await settle(page);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.locator('.avatar-menu .dropdown-menu')).toBeVisible();
  const menuOpen = await axeViolations(page);
  if (menuOpen.length > 0) found['/dashboard/notifications (avatar menu open)'] = menuOpen;

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Collapse side navigation' }).click();
  const collapsed = await axeViolations(page);
  if (collapsed.length > 0) found['/dashboard/notifications (side navigation collapsed)'] = collapsed;

  expect(found).toEqual({});
});

test('every page of a candidate has no WCAG 2.1 AA violations and fits a phone, with the mobile menu open at 375px too', async ({
  page,
  context,
  stack,
}) => {
  const tag = randomUUID().slice(0, 8);
  const employer = await createSignedInUser(stack, 'employer', { companyName: `Axe ${tag}` });
  const { jobID } = await makeData(stack, employer, tag);
  const candidate = await createSignedInUser(stack, 'candidate', {
    firstName: 'Carl',
    lastName: `Axe${tag}`,
    jobTitle: 'Designer',
    jobType: 'part-time',
    country: 'Germany',
    bio: { about: 'Designer of calm interfaces.', skills: ['Figma', 'CSS'], languages: ['German', 'English'] },
  });
  const applied = await candidate.client.call('POST', '/api/job-application', {
    json: {
      firstName: 'Carl',
      lastName: `Axe${tag}`,
      email: candidate.email,
      country: 'Germany',
      phoneNo: '+49 30 7654321',
      jobID,
    },
  });
  expect(applied.status).toBe(200);
  // Saved too, so that Saved jobs shows a row and the job's pages a pressed bookmark.
  expect((await candidate.client.call('PUT', '/api/save-job', { json: { jobID } })).status).toBe(200);
  await signInContext(context, stack, candidate);

  const found = await sweep(page, candidatePaths(jobID, candidate.userID));

  await page.setViewportSize({ width: 375, height: 740 });
  Object.assign(found, await sweep(page, ['/dashboard/notifications']));
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Dashboard (mobile)' })).toBeVisible();
  await page.waitForTimeout(400);
  const menuOpen = await axeViolations(page);
  if (menuOpen.length > 0) found['/dashboard/notifications (mobile menu open, 375px)'] = menuOpen;

  expect(found).toEqual({});
});

test('the operators’ console has no WCAG 2.1 AA violations and fits a phone', async ({ page, context, stack }) => {
  const tag = randomUUID().slice(0, 8);
  const sent = await new ApiClient(stack).call('POST', '/api/submit-requirement', {
    json: {
      fullName: 'Ada Axe',
      email: `ada-${tag}@example.org`,
      phoneNo: '+44 20 7946 0000',
      companyName: `Axe Requirements ${tag}`,
      requirement: '1',
      details: 'Two assistants.\n\nEuropean hours.',
      duration: '3',
    },
  });
  expect(sent.status).toBe(200);
  const operator = await signInAs(context, stack, 'employer', { companyName: `Axe Ops ${tag}` });
  useStackTable(stack);
  const { markOperator } = await import('#functions/accounts/index.js');
  expect(await markOperator(operator.email, true)).toBe(true);

  expect(await sweep(page, OPERATOR_PATHS)).toEqual({});
  await expect(page.getByText(`Axe Requirements ${tag}`)).toBeVisible();
});

test('the sweep visits every route of the web app', () => {
  // The router takes every route's path from lib/paths.ts: `path: paths.name`, `route(paths.name, ...)`,
  // or either with `paths.name(':param')`.
  const router = fs.readFileSync(path.join(repoRoot, 'web/src/app/router.tsx'), 'utf8');
  const table = paths as Record<string, string | ((param: string) => string)>;
  const routes = [...router.matchAll(/(?:path: |route\(\s*)paths\.(\w+)(?:\('([^']+)'\))?/g)]
    .map(([, name, param]) => {
      const entry = table[name!];
      if (entry === undefined) throw new Error(`router.tsx names paths.${name}, which lib/paths.ts lacks`);
      return typeof entry === 'function' ? entry(param ?? '') : entry;
    })
    .filter((route) => route !== paths.dashboard);
  expect(routes.length).toBeGreaterThan(25);
  const visited = [
    ...VISITOR_PATHS,
    ...ONBOARDING_PATHS,
    ...employerPaths('job-id', 'candidate-id', 'title'),
    ...candidatePaths('job-id', 'candidate-id'),
    ...OPERATOR_PATHS,
  ].map((visit) => visit.split('?')[0]!);
  const missing = routes.filter((route) => {
    const pattern = new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`);
    return !visited.some((visit) => pattern.test(visit));
  });
  expect(missing).toEqual([]);
});
