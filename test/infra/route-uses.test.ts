// Each function's permissions come from its route's `uses` (shared/routes.ts; the job pages'
// function's: JOB_PAGE in infra/api-stack.ts). This proves the declarations match the code:
// every handler is bundled as the deploy bundles it, and the
// AWS clients that end up in its bundle are exactly the services its `uses` names. A handler
// that starts calling S3 without `uses.files` would fail in AWS with AccessDenied; one that
// declares a service it never calls holds a permission it does not need.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleHandlers, PROJECT_ROOT } from '../../infra/function-bundles.js';
import { COMPANY_PAGE, JOB_FEED, JOB_PAGE, SITEMAP } from '../../infra/api-stack.js';
import {
  routeList,
  USER_POOL_OPERATIONS,
  USER_TOKEN_OPERATIONS,
  type AwsUses,
  type RouteEntry,
} from '../../shared/routes.js';

/** The product's one module per AWS client, and the `uses` field that grants its service. */
const CLIENT_MODULES = {
  'functions/platform/clients/dynamodb.ts': 'table',
  'functions/platform/clients/s3.ts': 'files',
  // Signed links to files are signed with the function's credentials, under its files grant.
  'functions/platform/clients/s3-links.ts': 'files',
  'functions/platform/clients/ses.ts': 'email',
  'functions/platform/clients/cognito.ts': 'users',
  'functions/platform/clients/ssm.ts': 'parameters',
  'functions/platform/clients/scheduler.ts': 'reminders',
  'functions/platform/clients/sqs.ts': 'companyRenames',
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
  AmazonSSM: 'parameters',
  AWSChronosService: 'reminders',
  AmazonSQS: 'companyRenames',
} as const satisfies Record<string, keyof RouteEntry['uses']>;

/** The modules whose code reads or writes each folder of the files bucket. */
const FOLDER_MODULES = {
  'functions/candidates/resumes.ts': ['resumes'],
  'functions/accounts/photos.ts': ['photos'],
  'functions/privacy/user-files.ts': ['resumes', 'photos', 'logos'],
  'functions/companies/company-logos.ts': ['logos'],
  // Signs links to the company's logo.
  'functions/teams/company-profile.ts': ['logos'],
  // Signs links to the user's resume and photo.
  'functions/privacy/my-data.ts': ['resumes', 'photos'],
} as const;

/** The functions whose permissions come from a `uses`: every route's and the site's own paths' (infra/api-stack.ts). */
const checked: readonly { name: string; handler: string; uses: AwsUses }[] = [
  ...routeList,
  JOB_PAGE,
  COMPANY_PAGE,
  JOB_FEED,
  SITEMAP,
];

/** Every Cognito operation the API may call: admin ones and those authorised by the user's token. */
const COGNITO_OPERATIONS = [...USER_POOL_OPERATIONS, ...USER_TOKEN_OPERATIONS];

/** The environment variable each secret reaches its functions in. */
const SECRET_VARIABLES = {
  onboarding: 'ONBOARDING_SECRET',
  codes: 'CODE_HASH_SECRET',
  origin: 'ORIGIN_VERIFY_SECRET',
} as const;

/** The environment variable that names each SSM parameter to its functions. */
const PARAMETER_VARIABLES = {
  siteUrl: 'SITE_URL_PARAMETER',
} as const;

interface BundleFacts {
  /** The Cognito operations whose command is in the bundle (named in its schema). */
  userPoolOperations: string[];
  /** The folders of the files bucket whose module is in the bundle. */
  folders: string[];
  /** Whether an S3 write command is in the bundle. */
  writesFiles: boolean;
  /** Whether the commands that list and delete every version of files are in the bundle. */
  erasesFiles: boolean;
  /** The secrets whose variable the bundle reads. */
  secrets: string[];
  /** The SSM parameters whose variable the bundle reads. */
  parameters: string[];
}

/** Per route: the Cognito operations, folders, secrets and parameters its bundle holds. */
let facts: Map<string, BundleFacts>;
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
  const bundles = [...bundleHandlers(checked, outDir)];
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
  facts = new Map(
    bundles.map(([name, bundle]) => {
      const code = bundleCode(bundle.folder);
      const kept = new Set(bundle.modules.map((module) => path.relative(PROJECT_ROOT, module)));
      // The SDK names each operation, quoted, in its schema; nothing else quotes it alone.
      const names = (operation: string) => new RegExp(`[\`"']${operation}[\`"']`).test(code);
      return [
        name,
        {
          // Its request structure, not its bare name: the client's auth-scheme switch names every
          // token-authorised operation in every bundle that holds the client.
          userPoolOperations: COGNITO_OPERATIONS.filter((operation) => names(`${operation}Request`)),
          folders: [
            ...new Set(
              Object.entries(FOLDER_MODULES)
                .filter(([file]) => kept.has(file))
                .flatMap(([, folders]) => folders),
            ),
          ].sort(),
          writesFiles: ['PutObject', 'DeleteObject', 'DeleteObjects'].some(names),
          erasesFiles: ['ListObjectVersions', 'DeleteObjects'].some(names),
          secrets: Object.entries(SECRET_VARIABLES)
            .filter(([, variable]) => code.includes(variable))
            .map(([secret]) => secret)
            .sort(),
          parameters: Object.entries(PARAMETER_VARIABLES)
            .filter(([, variable]) => code.includes(variable))
            .map(([parameter]) => parameter)
            .sort(),
        },
      ];
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
  it('bundles every route and the job pages', () => {
    expect([...servicesInBundle.keys()].sort()).toEqual(checked.map((route) => route.name).sort());
  });

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s calls exactly the services its uses declares',
    (name, route) => {
      const declared = [...new Set(Object.values(CLIENT_MODULES))]
        .filter((service) => Boolean(route.uses[service]))
        .sort();
      expect(servicesInBundle.get(name)).toEqual(declared);
    },
  );

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s bundles exactly the SDK clients its uses declares',
    (name, route) => {
      const declared = Object.values(SDK_CLIENT_MARKERS)
        .filter((service) => Boolean(route.uses[service]))
        .sort();
      expect(sdkClientsInBundle.get(name)).toEqual(declared);
    },
  );

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s calls exactly the Cognito operations its uses.users lists',
    (name, route) => {
      expect(facts.get(name)!.userPoolOperations).toEqual(
        COGNITO_OPERATIONS.filter((op) => route.uses.users?.includes(op)),
      );
    },
  );

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s touches exactly the folders its uses.files names, and writes or erases only if it declares so',
    (name, route) => {
      const bundle = facts.get(name)!;
      const access = Object.values(route.uses.files ?? {});
      expect(bundle.folders).toEqual(Object.keys(route.uses.files ?? {}).sort());
      expect(bundle.writesFiles).toBe(access.includes('write') || access.includes('erase'));
      expect(bundle.erasesFiles).toBe(access.includes('erase'));
    },
  );

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s reads exactly the secrets its uses.secrets names',
    (name, route) => {
      expect(facts.get(name)!.secrets).toEqual([...(route.uses.secrets ?? [])].sort());
    },
  );

  it.each(checked.map((route) => [route.name, route] as const))(
    '%s reads exactly the SSM parameters its uses.parameters names',
    (name, route) => {
      expect(facts.get(name)!.parameters).toEqual([...(route.uses.parameters ?? [])].sort());
    },
  );
});
