// The function bundles (infra/function-bundles.ts) on a few real handlers: one folder per
// route with one minified index.mjs, every package inside, loadable by Node with nothing
// else around it, and none of the AWS SDK's clients (functions/commons/clients/aws says why).
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
      `functions/accounts/no-such-handler.ts (route ${routeList[0]!.name}: ${routeList[0]!.method} ${routeList[0]!.path})`,
    ]);
  });

  it('makes one folder per route, holding its index.mjs alone', () => {
    expect([...folders.keys()].sort()).toEqual(SAMPLE.map((route) => route.name).sort());
    for (const [name, folder] of folders) {
      expect(filesUnder(folder).map((file) => path.relative(folder, file)), name).toEqual([BUNDLE_FILE]);
    }
  });

  it('gives each function only the code it calls: the S3 client with the upload, not with the small call', () => {
    const usesS3 = (name: string) => bundles.get(name)!.modules.some((id) => id.endsWith(path.join('functions', 'commons', 'clients', 's3.ts')));
    expect(usesS3('uploadResume')).toBe(true);
    expect(usesS3('getDepartments')).toBe(false);
    const size = (name: string) => readFileSync(path.join(folders.get(name)!, BUNDLE_FILE)).length;
    expect(size('getDepartments')).toBeLessThan(size('uploadResume'));
  });

  it('bundles every package: outside its folder the code imports only Node built-ins', () => {
    for (const [name, bundle] of bundles) {
      expect(bundle.externals.length, name).toBeGreaterThan(0);
      expect(bundle.externals.filter((specifier) => !isBuiltin(specifier)), name).toEqual([]);
    }
  });

  it("holds none of the AWS SDK's clients, nor its credential chain: the role's credentials come from the environment", () => {
    for (const [name, bundle] of bundles) {
      const sdkClients = bundle.modules.filter((id) => /node_modules\/@aws-sdk\/(client-|lib-dynamodb|credential-provider)/.test(id));
      expect(sdkClients, name).toEqual([]);
      const code = readFileSync(path.join(bundle.folder, BUNDLE_FILE), 'utf8');
      expect(code, name).toContain('AWS_SECRET_ACCESS_KEY');
    }
  });

  it('minifies', () => {
    const entry = readFileSync(path.join(folders.get('employerSignup')!, BUNDLE_FILE), 'utf8');
    // Line breaks are left only inside template literals: thousands of characters a line
    // (readable code has about 40).
    expect(entry.length / entry.split('\n').length).toBeGreaterThan(1000);
  });

  it('loads in a plain Node process and exports the handler', () => {
    for (const [name, folder] of folders) {
      const url = pathToFileURL(path.join(folder, BUNDLE_FILE)).href;
      const run = spawnSync(process.execPath, ['--input-type=module', '-e', `const m = await import(${JSON.stringify(url)}); console.log(typeof m.handler);`], {
        cwd: outDir,
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      });
      expect(run.stderr, name).toBe('');
      expect(run.stdout.trim(), name).toBe('function');
    }
  });
});
