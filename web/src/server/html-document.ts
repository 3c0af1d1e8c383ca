// A page's whole HTML document from the app's built index.html (the shell: its stylesheet,
// its scripts, an empty root that shows "Loading...") and the page's markup rendered on the
// server (server-render.tsx): the page's title and head, its link preview (Open Graph and
// Twitter card tags), the markup in the root, marked for main.tsx to hydrate, and the data it
// was rendered with beside the root (lib/page-data.ts).
import { SOCIAL_CARD } from '#shared/link-preview.js';
import { APP_NAME } from '../config';

/** The app's empty root as index.html holds it: one line, the "Loading..." screen inside. */
const ROOT_LINE = /<div id="root">.*<\/div>$/m;
const TITLE = /<title>[^<]*<\/title>/;
/** What React writes ahead of the markup for each image of the page (a company's logo): it goes in the head. */
const IMAGE_PRELOAD = /<link rel="preload" as="image"[^>]*\/>/g;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;
const CONTENT = /\scontent="([^"]*)"/;

/** What a link to the page shows where it is shared (chats, social networks). */
export interface LinkPreview {
  /** The page's canonical address, absolute (og:url): the card's address is made from its origin. */
  url: string;
  /** What the preview says under the title; the page's description when unset. */
  description?: string;
}

export interface PageDocument {
  /** The page's path: main.tsx hydrates the markup only at that very path. */
  path: string;
  /** renderToString's output: the page's <title> (a hoistable React writes first), then the app. */
  markup: string;
  /** The page's own meta description, in place of the app's. */
  description?: string;
  /** More of the head, as HTML (canonical link, structured data). */
  head?: string;
  preview: LinkPreview;
  /** What the page was rendered from, for the browser's first render (lib/page-data.ts). */
  data?: { elementId: string; value: unknown };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

/** Text as the value of a double-quoted attribute. */
export const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]!);

/**
 * A value as the text of a <script> element (JSON or JSON-LD): no "</script>" or "<!--" can
 * end or change the element, whatever the strings hold, and the JSON still parses the same.
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The Open Graph and Twitter card tags of a page, from its title and description as they go in
 * an attribute (escaped) and its absolute address. Every page is a "website" to Open Graph: a
 * job's page is not one of the spec's other types (article, profile, book, music, video).
 */
function linkPreviewTags(preview: { title: string; description: string; url: string }): string {
  const image = escapeAttribute(new URL(SOCIAL_CARD.path, preview.url).href);
  const tags: [attribute: 'property' | 'name', key: string, value: string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', escapeAttribute(APP_NAME)],
    ['property', 'og:title', preview.title],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', escapeAttribute(preview.url)],
    ['property', 'og:image', image],
    ['property', 'og:image:type', SOCIAL_CARD.type],
    ['property', 'og:image:width', String(SOCIAL_CARD.width)],
    ['property', 'og:image:height', String(SOCIAL_CARD.height)],
    ['property', 'og:image:alt', escapeAttribute(SOCIAL_CARD.alt)],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', preview.title],
    ['name', 'twitter:description', preview.description],
    ['name', 'twitter:image', image],
    ['name', 'twitter:image:alt', escapeAttribute(SOCIAL_CARD.alt)],
  ];
  return tags.map(([attribute, key, value]) => `<meta ${attribute}="${key}" content="${value}" />`).join('\n    ');
}

/** Throws when the shell is not the index.html this code fills in. */
export function checkShell(shell: string): void {
  if (!ROOT_LINE.test(shell) || !TITLE.test(shell) || !DESCRIPTION.test(shell))
    throw new Error(
      'index.html has no one-line <div id="root">, <title> or meta description: pages cannot be rendered',
    );
}

export function pageDocument(shell: string, page: PageDocument): string {
  checkShell(shell);
  // React writes the page's <title> (a hoistable) and its images' preloads ahead of the app's markup.
  const start = page.markup.indexOf('<div');
  const hoisted = page.markup.slice(0, start);
  const preloads = hoisted.match(IMAGE_PRELOAD) ?? [];
  const title = TITLE.exec(hoisted)?.[0];
  if (!title || hoisted.replace(TITLE, '').replace(IMAGE_PRELOAD, '').trim() !== '')
    throw new Error(
      `${page.path} rendered ${JSON.stringify(hoisted)} ahead of its markup; expected its <title> and image preloads alone`,
    );
  const data = page.data
    ? `<script type="application/json" id="${page.data.elementId}">${scriptJson(page.data.value)}</script>`
    : '';
  let html = shell
    .replace(TITLE, () => title)
    // The page shows without the app's code, which only makes it interactive: the browser
    // fetches the stylesheet and the font first.
    .replace(/<(script type="module"|link rel="modulepreload") /g, '<$1 fetchpriority="low" ')
    .replace(
      ROOT_LINE,
      () => `<div id="root" data-prerendered="${escapeAttribute(page.path)}">${page.markup.slice(start)}</div>${data}`,
    );
  if (page.description !== undefined)
    html = html.replace(
      DESCRIPTION,
      () => `<meta name="description" content="${escapeAttribute(page.description!)}" />`,
    );
  // Both as they stand in the HTML: React escaped the title's text, the shell its description.
  const description = CONTENT.exec(DESCRIPTION.exec(html)![0])?.[1] ?? '';
  const preview = linkPreviewTags({
    title: title.slice('<title>'.length, -'</title>'.length),
    description: page.preview.description === undefined ? description : escapeAttribute(page.preview.description),
    url: page.preview.url,
  });
  html = html.replace(
    '</head>',
    () => `${[preview, ...preloads, page.head].filter(Boolean).join('\n    ')}\n  </head>`,
  );
  return html;
}
