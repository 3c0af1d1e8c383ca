// Figure 5 (layout stability): Cumulative Layout Shift of the pages whose content depends on
// the data, with none, a few and a page of results (0, 3 and 10 jobs and candidates), at a
// phone's and a desktop's size, in Debian's Chromium. A page that reserves no room for its
// results moves its footer when they replace the spinner, and that shows only when the
// results are few; a table full of jobs hides it. The value is web-vitals' own CLS (the
// largest session window of shifts without user input), read once the page has settled.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { VISITOR_PATHS } from '../tools/web-pages.js';
import { signInContext } from '../tools/browser-session.js';
import { createSignedInUser, type TestUser } from '../tools/test-users.js';
import type { StackInfo } from '../local/stack-process.js';

export const LAYOUT_STATES = [0, 3, 10] as const;

/** The public pages, as the browser sweeps walk them, without the redirect, the query, the dead link and the 404. */
export const PUBLIC_PAGES = VISITOR_PATHS.filter(
  (page) => page !== '/' && !page.includes('?') && !page.startsWith('/join/') && page !== '/no/such/page',
);

/** Lighthouse's phone (Moto G Power) and desktop screens. */
const VIEWPORTS = {
  mobile: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export interface LayoutShiftFigure {
  page: string;
  /** Jobs (or candidates, for sourcing) the page could show. */
  results: number;
  preset: keyof typeof VIEWPORTS;
  cls: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The package's browser build, beside its main file (the exports map does not list it), then
// the recording of its CLS: one script, as Playwright runs each init script in its own scope.
const WEB_VITALS = path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js');
const RECORD_CLS = `${fs.readFileSync(WEB_VITALS, 'utf8')}
globalThis.layoutShift = 0;
webVitals.onCLS((metric) => { globalThis.layoutShift = metric.value; }, { reportAllChanges: true });`;
const JOB_TITLE = 'Layout Designer';

/**
 * Measures every page of `pages` (default: the public ones and the signed-in lists) in each
 * state of `states`, adding jobs and candidates through the real API between states.
 */
export async function measureLayoutShift(
  stack: StackInfo,
  log: (line: string) => void,
  options: { states?: readonly number[]; publicPages?: string[] } = {},
): Promise<LayoutShiftFigure[]> {
  const states = options.states ?? LAYOUT_STATES;
  const publicPages = options.publicPages ?? PUBLIC_PAGES;
  const employer = await createSignedInUser(stack, 'employer', { country: 'Germany' });
  const candidate = await createSignedInUser(stack, 'candidate', {
    jobTitle: 'Writer',
    jobType: 'full-time',
    country: 'Kenya',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const figures: LayoutShiftFigure[] = [];
  let jobs = 0;
  try {
    for (const results of states) {
      for (; jobs < results; jobs += 1) await addJobAndCandidate(stack, employer, jobs);
      log(`Layout shift with ${results} results...`);
      const pages: [string, TestUser | undefined][] = [
        ...publicPages.map((page): [string, undefined] => [page, undefined]),
        ['/dashboard/find-jobs', candidate],
        ['/dashboard/jobs', employer],
        [`/dashboard/browse-talent?jobTitle=${encodeURIComponent(JOB_TITLE)}`, employer],
      ];
      for (const [page, user] of pages)
        for (const preset of Object.keys(VIEWPORTS) as (keyof typeof VIEWPORTS)[])
          figures.push({ page, results, preset, cls: await cumulativeLayoutShift(browser, stack, page, preset, user) });
    }
  } finally {
    await browser.close();
  }
  return figures;
}

async function addJobAndCandidate(stack: StackInfo, employer: TestUser, index: number) {
  const posted = await employer.client.call('POST', '/api/add-job', {
    json: {
      jobTitle: `${JOB_TITLE} ${index + 1}`,
      jobType: 'full-time',
      department: 'Design',
      country: 'Germany',
      timeZone: 'Europe/Berlin (GMT+01:00)',
      aboutRole: 'Design our product, from research to the pixels.',
      minSalary: 50000,
      maxSalary: 70000,
      currency: 'EUR',
    },
  });
  if (posted.status !== 200) throw new Error(`add-job answered ${posted.status}: ${JSON.stringify(posted.body)}`);
  await createSignedInUser(stack, 'candidate', {
    firstName: 'Ines',
    lastName: `Layout${index + 1}`,
    jobTitle: JOB_TITLE,
    jobType: 'full-time',
    country: 'Germany',
    bio: { about: 'Product designer.', skills: ['Figma'], languages: ['German'] },
  });
}

async function cumulativeLayoutShift(
  browser: Browser,
  stack: StackInfo,
  page: string,
  preset: keyof typeof VIEWPORTS,
  user: TestUser | undefined,
): Promise<number> {
  // A fresh context per load: a first visit, with nothing cached, as Lighthouse loads a page.
  const context = await browser.newContext({ ...VIEWPORTS[preset], baseURL: stack.appUrl });
  try {
    if (user) await signInContext(context, stack, user);
    await context.addInitScript({ content: RECORD_CLS });
    const tab = await context.newPage();
    await tab.goto(page, { waitUntil: 'networkidle' });
    await tab.getByText('Loading...', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    // Late shifts (web fonts, images) count too: a moment more after the network is idle.
    await tab.waitForTimeout(1_000);
    return await tab.evaluate(() => (globalThis as unknown as { layoutShift: number }).layoutShift);
  } finally {
    await context.close();
  }
}
