// Function code: every handler of the route table bundled by rolldown, one build per route
// (one output folder each), all builds side by side in one child process. Each folder
// becomes that function's asset: one function per route, each with only its own code.
//
// rolldown, not esbuild: esbuild keeps an array or object literal with a computed key
// (`{ [_h]: [...] }`) even when nothing uses it. The AWS SDK's schemas describe every
// operation that way, so with esbuild a function that sends one email carried the schemas of
// all of SES's operations, and one that puts a file all of S3's. rolldown sees that `_h` is a
// constant string and drops them.
// Vite builds the web app with rolldown too.
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { InputOptions, OutputOptions } from 'rolldown';
import type { RouteEntry } from '../shared/routes.js';

/** Repository root: the folder holding package.json and functions/. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Where the bundles are written: inside cdk.out (git-ignored), rebuilt on every synth. */
export const BUNDLES_DIR = path.join(PROJECT_ROOT, 'cdk.out', '.function-bundles');

/** The file each bundle folder holds; Lambda loads `index.mjs` as an ES module. */
export const BUNDLE_FILE = 'index.mjs';
export const HANDLER = 'index.handler';
/** The entrance of a backend area (see eslint.config.js). */
const AREA_ENTRANCE = /[\\/]functions[\\/][a-z-]+[\\/]index\.ts$/;

/** The syntax the bundles may use, matching the functions' runtime (see api-stack.ts). */
const BUNDLE_TARGET = 'node24';

const WORKER = path.join(PROJECT_ROOT, 'infra', 'function-bundles-worker.ts');

/** One build the worker makes: a handler file into its bundle folder. */
export interface BundleRequest {
  name: string;
  entry: string;
  dir: string;
}

/** What the worker reports of one bundle. */
export interface BuiltBundle {
  name: string;
  /** Specifiers imported from outside the bundle (Node built-ins only, when all is well). */
  externals: string[];
  /** Absolute paths of the modules that kept code in the bundle (after tree-shaking). */
  modules: string[];
}

/**
 * rolldown's options for one function: a minified ES module (handlers may use top-level
 * await) with every dependency inside, the AWS SDK included, so the SDK versions pinned in
 * package-lock.json are the ones that run. ES module builds first (`module`): they
 * tree-shake; CommonJS-only packages get a `require` from rolldown for Node's built-ins.
 */
export function bundleOptions(request: BundleRequest): { input: InputOptions; output: OutputOptions } {
  return {
    input: {
      input: request.entry,
      cwd: PROJECT_ROOT,
      platform: 'node',
      resolve: { mainFields: ['module', 'main'] },
      // zod's builders (z.object(...), z.string().check(...)) have no side effects: marked so,
      // a function's bundle drops the schemas of the routes it does not serve (the route table
      // and the schema helpers mark their own functions with @__NO_SIDE_EFFECTS__).
      // An area's entrance (functions/<area>/index.ts) only re-exports: a bundle keeps the
      // modules whose exports it uses, not every module the entrance names.
      treeshake: { manualPureFunctions: ['z'], moduleSideEffects: [{ test: AREA_ENTRANCE, sideEffects: false }] },
      transform: { target: BUNDLE_TARGET },
      logLevel: 'warn',
    },
    output: {
      dir: request.dir,
      entryFileNames: BUNDLE_FILE,
      // What the code imports dynamically becomes a chunk loaded on first use: the SDK's
      // credential providers beyond the environment's, for example, which a function never
      // loads in Lambda (its role's credentials are in the environment).
      chunkFileNames: '[name]-[hash].mjs',
      format: 'esm',
      minify: true,
      sourcemap: false,
      comments: { legal: false },
    },
  };
}

/** What gets bundled: a route, or a function that serves no route (a deploy-time task). */
export interface BundledHandler {
  name: string;
  handler: string;
}

/** Absolute path of a route's handler file: functions/<handler>.ts. */
export const handlerEntry = (route: Pick<RouteEntry, 'handler'>): string =>
  path.join(PROJECT_ROOT, 'functions', `${route.handler}.ts`);

/** Route table entries whose handler file does not exist, as repo-relative paths. */
export const missingHandlerFiles = (routes: readonly BundledHandler[]): string[] =>
  routes
    .filter((route) => !existsSync(handlerEntry(route)))
    .map((route) => `functions/${route.handler}.ts (${route.name})`);

/** Throws, naming them, when handler files of `routes` are missing. */
export function assertHandlerFiles(routes: readonly BundledHandler[]): void {
  const missing = missingHandlerFiles(routes);
  if (missing.length > 0) {
    throw new Error(
      `The route table (shared/routes.ts) names handler files that do not exist:\n  - ${missing.join('\n  - ')}`,
    );
  }
}

/** A route's bundle: its folder, and what the worker reported of it. */
export interface FunctionBundle extends Readonly<Omit<BuiltBundle, 'name'>> {
  /** The function's code: index.mjs. */
  readonly folder: string;
}

/**
 * Bundles the handlers of `routes` into `<outDir>/functions/<route name>/index.mjs` and
 * returns each route's folder. Synchronous, because constructs are built synchronously:
 * the builds run in a child process (function-bundles-worker.ts), about 10 s for all routes
 * on 2 cores.
 *
 * One build per function, tree-shaken for that handler alone: functions share no chunks,
 * so none loads a module only another function needs.
 */
export function bundleHandlers(
  routes: readonly BundledHandler[],
  outDir: string = BUNDLES_DIR,
): Map<string, FunctionBundle> {
  assertHandlerFiles(routes);
  // Start clean, so a removed route leaves nothing behind.
  rmSync(outDir, { recursive: true, force: true });
  const functionsDir = path.join(outDir, 'functions');
  const requests: BundleRequest[] = routes.map((route) => ({
    name: route.name,
    entry: handlerEntry(route),
    dir: path.join(functionsDir, route.name),
  }));

  const report = execFileSync(process.execPath, ['--import', 'tsx', WORKER], {
    cwd: PROJECT_ROOT,
    input: JSON.stringify(requests),
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const built = JSON.parse(report.toString()) as BuiltBundle[];
  return new Map(
    built.map(({ name, externals, modules }) => [name, { folder: path.join(functionsDir, name), externals, modules }]),
  );
}
