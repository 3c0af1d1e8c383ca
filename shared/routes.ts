// The route table: every API call of the product, one entry each, written once in
// shared/routes/<area>.ts (the areas of functions/ and shared/schemas/). The local gateway
// mounts it, the CDK app makes one function and one route per entry, the web client takes its
// types from it, and the tests iterate it. A handler imports `* as route` from here and names
// its entry, so that its bundle holds that entry's schemas alone.
//
// The web client needs every call's method and path but none of the schemas, so it reads
// shared/route-paths.ts, which `npm run contract` generates from this table; a unit test fails
// while that file is stale. Generated, rather than a hand-written zod-free table that the
// entries refer to: a call is then written in one place only, and what the browser calls
// cannot differ from what the functions serve.
import * as accounts from './routes/accounts.js';
import * as applications from './routes/applications.js';
import * as candidates from './routes/candidates.js';
import * as companies from './routes/companies.js';
import * as interviews from './routes/interviews.js';
import * as jobAlerts from './routes/job-alerts.js';
import * as jobs from './routes/jobs.js';
import * as messages from './routes/messages.js';
import * as notifications from './routes/notifications.js';
import * as privacy from './routes/privacy.js';
import * as requirements from './routes/requirements.js';
import type { RouteDefinition } from './routes/route-definition.js';
import * as teams from './routes/teams.js';
import * as trust from './routes/trust.js';
import type * as z from 'zod/mini';

export * from './routes/accounts.js';
export * from './routes/applications.js';
export * from './routes/candidates.js';
export * from './routes/companies.js';
export * from './routes/interviews.js';
export * from './routes/job-alerts.js';
export * from './routes/jobs.js';
export * from './routes/messages.js';
export * from './routes/notifications.js';
export * from './routes/privacy.js';
export * from './routes/requirements.js';
export * from './routes/teams.js';
export * from './routes/trust.js';
export { USER_POOL_OPERATIONS, USER_TOKEN_OPERATIONS } from './routes/route-definition.js';
export type {
  Access,
  AwsUses,
  BodyKind,
  FilesAccess,
  FilesFolder,
  HttpMethod,
  ParameterName,
  RouteDefinition,
  RoutePath,
  SecretName,
  UserPoolOperation,
} from './routes/route-definition.js';

/** The entries of every area, as one record. */
type AllOf<A extends readonly object[]> = A extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? First & AllOf<Rest>
  : unknown;

/**
 * The areas' entries as one record by name: area after area, each area's by name (a module
 * namespace's order depends on who loads it: Node sorts it, vitest does not). Free of side
 * effects, so a function's bundle, which uses only its own entry, drops it and the other entries
 * with it.
 */
/* @__NO_SIDE_EFFECTS__ */
function byName<const A extends readonly object[]>(...areas: A): { [N in keyof AllOf<A>]: AllOf<A>[N] } {
  const sorted = areas.flatMap((area) => Object.entries(area).sort(([a], [b]) => (a < b ? -1 : 1)));
  return Object.fromEntries(sorted) as { [N in keyof AllOf<A>]: AllOf<A>[N] };
}

/** Every route by name: what the gateway, the CDK app and the tests iterate. */
export const routes = byName(
  accounts,
  jobs,
  applications,
  candidates,
  companies,
  requirements,
  notifications,
  teams,
  jobAlerts,
  privacy,
  messages,
  interviews,
  trust,
);

/** Compiles only when every entry's name is the name of the constant that holds it. */
type NamedAsExported<T extends { [N in keyof T]: RouteDefinition & { readonly name: N } }> = T;
export type Routes = NamedAsExported<typeof routes>;
export type RouteName = keyof Routes;

type InputOf<S> = S extends z.ZodMiniType ? z.input<S> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? InputOf<Q> : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B } ? InputOf<B> : undefined;
export type RouteResponse<N extends RouteName> = z.output<Routes[N]['response']>;

/** An entry of the table with its name. */
export type RouteEntry = RouteDefinition & { name: RouteName };
export const routeList: RouteEntry[] = /* @__PURE__ */ Object.values(routes);
