// Figure 3: every function's bundle, minified as the CDK app builds it, and the time to
// import it in a fresh Node process (the local stand-in for a cold start).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { routeList } from '#shared/routes.js';
import { BUNDLE_TARGET, ESM_REQUIRE_BANNER, handlerEntry } from '../infra/function-bundles.js';

export interface BundleFigure {
  route: string;
  bytes: number;
  importMs: number;
}

export async function measureBundles(options: { routes?: number; importRuns?: number } = {}): Promise<BundleFigure[]> {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'hiring-bundles-'));
  const routes = routeList.slice(0, options.routes ?? routeList.length);
  try {
    await build({
      entryPoints: Object.fromEntries(routes.map((route) => [route.name, handlerEntry(route)])),
      outdir,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      minify: true,
      platform: 'node',
      target: BUNDLE_TARGET,
      format: 'esm',
      banner: { js: ESM_REQUIRE_BANNER },
      logLevel: 'error',
    });
    return routes.map((route) => {
      const file = path.join(outdir, `${route.name}.mjs`);
      const runs = Array.from({ length: options.importRuns ?? 3 }, () => importTime(file));
      return { route: route.name, bytes: fs.statSync(file).size, importMs: median(runs) };
    });
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

function importTime(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(file)}); process.stdout.write(String(performance.now() - t));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
  });
  return Number(output.toString());
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
