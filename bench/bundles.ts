// Figure 3: every function's code exactly as `cdk deploy` ships it (bundleHandlers: the
// route's folder with its minified index.mjs), its size, and the time to
// import it in a fresh Node process (the local stand-in for a cold start).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeList } from '#shared/routes.js';
import { BUNDLE_FILE, bundleHandlers } from '../infra/function-bundles.js';
import { median } from './stats.js';

export interface BundleFigure {
  route: string;
  bytes: number;
  importMs: number;
}

export async function measureBundles(options: { routes?: number; importRuns?: number } = {}): Promise<BundleFigure[]> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-bundles-'));
  const routes = routeList.slice(0, options.routes ?? routeList.length);
  try {
    const bundles = bundleHandlers(routes, outDir);
    return [...bundles].map(([route, { folder }]) => {
      const runs = Array.from({ length: options.importRuns ?? 3 }, () =>
        importTime(path.join(folder, BUNDLE_FILE), outDir),
      );
      return { route, bytes: folderBytes(folder), importMs: median(runs) };
    });
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const folderBytes = (folder: string): number =>
  fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

// Run outside the repository (no node_modules to fall back on), as Lambda runs it.
function importTime(file: string, cwd: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
  });
  return Number(output.toString());
}
