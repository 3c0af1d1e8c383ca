// npm run social-card: remakes web/public/social-card.png, the picture of every link preview
// (Open Graph and Twitter cards: shared/link-preview.ts), 1200 x 630 as the networks
// ask, from the brand: the favicon's mark, the theme's purple and ink, the Outfit font. The
// card is HTML rendered by Playwright's Chromium (CHROMIUM_PATH, else /usr/bin/chromium) and
// screenshotted; the PNG is committed, so the build and the tests need no browser for it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SOCIAL_CARD } from '../shared/link-preview.js';

const webDir = fileURLToPath(new URL('../web/', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The theme's colours (web/src/styles/theme.css). */
const PRIMARY = '#5b2bd6';
const PRIMARY_ACTIVE = '#3f1aa6';
const PRIMARY_SUBTLE = '#f1ecfd';

function fontDataUrl(): string {
  const fontPackage = createRequire(import.meta.url).resolve('@fontsource-variable/outfit/package.json');
  const font = fs.readFileSync(path.join(path.dirname(fontPackage), 'files/outfit-latin-wght-normal.woff2'));
  return `data:font/woff2;base64,${font.toString('base64')}`;
}

/** The card: the mark and the product's name, what it offers, and its two ways in. */
function cardHtml(): string {
  const mark = fs.readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8');
  return `<!doctype html><html><head><style>
@font-face { font-family: Outfit; src: url(${fontDataUrl()}) format('woff2'); font-weight: 100 900; }
html, body { margin: 0; }
body {
  width: ${SOCIAL_CARD.width}px; height: ${SOCIAL_CARD.height}px; box-sizing: border-box; padding: 80px 88px;
  display: flex; flex-direction: column; justify-content: space-between;
  font-family: Outfit, sans-serif; color: #fff;
  background: linear-gradient(135deg, ${PRIMARY} 0%, ${PRIMARY_ACTIVE} 100%);
}
.brand { display: flex; align-items: center; gap: 28px; font-size: 44px; font-weight: 600; }
.brand svg { width: 96px; height: 96px; border-radius: 24px; box-shadow: 0 0 0 4px ${PRIMARY_SUBTLE}; }
h1 { margin: 0; font-size: 76px; line-height: 1.08; font-weight: 700; letter-spacing: -1px; }
p { margin: 24px 0 0; font-size: 34px; line-height: 1.3; color: ${PRIMARY_SUBTLE}; }
.ways { display: flex; gap: 20px; font-size: 30px; font-weight: 600; }
.ways span { padding: 14px 30px; border-radius: 999px; background: #fff; color: ${PRIMARY}; }
.ways span + span { background: transparent; color: #fff; box-shadow: inset 0 0 0 3px #fff; }
</style></head><body>
<div class="brand">${mark}<span>Remote Hiring Marketplace</span></div>
<div><h1>Hire remote experts.<br>Find remote work.</h1>
<p>Freelance, part-time and full-time, from anywhere.</p></div>
<div class="ways"><span>Post a Job</span><span>Find Work</span></div>
</body></html>`;
}

const browser = await chromium.launch({ executablePath: CHROMIUM });
try {
  const page = await browser.newPage({
    viewport: { width: SOCIAL_CARD.width, height: SOCIAL_CARD.height },
    deviceScaleFactor: 1,
  });
  await page.setContent(cardHtml());
  // The screenshot waits for the font, not a fallback's first paint.
  await page.evaluate('document.fonts.ready.then(() => true)');
  const file = path.join(webDir, 'public', SOCIAL_CARD.path);
  await page.screenshot({ path: file, type: 'png' });
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
} finally {
  await browser.close();
}
