// When the web build was made: the time the public pages last changed, which the sitemap gives
// them as lastmod (functions/jobs/job-sitemap.ts). The build writes it beside its pages
// (web/prerender-pages.ts); the Api stack and the local stack hand it to the sitemap's
// function as SITE_RELEASED_AT.
import fs from 'node:fs';
import path from 'node:path';

/** Where the build writes its time, relative to web/dist. */
export const WEB_RELEASE_FILE = '.vite/released-at.json';

/** The time the build of `webDir` was made (ISO 8601); throws when that build has none. */
export function readWebReleasedAt(webDir: string): string {
  const file = path.join(webDir, WEB_RELEASE_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: the web build is older than its release time; run npm run build:web`);
  const { releasedAt } = JSON.parse(fs.readFileSync(file, 'utf8')) as { releasedAt?: unknown };
  if (typeof releasedAt !== 'string' || Number.isNaN(Date.parse(releasedAt)))
    throw new Error(`${file} does not hold the build's time`);
  return releasedAt;
}
