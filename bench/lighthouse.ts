// Figure 4 (scores): Lighthouse performance and accessibility of public pages, with the
// mobile preset (Lighthouse's default: throttled 4G, mid-range phone) and the desktop one,
// in Debian's Chromium run headless.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export interface LighthouseFigure {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function measureLighthouse(baseUrl: string, pages: string[]): Promise<LighthouseFigure[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of pages) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(
          new URL(page, baseUrl).href,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        const categories = result?.lhr.categories;
        if (!categories) throw new Error(`Lighthouse gave no result for ${page} (${preset})`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page} (${preset}): ${result.lhr.runtimeError.message}`);
        figures.push({
          page,
          preset,
          performance: Math.round((categories.performance?.score ?? Number.NaN) * 100),
          accessibility: Math.round((categories.accessibility?.score ?? Number.NaN) * 100),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
