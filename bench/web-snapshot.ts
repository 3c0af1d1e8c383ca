// The benchmark serves and measures its own copy of the web build: another stack started
// meanwhile (npm test, a developer's npm start) rebuilds web/dist when its sources changed,
// emptying it first, which would pull the files from under a running Lighthouse.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildWebIfStale, webDist } from '../local/web-build.js';

/** Every file the manifest names, and index.html, are there. */
function complete(dir: string): boolean {
  const manifestFile = path.join(dir, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(dir, 'index.html'))) return false;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; css?: string[] }
  >;
  return Object.values(manifest).every((chunk) =>
    [chunk.file, ...(chunk.css ?? [])].every((file) => fs.existsSync(path.join(dir, file))),
  );
}

/** Builds web/dist if stale and copies it (source maps left out) to a temporary folder. */
export async function snapshotWebBuild(log: (line: string) => void): Promise<string> {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    await buildWebIfStale(log);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-bench-web-'));
    try {
      fs.cpSync(webDist, dir, { recursive: true, filter: (source) => !source.endsWith('.map') });
      if (complete(dir)) return dir;
    } catch {
      // web/dist changed while it was copied: try again
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  throw new Error('web/dist kept changing while the benchmark copied it');
}
