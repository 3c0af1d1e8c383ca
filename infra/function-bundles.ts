// Function code: every handler of the route table bundled by ONE esbuild run (all entry
// points at once, one output folder per route), instead of one esbuild process per
// function. Each folder then becomes that function's asset, so there is still exactly one
// function per route, each with only its own code.
import { existsSync, rmSync } from 'node:fs';
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

export interface FunctionBundle {
  /** The function's code: index.mjs. */
  readonly folder: string;
  /** What its code imports from outside the folder (Node built-ins only, when all is well). */
  readonly externals: readonly string[];
}

/**
 * Bundles the handlers of `routes` into `<outDir>/functions/<route name>/index.mjs`, minified,
 * with every dependency (the AWS SDK clients included) inside: nothing is loaded from the
 * Lambda runtime. Returns each route's folder. Synchronous, because constructs are built
 * synchronously.
 *
 * One build for all handlers (esbuild parses the shared code once: a few seconds for all of
 * them, where one esbuild process per function took ~40 s), each entry its own whole file,
 * tree-shaken for that handler alone. No code splitting: shared chunks hold whole modules,
 * so a function that only signs photo links loaded, through the module it shares with the
 * photo upload, the S3 client it never calls (getUser: 523 KB in chunks, 346 KB alone).
 */
export function bundleHandlers(routes: readonly RouteEntry[], outDir: string = BUNDLES_DIR): Map<string, FunctionBundle> {
  assertHandlerFiles(routes);
  // Start clean, so a removed route leaves nothing behind.
  rmSync(outDir, { recursive: true, force: true });
  const functionsDir = path.join(outDir, 'functions');

  const { metafile } = esbuild.buildSync({
    absWorkingDir: PROJECT_ROOT,
    // <route name>/index, which the extension below makes <route name>/index.mjs (BUNDLE_FILE).
    entryPoints: routes.map((route) => ({ in: handlerEntry(route), out: path.join(route.name, path.basename(BUNDLE_FILE, '.mjs')) })),
    outdir: functionsDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: false,
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
  const importsOf = new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(PROJECT_ROOT, file), output.imports]));
  return new Map(
    routes.map((route) => {
      const folder = path.join(functionsDir, route.name);
      const imports = importsOf.get(path.join(folder, BUNDLE_FILE)) ?? [];
      const externals = [...new Set(imports.filter((entry) => entry.external).map((entry) => entry.path))].sort();
      return [route.name, { folder, externals }];
    }),
  );
}
