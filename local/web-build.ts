// Builds the SPA with Vite when web/dist is missing or older than its sources (local stack,
// bench), or at once and blocking (cdk synth: a stack's constructor cannot wait).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WEB_RENDERER } from '#shared/job-page.js';
import { repoRoot } from './settings.js';

export const webDist = path.join(repoRoot, 'web/dist');
const sources = [
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'web/prerender-pages.ts',
  'web/page-start.js',
  'infra/content-security-policy.ts',
  'infra/web-release.ts',
  'web/public',
  'shared',
].map((entry) => path.join(repoRoot, entry));

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((newest, child) => Math.max(newest, newestMtime(path.join(entry, child))), stat.mtimeMs);
}

export function webBuildIsFresh(): boolean {
  const built = path.join(webDist, 'index.html');
  // A build from before the server renderer lacks it: the job pages' function needs it.
  if (!fs.existsSync(built) || !fs.existsSync(path.join(webDist, WEB_RENDERER.dir, WEB_RENDERER.module))) return false;
  const builtAt = fs.statSync(built).mtimeMs;
  return sources.every((source) => newestMtime(source) <= builtAt);
}

/** The `node` arguments of the SPA's Vite build, run from the repository root. */
function viteBuildArgs(): string[] {
  const require = createRequire(import.meta.url);
  const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin/vite.js');
  return [viteBin, 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'];
}

/**
 * The build's environment: always a production build. Vite takes NODE_ENV from the
 * environment when it is set, and test runners set it to "test": a synth or a stack started
 * from a test run built React's development bundles into web/dist (three times the
 * JavaScript), which `npm start` and the benchmark then served as they found it fresh.
 */
const viteBuildEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: 'production' });

export async function buildWebIfStale(log: (line: string) => void): Promise<void> {
  if (webBuildIsFresh()) return;
  log('Building the web app...');
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const child = spawn(process.execPath, viteBuildArgs(), {
      cwd: repoRoot,
      env: viteBuildEnv(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`The web build failed:\n${output}`))));
  });
}

/** The same build, blocking, with Vite's output on this process's; throws when it fails. */
export function buildWebSync(): void {
  execFileSync(process.execPath, viteBuildArgs(), {
    cwd: repoRoot,
    env: viteBuildEnv(),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}
