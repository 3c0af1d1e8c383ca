// Figure 4 (size): gzip size of the JavaScript a first visit loads, read from the built
// SPA: the entry chunk with its static imports, plus the lazy chunks the route needs.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { webDist } from '../local/web-build.js';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
}

export interface WebSizeFigure {
  page: string;
  files: number;
  gzipBytes: number;
}

/** The chunks loaded for a page: the entry, its static imports, and the route's lazy modules. */
export function measureWebSizes(pages: Record<string, string[]>, dir = webDist): WebSizeFigure[] {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error('web/dist/.vite/manifest.json is missing: the web build must run with build.manifest');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const collect = (key: string, seen: Set<string>) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) collect(imported, seen);
  };
  return Object.entries(pages).map(([page, lazyModules]) => {
    const keys = new Set<string>();
    collect(entryKey, keys);
    for (const source of lazyModules) {
      const key = Object.keys(manifest).find((candidate) => candidate.endsWith(source));
      if (!key) throw new Error(`No chunk for ${source} in the web build`);
      collect(key, keys);
    }
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const gzipBytes = files.reduce(
      (sum, file) => sum + gzipSync(fs.readFileSync(path.join(dir, file)), { level: 9 }).length,
      0,
    );
    return { page, files: files.length, gzipBytes };
  });
}
