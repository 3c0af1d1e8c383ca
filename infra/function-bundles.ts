// Function code: every handler of the route table bundled by ONE esbuild run (all entry
// points at once, one output folder per route), instead of one esbuild process per
// function. Each folder then becomes that function's asset, so there is still exactly one
// function per route, each with only its own code.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import esbuild from 'esbuild';
import type { RouteEntry } from '../shared/routes.js';

/** Repository root: the folder holding package.json and functions/. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the bundles are written: inside cdk.out (git-ignored), rebuilt on every synth. */
export const BUNDLES_DIR = path.join(PROJECT_ROOT, 'cdk.out', '.function-bundles');

/** The file each bundle folder holds; Lambda loads `index.mjs` as an ES module. */
export const BUNDLE_FILE = 'index.mjs';
export const HANDLER = 'index.handler';
/** Shared chunks, beside `index.mjs` in every function's folder. */
const CHUNKS_DIR = 'chunks';

/** esbuild's target, matching the functions' runtime (see api-stack.ts). */
const BUNDLE_TARGET = 'node24';

// Bundles are ESM (handlers may use top-level await). Dependencies published only as
// CommonJS call require() for Node built-ins, which an ESM bundle lacks: give it one.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __cdkCreateRequire } from 'node:module'; const require = __cdkCreateRequire(import.meta.url);";

/** Packages replaced in the Lambda bundles: the SDK's credential chain by the environment provider. */
const BUNDLE_ALIASES = {
  '@aws-sdk/credential-provider-node': path.join(PROJECT_ROOT, 'functions', 'commons', 'clients', 'lambda-credentials.ts'),
};

/** Absolute path of a route's handler file: functions/<handler>.ts. */
export const handlerEntry = (route: Pick<RouteEntry, 'handler'>): string =>
  path.join(PROJECT_ROOT, 'functions', `${route.handler}.ts`);

/** Route table entries whose handler file does not exist, as repo-relative paths. */
export const missingHandlerFiles = (routes: readonly RouteEntry[]): string[] =>
  routes
    .filter((route) => !existsSync(handlerEntry(route)))
    .map((route) => `functions/${route.handler}.ts (route ${route.name}: ${route.method} ${route.path})`);

/** Throws, naming them, when handler files of `routes` are missing. */
export function assertHandlerFiles(routes: readonly RouteEntry[]): void {
  const missing = missingHandlerFiles(routes);
  if (missing.length > 0) {
    throw new Error(`The route table (shared/routes.ts) names handler files that do not exist:\n  - ${missing.join('\n  - ')}`);
  }
}

/**
 * Bundles the handlers of `routes` into `<outDir>/<route name>/`, minified, with every
 * dependency (the AWS SDK clients included) inside: nothing is loaded from the Lambda
 * runtime. Returns each route's folder. Synchronous, because constructs are built
 * synchronously.
 *
 * One build with code splitting: code that several handlers share (the SDK, middy, zod,
 * commons/) is parsed and minified once, into chunks, instead of once per function (34
 * separate bundles took ~40 s on a busy 2-core machine, this takes a few seconds). Each
 * route's folder then gets its entry as `index.mjs` plus exactly the chunks it imports,
 * directly or through other chunks, at the same relative paths.
 */
export interface FunctionBundle {
  /** The function's code: index.mjs and chunks/. */
  readonly folder: string;
  /** What its code imports from outside the folder (Node built-ins only, when all is well). */
  readonly externals: readonly string[];
}

export function bundleHandlers(routes: readonly RouteEntry[], outDir: string = BUNDLES_DIR): Map<string, FunctionBundle> {
  assertHandlerFiles(routes);
  // Start clean, so a removed route or an old chunk leaves nothing behind.
  rmSync(outDir, { recursive: true, force: true });
  const buildDir = path.join(outDir, 'build');

  const { metafile } = esbuild.buildSync({
    absWorkingDir: PROJECT_ROOT,
    entryPoints: routes.map((route) => ({ in: handlerEntry(route), out: route.name })),
    outdir: buildDir,
    outExtension: { '.js': '.mjs' },
    chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
    bundle: true,
    splitting: true,
    minify: true,
    sourcemap: false,
    legalComments: 'none',
    platform: 'node',
    target: BUNDLE_TARGET,
    format: 'esm',
    mainFields: ['module', 'main'],
    banner: { js: ESM_REQUIRE_BANNER },
    // Nothing is external: the SDK versions pinned in package-lock.json are the ones that run.
    external: [],
    alias: BUNDLE_ALIASES,
    metafile: true,
    logLevel: 'error',
  });

  // metafile paths are relative to absWorkingDir.
  const outputs = new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(PROJECT_ROOT, file), output.imports]));
  const chunksOf = (file: string) =>
    (outputs.get(file) ?? []).filter((entry) => !entry.external).map((entry) => path.resolve(PROJECT_ROOT, entry.path));
  const externalsOf = (file: string) => (outputs.get(file) ?? []).filter((entry) => entry.external).map((entry) => entry.path);
  const bundles = new Map<string, FunctionBundle>();
  for (const route of routes) {
    const entryFile = path.join(buildDir, `${route.name}.mjs`);
    const folder = path.join(outDir, 'functions', route.name);
    mkdirSync(path.join(folder, CHUNKS_DIR), { recursive: true });
    copyFileSync(entryFile, path.join(folder, BUNDLE_FILE));
    const externals = new Set(externalsOf(entryFile));
    const pending = chunksOf(entryFile);
    const copied = new Set<string>();
    for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
      if (copied.has(chunk)) continue;
      copied.add(chunk);
      copyFileSync(chunk, path.join(folder, path.relative(buildDir, chunk)));
      pending.push(...chunksOf(chunk));
      for (const external of externalsOf(chunk)) externals.add(external);
    }
    bundles.set(route.name, { folder, externals: [...externals].sort() });
  }
  return bundles;
}
