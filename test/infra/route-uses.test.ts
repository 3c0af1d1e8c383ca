// Each function's permissions come from its route's `uses` (shared/routes.ts). This proves the
// declarations match the code: every handler is bundled as the deploy bundles it, and the
// AWS clients that end up in its bundle are exactly the services its `uses` names. A handler
// that starts calling S3 without `uses.files` would fail in AWS with AccessDenied; one that
// declares a service it never calls holds a permission it does not need.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, PROJECT_ROOT } from '../../infra/function-bundles.js';
import { routeList, type RouteEntry } from '../../shared/routes.js';

/** The product's one module per AWS client, and the `uses` field that grants its service. */
const CLIENT_MODULES = {
  'functions/commons/clients/dynamodb.ts': 'table',
  'functions/commons/clients/s3.ts': 'files',
  // Signed links to files are signed with the function's credentials, under its files grant.
  'functions/commons/clients/s3-links.ts': 'files',
  'functions/commons/clients/ses.ts': 'email',
  'functions/commons/clients/cognito.ts': 'users',
} as const satisfies Record<string, keyof RouteEntry['uses']>;

/**
 * Each SDK client's service identifier, as its code names it in every request it signs or
 * sends (a marker no other client carries), and the `uses` field that grants that service.
 */
const SDK_CLIENT_MARKERS = {
  DynamoDB_20120810: 'table',
  's3-object-lambda': 'files',
  SimpleEmailService_v2: 'email',
  AWSCognitoIdentityProviderService: 'users',
} as const satisfies Record<string, keyof RouteEntry['uses']>;

/** Per route: the `uses` fields whose client module has code in the route's bundle. */
let servicesInBundle: Map<string, string[]>;
/** Per route: the `uses` fields whose SDK client is in the route's bundle. */
let sdkClientsInBundle: Map<string, string[]>;
let outDir: string;

const bundleCode = (folder: string): string =>
  readdirSync(folder)
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n');

beforeAll(() => {
  outDir = mkdtempSync(path.join(tmpdir(), 'route-uses-'));
  const bundles = [...bundleHandlers(routeList, outDir)];
  servicesInBundle = new Map(
    bundles.map(([name, bundle]) => {
      const kept = new Set(bundle.modules.map((module) => path.relative(PROJECT_ROOT, module)));
      const services = new Set(
        Object.entries(CLIENT_MODULES)
          .filter(([file]) => kept.has(file))
          .map(([, service]) => service),
      );
      return [name, [...services].sort()];
    }),
  );
  sdkClientsInBundle = new Map(
    bundles.map(([name, bundle]) => {
      const code = bundleCode(bundle.folder);
      return [
        name,
        Object.entries(SDK_CLIENT_MARKERS)
          .filter(([marker]) => code.includes(marker))
          .map(([, service]) => service)
          .sort(),
      ];
    }),
  );
}, 120_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('route uses match the code', () => {
  it('bundles every route', () => {
    expect([...servicesInBundle.keys()].sort()).toEqual(routeList.map((route) => route.name).sort());
  });

  it.each(routeList.map((route) => [route.name, route] as const))(
    '%s calls exactly the services its uses declares',
    (name, route) => {
      const declared = [...new Set(Object.values(CLIENT_MODULES))]
        .filter((service) => Boolean(route.uses[service]))
        .sort();
      expect(servicesInBundle.get(name)).toEqual(declared);
    },
  );

  it.each(routeList.map((route) => [route.name, route] as const))(
    '%s bundles exactly the SDK clients its uses declares',
    (name, route) => {
      const declared = Object.values(SDK_CLIENT_MARKERS)
        .filter((service) => Boolean(route.uses[service]))
        .sort();
      expect(sdkClientsInBundle.get(name)).toEqual(declared);
    },
  );
});
