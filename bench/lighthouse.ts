// Figure 4 (scores): Lighthouse performance, accessibility, best practices, SEO and layout
// shift of the public pages and of one job's page, run with a handful of jobs in the table, with the
// mobile preset (Lighthouse's default: throttled 4G, mid-range phone) and the desktop one,
// in Debian's Chromium run headless. One run's performance score moves by a few points from
// run to run (89 to 94 for the same build of /find-work here), so each page and preset is
// run several times, as Lighthouse's own guidance on variability advises: the figure is the
// median, and every run is kept beside it (a page that passes only in the median does not).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './stats.js';

/** Runs per page and preset. */
export const LIGHTHOUSE_RUNS = 3;

export const LIGHTHOUSE_PAGES = ['/home', '/services', '/find-work', '/share-requirement', '/login', '/signup'];

export type LighthousePreset = 'mobile' | 'desktop';

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
}

export interface LighthouseFigure {
  page: string;
  preset: LighthousePreset;
  /** Every run, in the order they ran. */
  runs: LighthouseRun[];
  /** The median performance score of the runs. */
  performance: number;
  /** The lowest accessibility score of the runs (each should be 100). */
  accessibility: number;
  /** The lowest best-practices score of the runs (each should be 100). */
  bestPractices: number;
  /** The lowest SEO score of the runs (each should be 100). */
  seo: number;
  /** The largest Cumulative Layout Shift of the runs. */
  cls: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A headless Chromium for Lighthouse to drive; kill() it when done. */
export function launchChromium() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
}

export async function measureLighthouse(
  baseUrl: string,
  pages: string[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigure[]> {
  const chrome = await launchChromium();
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const pageRuns: LighthouseRun[] = [];
        for (let run = 0; run < runs; run += 1)
          pageRuns.push(runFigures(await runLighthouse(chrome.port, new URL(page, baseUrl).href, preset)));
        figures.push(lighthouseFigure(page, preset, pageRuns));
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/** The figure of a page and preset from its runs. */
export function lighthouseFigure(page: string, preset: LighthousePreset, runs: LighthouseRun[]): LighthouseFigure {
  return {
    page,
    preset,
    runs,
    performance: median(runs.map((run) => run.performance)),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    bestPractices: Math.min(...runs.map((run) => run.bestPractices)),
    seo: Math.min(...runs.map((run) => run.seo)),
    cls: Math.max(...runs.map((run) => run.cls)),
  };
}

/** One Lighthouse run of `url` in the Chromium listening on `port`: its whole report. */
export async function runLighthouse(port: number, url: string, preset: LighthousePreset): Promise<Result> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result?.lhr.categories) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url} (${preset}): ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/** What the bench keeps of one run's report. */
export function runFigures(report: Result): LighthouseRun {
  const { categories, audits } = report;
  const percent = (score: number | null | undefined) => Math.round((score ?? Number.NaN) * 100);
  return {
    performance: percent(categories.performance?.score),
    accessibility: percent(categories.accessibility?.score),
    bestPractices: percent(categories['best-practices']?.score),
    seo: percent(categories.seo?.score),
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
  };
}
