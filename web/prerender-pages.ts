// The build's last step (web/vite.config.ts, builder.buildApp): writes each page of
// shared/prerendered-pages.ts as <path>/index.html, the app's index.html with the page's
// markup in #root (main.tsx hydrates it), the page's title in the head, the CSS the page uses
// inline and the app's code started by page-start.js after the first paint; then the CSP
// hashes of every inline block of the build's HTML.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { hashSource, INLINE_HASHES_FILE, type InlineHashes } from '../infra/content-security-policy.ts';

interface PrerenderModule {
  PRERENDERED_PAGES: readonly string[];
  renderPage(path: string): Promise<string>;
}

/** The app's empty root as index.html holds it: one line, the "Loading..." screen inside. */
const ROOT_LINE = /<div id="root">.*<\/div>$/m;
const TITLE = /<title>[^<]*<\/title>/;
/** Vite's tags of the app's entry and of the modules it imports. */
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** web/page-start.js, the one inline script (vite.config.ts). */
const PAGE_START = '<script>';
const INLINE_BLOCK = {
  scripts: /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g,
  styles: /<style\b[^>]*>([\s\S]*?)<\/style>/g,
};

/**
 * The rules a prerendered page matches go inline in its head, so its first paint waits for the
 * HTML alone; the whole stylesheet moves to the end of the body (no script or event handler:
 * the CSP allows neither inline), for the screens and states the app renders later.
 */
function criticalCss(outDir: string) {
  return new Beasties({
    path: outDir,
    publicPath: '/',
    preload: 'body',
    // The font's @font-face goes inline too (the text first paints in Outfit, not a fallback
    // that then swaps); index.html already preloads the font file.
    inlineFonts: true,
    preloadFonts: false,
    // index.html's own <style> (for browsers without JavaScript) stays as it is.
    reduceInlineStyles: false,
    // Set by page-start.js on a signed-in user's page, not in the prerendered markup.
    allowRules: [/\[data-session-hint\]/],
    logLevel: 'warn',
  });
}

/** The template's tags that load the app's code, moved to page-start.js's attributes. */
function startAfterPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  const imports = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  if (!entry || !template.includes(PAGE_START))
    throw new Error("index.html has no module script or no page-start script: the pages cannot start the app's code");
  return template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(PAGE_START, () => `<script data-app-entry="${entry}" data-app-imports="${imports.join(' ')}">`);
}

export async function writePrerenderedPages(options: { renderer: string; outDir: string }): Promise<void> {
  const { PRERENDERED_PAGES, renderPage } = (await import(pathToFileURL(options.renderer).href)) as PrerenderModule;
  const template = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  if (!ROOT_LINE.test(template) || !TITLE.test(template))
    throw new Error('index.html has no one-line <div id="root"> or no <title>: the pages cannot be prerendered');
  const pageTemplate = startAfterPaint(template);
  const beasties = criticalCss(options.outDir);
  const written = [template];
  for (const page of PRERENDERED_PAGES) {
    const markup = await renderPage(page);
    // React writes the page's <title> (a hoistable) ahead of the app's markup.
    const start = markup.indexOf('<div');
    const hoisted = markup.slice(0, start);
    const title = TITLE.exec(hoisted)?.[0];
    if (!title || hoisted.replace(TITLE, '').trim() !== '')
      throw new Error(`${page} rendered ${JSON.stringify(hoisted)} ahead of its markup; expected its <title> alone`);
    const html = (
      await beasties.process(
        pageTemplate
          .replace(TITLE, () => title)
          .replace(ROOT_LINE, () => `<div id="root" data-prerendered="${page}">${markup.slice(start)}</div>`),
      )
    )
      // Beasties marks the element it searched (the whole page) and leaves the mark.
      .replace(/^<html([^>]*) data-beasties-container(="")?/m, '<html$1')
      // The whole stylesheet is for later: fetched after the page's own bytes, not ahead of them.
      .replace(/<link rel="stylesheet" (?=[^>]*href="\/assets\/)/, '<link rel="stylesheet" fetchpriority="low" ');
    if (!/<style>[^<]/.test(html) || !html.includes('<link rel="stylesheet" fetchpriority="low" '))
      throw new Error(`${page}: no critical CSS was inlined, or the stylesheet was not moved after it`);
    const file = path.join(options.outDir, page, 'index.html');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, html);
    written.push(html);
  }
  const hashesOf = (block: RegExp) => [
    ...new Set(written.flatMap((html) => [...html.matchAll(block)].map(([, text]) => hashSource(text!)))),
  ];
  const hashes: InlineHashes = { scripts: hashesOf(INLINE_BLOCK.scripts), styles: hashesOf(INLINE_BLOCK.styles) };
  const hashesFile = path.join(options.outDir, INLINE_HASHES_FILE);
  fs.mkdirSync(path.dirname(hashesFile), { recursive: true });
  fs.writeFileSync(hashesFile, `${JSON.stringify(hashes, null, 2)}\n`);
}
