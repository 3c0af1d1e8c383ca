// Figure 4 (scores): Lighthouse performance, accessibility, best practices and layout shift
// of the public pages, run with a handful of jobs in the table, with the
// mobile preset (Lighthouse's default: throttled 4G, mid-range phone) and the desktop one,
// in Debian's Chromium run headless. One run's performance score moves by a few points from
// run to run (89 to 94 for the same build of /find-work here), so each page and preset is
// run several times, as Lighthouse's own guidance on variability advises: the figure is the
// median, with the lowest and highest beside it.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from './stats.js';

/** Runs per page and preset. */
export const LIGHTHOUSE_RUNS = 3;

export const LIGHTHOUSE_PAGES = ['/home', '/services', '/find-work', '/share-requirement', '/login', '/signup'];

export interface LighthouseFigure {
  page: string;
  preset: 'mobile' | 'desktop';
  runs: number;
  /** The median performance score of the runs. */
  performance: number;
  /** The lowest and the highest performance score of the runs. */
  performanceRange: [number, number];
  /** The lowest accessibility score of the runs (each should be 100). */
  accessibility: number;
  /** The lowest best-practices score of the runs (each should be 100). */
  bestPractices: number;
  /** The largest Cumulative Layout Shift of the runs. */
  cls: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function measureLighthouse(
  baseUrl: string,
  pages: string[],
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const scores: Score[] = [];
        for (let run = 0; run < runs; run += 1)
          scores.push(await score(chrome.port, new URL(page, baseUrl).href, preset));
        const performance = scores.map((s) => s.performance);
        figures.push({
          page,
          preset,
          runs,
          performance: median(performance),
          performanceRange: [Math.min(...performance), Math.max(...performance)],
          accessibility: Math.min(...scores.map((s) => s.accessibility)),
          bestPractices: Math.min(...scores.map((s) => s.bestPractices)),
          cls: Math.max(...scores.map((s) => s.cls)),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

interface Score {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
}

async function score(port: number, url: string, preset: 'mobile' | 'desktop'): Promise<Score> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const categories = result?.lhr.categories;
  if (!categories) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url} (${preset}): ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? Number.NaN) * 100),
    cls: result.lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
  };
}
