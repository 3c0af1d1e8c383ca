// Figure 3: every function's code exactly as `cdk deploy` ships it (bundleHandlers: the
// route's folder with its minified index.mjs), its size, and the time to
// import it in a fresh Node process (the local stand-in for a cold start), with tracing off
// and on (the X-Ray SDK loads only then); and the same for the middlewares every function
// runs (logger, metrics, tracer) bundled alone: their share of each import.
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
  /** Tracing off, as deployed with -c tracing=false. */
  importMs: number;
  /** Tracing on: the tracer and the X-Ray SDK load too. */
  tracedImportMs: number;
}

/** The module of the middlewares every function runs (functions/platform/observability/observability.ts). */
export const OBSERVABILITY = { name: 'observability', handler: 'platform/observability/observability' } as const;

export async function measureBundles(
  options: { routes?: number; importRuns?: number } = {},
): Promise<{ bundles: BundleFigure[]; observability: BundleFigure }> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-bundles-'));
  const routes = routeList.slice(0, options.routes ?? routeList.length);
  try {
    const built = bundleHandlers([...routes, OBSERVABILITY], outDir);
    const figures = [...built].map(([route, { folder }]): BundleFigure => {
      const file = path.join(folder, BUNDLE_FILE);
      const runs = (traced: boolean) =>
        median(Array.from({ length: options.importRuns ?? 3 }, () => importTime(file, outDir, traced)));
      return { route, bytes: folderBytes(folder), importMs: runs(false), tracedImportMs: runs(true) };
    });
    const observability = figures.find((figure) => figure.route === OBSERVABILITY.name)!;
    return { bundles: figures.filter((figure) => figure !== observability), observability };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

const folderBytes = (folder: string): number =>
  fs
    .readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);

// Run outside the repository (no node_modules to fall back on), as Lambda runs it; traced, in
// the environment a traced function has, so that the tracer sets itself up as it does there.
function importTime(file: string, cwd: string, traced: boolean): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); process.stdout.write(String(performance.now() - t));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd,
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'bench',
      AWS_REGION: 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...(traced ? { POWERTOOLS_TRACE_ENABLED: 'true', AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs24.x' } : {}),
    },
  });
  return Number(output.toString());
}
