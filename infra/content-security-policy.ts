// The site's Content-Security-Policy, sent by CloudFront (web-stack.ts) and by the local
// gateway (local/gateway.ts) alike. The web build puts a few blocks inline in its HTML: each
// prerendered page's critical CSS in a <style>, and the page-start script (web/page-start.js)
// that must run before the first paint. The policy allows exactly those blocks by their
// SHA-256, which the build writes beside the pages (web/prerender-pages.ts): no 'unsafe-inline'.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Where the build writes the CSP sources of its inline blocks, relative to web/dist. */
export const INLINE_HASHES_FILE = '.vite/inline-hashes.json';

/** CloudFront's limit on a response headers policy's Content-Security-Policy value. */
export const CLOUDFRONT_CSP_MAX_LENGTH = 1783;

/** The 'sha256-...' sources of the build's inline <script> and <style> blocks. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

/**
 * Everything from the site itself (scripts, styles, fonts, API calls) plus the build's own
 * inline blocks by hash; images also as data: URIs (Bootstrap's icons) and from the files
 * bucket, whose presigned links show profile photos; no plugins, no framing, no foreign forms.
 * `upgradeInsecureRequests` is for the HTTPS site only: the local stack answers on plain HTTP.
 */
export function contentSecurityPolicy(options: {
  photoOrigins: readonly string[];
  inline: InlineHashes;
  upgradeInsecureRequests?: boolean;
}): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.inline.scripts].join(' '),
    ["style-src 'self'", ...options.inline.styles].join(' '),
    "font-src 'self'",
    ["img-src 'self' data:", ...options.photoOrigins].join(' '),
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.upgradeInsecureRequests === false ? [] : ['upgrade-insecure-requests']),
  ].join('; ');
}

/** The CSP source ('sha256-...') of an inline block's text, as browsers hash it. */
export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const HASH_SOURCE = /^'sha256-[\w+/]+=*'$/;

/** The hashes the build of `webDir` wrote; throws when that build has none. */
export function readInlineHashes(webDir: string): InlineHashes {
  const file = path.join(webDir, INLINE_HASHES_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: the web build is older than its inline blocks; run npm run build:web`);
  const hashes = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<keyof InlineHashes, unknown>>;
  const list = (value: unknown) =>
    Array.isArray(value) && value.every((hash) => typeof hash === 'string' && HASH_SOURCE.test(hash))
      ? (value as string[])
      : undefined;
  const scripts = list(hashes.scripts);
  const styles = list(hashes.styles);
  if (!scripts || !styles) throw new Error(`${file} does not hold lists of 'sha256-...' sources`);
  return { scripts, styles };
}
