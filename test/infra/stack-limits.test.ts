// CloudFormation's limits on a template: 500 resources, 200 outputs, 200 parameters, 1 MB (what
// `cdk deploy` uploads to S3). Every stack and nested stack of the app stays a fifth below each,
// synthesized from the route table and from one padded to 250 calls, so that the API can grow
// to 250 calls (the Api stack's calls live in a nested stack per area, infra/api-calls.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NestedStack, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { apiFunctionName, areaOf } from '../../infra/api-calls.js';
import { buildMarketplace } from '../../infra/marketplace.js';
import { readSettings } from '../../infra/settings.js';
import { routeList, type RouteEntry, type RouteName } from '../../shared/routes.js';
import { CERTIFICATE, SYNTH_TIMEOUT, testApp } from './support/marketplace.js';

const LIMITS = { resources: 500, outputs: 200, parameters: 200, bytes: 1024 * 1024 };
/** The share of each limit a template may use: the rest is room to grow between two runs of this test. */
const SHARE = 0.8;
/** The calls the API must be able to grow to. */
const PADDED_CALLS = 250;

interface TemplateSize {
  readonly stack: string;
  readonly resources: number;
  readonly outputs: number;
  readonly parameters: number;
  readonly bytes: number;
}

/**
 * The route table, then copies of its entries under new names and paths until there are `total`
 * calls: each area grows about in proportion to its calls today, each copy with the handler, access and
 * `uses` of its original (and so the same role, environment and acknowledgements).
 */
function paddedRoutes(total: number): RouteEntry[] {
  const padded = [...routeList];
  for (let index = 0; padded.length < total; index += 1) {
    const route = routeList[index % routeList.length]!;
    const copy = Math.floor(index / routeList.length) + 2;
    padded.push({
      ...route,
      name: `${route.name}Copy${copy}` as RouteName,
      path: `/api/copy-${copy}${route.path.slice('/api'.length)}` as RouteEntry['path'],
    });
  }
  return padded;
}

/** Synthesizes the app (cdk-nag included, bundling skipped) and measures each template as written to the cloud assembly. */
function synthesize(context: Record<string, unknown>, routes: readonly RouteEntry[]) {
  const app = testApp(context);
  const marketplace = buildMarketplace(
    app,
    readSettings(app.node, () => {}),
    routes,
  );
  const assembly = app.synth();
  const sizes = app.node
    .findAll()
    .filter((construct): construct is Stack => Stack.isStack(construct))
    .map((stack): TemplateSize => {
      const file = NestedStack.isNestedStack(stack)
        ? path.join(assembly.directory, stack.templateFile)
        : assembly.getStackArtifact(stack.artifactId).templateFullPath;
      const text = readFileSync(file, 'utf8');
      const template = JSON.parse(text) as Record<string, Record<string, unknown> | undefined>;
      const count = (section: string) => Object.keys(template[section] ?? {}).length;
      return {
        stack: stack.node.path,
        resources: count('Resources'),
        outputs: count('Outputs'),
        parameters: count('Parameters'),
        bytes: Buffer.byteLength(text),
      };
    });
  return { marketplace, sizes };
}

function expectWithinLimits(label: string, sizes: readonly TemplateSize[]): void {
  console.log(
    [
      `${label}:`,
      ...sizes.map(
        (size) =>
          `  ${size.stack}: ${size.resources} resources, ${size.outputs} outputs, ${size.parameters} parameters, ${Math.round(size.bytes / 1024)} KiB`,
      ),
    ].join('\n'),
  );
  for (const size of sizes) {
    for (const limit of ['resources', 'outputs', 'parameters', 'bytes'] as const) {
      expect(size[limit], `${size.stack}: ${limit}`).toBeLessThan(LIMITS[limit] * SHARE);
    }
  }
}

/** Route resources in the Api stack and its nested stacks. */
const routeCount = (synthesized: ReturnType<typeof synthesize>) =>
  synthesized.marketplace.api.node
    .findAll()
    .filter((construct) => (construct as { cfnResourceType?: string }).cfnResourceType === 'AWS::ApiGatewayV2::Route')
    .length;

describe('CloudFormation limits, a fifth to spare', () => {
  it.each([
    ['a throwaway stage', { stage: 'dev' }],
    [
      'production on a custom domain, traced',
      { stage: 'prod', domainName: 'hire.example.org', certificateArn: CERTIFICATE },
    ],
  ])(
    'every stack and nested stack of the route table: %s',
    (label, context) => {
      const synthesized = synthesize(context, routeList);
      expectWithinLimits(`${routeList.length} calls, ${label}`, synthesized.sizes);
      // The calls' functions are in nested stacks of the Api stack, one per area; their routes in the Api stack.
      const { api } = synthesized.marketplace;
      expect([...api.areas.keys()].sort()).toEqual([...new Set(routeList.map(areaOf))].sort());
      for (const route of routeList) {
        expect(Stack.of(api.functions[route.name]), route.name).toBe(api.areas.get(areaOf(route)));
        expect(Stack.of(api.routes[route.name]), route.name).toBe(api);
      }
    },
    SYNTH_TIMEOUT,
  );

  it(
    `every stack and nested stack of a route table padded to ${PADDED_CALLS} calls`,
    () => {
      const routes = paddedRoutes(PADDED_CALLS);
      expect(routes).toHaveLength(PADDED_CALLS);
      expect(new Set(routes.map((route) => route.name)).size).toBe(PADDED_CALLS);
      expect(new Set(routes.map((route) => `${route.method} ${route.path}`)).size).toBe(PADDED_CALLS);
      const synthesized = synthesize({ stage: 'prod' }, routes);
      expectWithinLimits(`${PADDED_CALLS} calls, production`, synthesized.sizes);
      const { api } = synthesized.marketplace;
      // Every call served: its function, and its route on the one HTTP API (beside the site's own paths').
      expect(Object.keys(api.functions)).toHaveLength(PADDED_CALLS);
      expect(routeCount(synthesized)).toBe(PADDED_CALLS + 14);
      // The Monitoring stack finds each function by its name: one of its own, within Lambda's 64 characters.
      const names = Object.values(api.functionNames);
      expect(new Set(names).size).toBe(PADDED_CALLS + 4);
      for (const name of names) expect(name.length, name).toBeLessThanOrEqual(64);
    },
    SYNTH_TIMEOUT,
  );

  it('names a function within Lambda’s 64 characters, whatever the stage and the call', () => {
    expect(apiFunctionName('RemoteHiring-prod-Api', 'getJob')).toBe('RemoteHiring-prod-Api-getJob');
    const longest = 'RemoteHiring-a234567890123456789t-Api';
    const names = ['updateApplicationStagesOfTheWholePipeline', 'updateApplicationStagesOfTheWholePipeline2'].map(
      (call) => apiFunctionName(longest, call),
    );
    for (const name of names)
      expect(name).toMatch(/^RemoteHiring-a234567890123456789t-Api-update[A-Za-z]*-[0-9a-f]{8}$/);
    for (const name of names) expect(name).toHaveLength(64);
    expect(new Set(names).size).toBe(2);
  });
});
