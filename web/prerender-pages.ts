// The build's last step (web/vite.config.ts, builder.buildApp): writes each page of
// shared/prerendered-pages.ts as <path>/index.html, the app's index.html with the page's
// markup in #root (main.tsx hydrates it) and the page's title in the head.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  renderPage(path: string): Promise<string>;
}

/** The app's empty root as index.html holds it: one line, the "Loading..." screen inside. */
const ROOT_LINE = /<div id="root">.*<\/div>$/m;
const TITLE = /<title>[^<]*<\/title>/;

export async function writePrerenderedPages(options: { renderer: string; outDir: string }): Promise<void> {
  const { PRERENDERED_PAGES, renderPage } = (await import(pathToFileURL(options.renderer).href)) as PrerenderModule;
  const template = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  if (!ROOT_LINE.test(template) || !TITLE.test(template))
    throw new Error('index.html has no one-line <div id="root"> or no <title>: the pages cannot be prerendered');
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page);
    // React writes the page's <title> (a hoistable) ahead of the app's markup.
    const start = markup.indexOf('<div');
    const hoisted = markup.slice(0, start);
    const title = TITLE.exec(hoisted)?.[0];
    if (!title || hoisted.replace(TITLE, '').trim() !== '')
      throw new Error(`${page} rendered ${JSON.stringify(hoisted)} ahead of its markup; expected its <title> alone`);
    const html = template
      .replace(TITLE, () => title)
      // The page shows without the app's code, which only makes it interactive: the browser
      // fetches the stylesheet and the font first.
      .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
      .replace(ROOT_LINE, () => `<div id="root" data-prerendered="${page}">${markup.slice(start)}</div>`);
    const file = path.join(options.outDir, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
  }
}
