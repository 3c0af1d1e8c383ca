// The build's last step (web/vite.config.ts, builder.buildApp): makes the pages' shell from the
// app's index.html (the app's code started by page-start.js after the first paint) and puts it
// beside the server renderer (shared/job-page.ts WEB_RENDERER) for job pages; writes each page
// of shared/prerendered-pages.ts as <path>/index.html, rendered by it (src/server-render.tsx:
// the page's markup in #root, main.tsx hydrates it, its title in the head) with the CSS the
// page uses inline; then the CSP hashes of every inline block of the build's HTML, and the
// build's time (the pages' release, for the sitemap: infra/web-release.ts).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { hashSource, INLINE_HASHES_FILE, type InlineHashes } from '../infra/content-security-policy.ts';
import { WEB_RELEASE_FILE } from '../infra/web-release.ts';
import { WEB_RENDERER } from '../shared/job-page.ts';

interface ServerRenderModule {
  PRERENDERED_PAGES: readonly string[];
  prerenderedDocument(shell: string, path: string): Promise<string>;
}

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

/**
 * A page rendered on the server is whole without the app's code, which only makes it
 * interactive: the template's tags that load that code move to page-start.js's attributes.
 */
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

export async function writePrerenderedPages(options: { outDir: string }): Promise<void> {
  const rendererDir = path.join(options.outDir, WEB_RENDERER.dir);
  const { PRERENDERED_PAGES, prerenderedDocument } = (await import(
    pathToFileURL(path.join(rendererDir, WEB_RENDERER.module)).href
  )) as ServerRenderModule;
  const template = fs.readFileSync(path.join(options.outDir, 'index.html'), 'utf8');
  const shell = startAfterPaint(template);
  fs.writeFileSync(path.join(rendererDir, WEB_RENDERER.shell), shell);
  const beasties = criticalCss(options.outDir);
  const written = [template, shell];
  for (const page of PRERENDERED_PAGES) {
    const html = (await beasties.process(await prerenderedDocument(shell, page)))
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
  fs.writeFileSync(
    path.join(options.outDir, WEB_RELEASE_FILE),
    `${JSON.stringify({ releasedAt: new Date().toISOString() })}\n`,
  );
}
