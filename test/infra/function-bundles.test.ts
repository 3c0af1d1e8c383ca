// The function bundles (infra/function-bundles.ts) on a few real handlers: one folder per
// route with a minified index.mjs and its chunks, every package (the AWS SDK included)
// inside, loadable by Node with nothing else around it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUNDLE_FILE, bundleHandlers, missingHandlerFiles, type FunctionBundle } from '../../infra/function-bundles.js';
import { routeList } from '../../shared/routes.js';

// A handler that uses Cognito, SES and DynamoDB, one that uploads to S3, and a small one.
const SAMPLE = routeList.filter((route) => ['employerSignup', 'uploadResume', 'getDepartments'].includes(route.name));

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
  );
}

describe('function bundles', () => {
  let outDir: string;
  let bundles: Map<string, FunctionBundle>;
  let folders: Map<string, string>;

  beforeAll(() => {
    // Outside the repository: no node_modules above the bundles to fall back on.
    outDir = mkdtempSync(path.join(tmpdir(), 'function-bundles-'));
    bundles = bundleHandlers(SAMPLE, outDir);
    folders = new Map([...bundles].map(([name, bundle]) => [name, bundle.folder]));
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('finds every handler file the route table names', () => {
    expect(SAMPLE).toHaveLength(3);
    expect(missingHandlerFiles(routeList)).toEqual([]);
    expect(missingHandlerFiles([{ ...routeList[0]!, handler: 'accounts/no-such-handler' }])).toEqual([
      `functions/accounts/no-such-handler.ts (${routeList[0]!.name})`,
    ]);
  });

  it('makes one folder per route: its index.mjs and the chunks it imports on demand, nothing else', () => {
    expect([...folders.keys()].sort()).toEqual(SAMPLE.map((route) => route.name).sort());
    for (const [name, folder] of folders) {
      const files = filesUnder(folder).map((file) => path.relative(folder, file));
      expect(files, name).toContain(BUNDLE_FILE);
      expect(
        files.filter((file) => !file.endsWith('.mjs') || file.includes(path.sep)),
        name,
      ).toEqual([]);
    }
  });

  it('gives each function only the code it calls: the S3 client with the upload, not with the small call', () => {
    const code = (name: string) =>
      filesUnder(folders.get(name)!)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n');
    // An S3 endpoint rule that only the S3 client carries.
    const s3Marker = 's3-object-lambda';
    expect(code('uploadResume')).toContain(s3Marker);
    expect(code('getDepartments')).not.toContain(s3Marker);
    expect(code('getDepartments').length).toBeLessThan(code('uploadResume').length);
  });

  it('bundles every package, the AWS SDK included: outside its folder the code imports only Node built-ins', () => {
    for (const [name, bundle] of bundles) {
      expect(bundle.externals.length, name).toBeGreaterThan(0);
      expect(
        bundle.externals.filter((specifier) => !isBuiltin(specifier)),
        name,
      ).toEqual([]);
    }
  });

  it("keeps the SDK's whole default credential chain, its providers beyond the environment's in chunks loaded on demand", () => {
    for (const [name, folder] of folders) {
      const chunks = filesUnder(folder).filter((file) => !file.endsWith(BUNDLE_FILE));
      const code = (marker: string) => chunks.filter((file) => readFileSync(file, 'utf8').includes(marker));
      // Markers of the chain's environment, container and web-identity providers.
      expect(code('AWS_SECRET_ACCESS_KEY').length, name).toBeGreaterThan(0);
      expect(code('AWS_CONTAINER_CREDENTIALS_FULL_URI').length, name).toBeGreaterThan(0);
      expect(code('AWS_WEB_IDENTITY_TOKEN_FILE').length, name).toBeGreaterThan(0);
    }
  });

  it('minifies', () => {
    const [entry = ''] = filesUnder(folders.get('employerSignup')!)
      .map((file) => readFileSync(file, 'utf8'))
      .sort((a, b) => b.length - a.length);
    // Line breaks are left only inside template literals: thousands of characters a line
    // (readable code has about 40).
    expect(entry.length / entry.split('\n').length).toBeGreaterThan(1000);
  });

  it('loads in a plain Node process and exports the handler', () => {
    for (const [name, folder] of folders) {
      const url = pathToFileURL(path.join(folder, BUNDLE_FILE)).href;
      const run = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); console.log(typeof m.handler);`],
        {
          cwd: outDir,
          encoding: 'utf8',
          env: { PATH: process.env.PATH },
        },
      );
      expect(run.stderr, name).toBe('');
      expect(run.stdout.trim(), name).toBe('function');
    }
  });
});
