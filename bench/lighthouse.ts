// Figure 4 (scores): Lighthouse performance and accessibility of public pages, with the
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
export const LIGHTHOUSE_RUNS = 5;

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
        const scores: { performance: number; accessibility: number }[] = [];
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
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

async function score(port: number, url: string, preset: 'mobile' | 'desktop') {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const categories = result?.lhr.categories;
  if (!categories) throw new Error(`Lighthouse gave no result for ${url} (${preset})`);
  if (result.lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url} (${preset}): ${result.lhr.runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
  };
}
