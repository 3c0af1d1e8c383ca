// The common handler layer. Every handler file is
//   export const handler = apiHandler(route.routeName, async (request) => data);
// with apiHandler from functions/api-handler.ts, which gives this layer the accounts' session check.
// and gets, in this order: its trace, a structured logger with the Lambda context and its
// metrics (platform/observability/observability.ts), the error envelope, cookies, refusal of cross-site
// writes, authentication and role check (with the route's `preload`, if any), body parsing,
// input validation and the onboarding check. The handler returns the success `data` (or a
// Reply with cookies).
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { RouteDefinition, RouteName, RouteResponse } from '#shared/routes.js';
import type { ItemKey } from '../dynamodb/batch-get.js';
import { observability } from '../observability/observability.js';
import { authenticate, type CompanyStanding, type Preload, type SessionCheck } from './authenticate.js';
import type { checkOnboarding } from './check-onboarding.js';
import { connectionAddress, type viewerAddress } from './client-address.js';
import { parseCookies } from './cookies.js';
import { errorEnvelope } from './error-envelope.js';
import { parseBody, type MultipartParser } from './parse-body.js';
import { refuseCrossSite } from './refuse-cross-site.js';
import { Reply, jsonResponse } from './response.js';
import type { ApiEvent, ApiRequest, ApiState, Caller, QueryOf } from './types.js';
import { validateInput } from './validate-input.js';

/** Time kept back from the invocation's budget to answer (and log) after the work stops. */
const DEADLINE_MARGIN_MS = 1500;

export type ApiImplementation<N extends RouteName, S extends Caller = Caller> = (
  request: ApiRequest<N, S>,
) => Promise<RouteResponse<N> | Reply<RouteResponse<N>>>;

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** The state of a request before the middlewares fill it in (also where their unit tests start). */
export const initialApiState = (event: APIGatewayProxyEventV2): ApiState => ({
  cookies: parseCookies(event.cookies),
  session: null,
  rawBody: undefined,
  files: [],
  query: undefined,
  body: undefined,
  onboardingUserID: null,
  preloaded: undefined,
  startedAt: Date.now(),
});

const initState: middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> = {
  before: ({ event }) => {
    event.api = initialApiState(event);
  },
};

export interface ApiHandlerOptions<N extends RouteName> {
  /** Multipart routes only: `parseMultipart` (parse-multipart.ts), passed by their handlers so that no other function bundles it. */
  multipart?: MultipartParser;
  /**
   * Signed-in routes that read one item named by their query: its key. The item is read in
   * the same round trip as the session's profile and handed over as `request.preloaded`.
   */
  preload?: (query: QueryOf<N>) => ItemKey;
  /**
   * Onboarding routes only: `checkOnboarding` (check-onboarding.ts), passed by their handlers so
   * that no other function bundles the onboarding cookie's key, nor receives it.
   */
  onboarding?: typeof checkOnboarding;
  /**
   * Routes that read `sourceIp` (rate limits) only: `viewerAddress` (client-address.ts), which
   * believes CloudFront's viewer address only with the secret origin header. Passed by their
   * handlers so that no other function bundles the secret, nor receives it; without it,
   * `sourceIp` is the connection's address.
   */
  viewerAddress?: typeof viewerAddress;
}

/**
 * The layer's `apiHandler`, with `checkSession` finding who is calling (functions/api-handler.ts
 * gives it the accounts' session check): the platform knows of a caller only its role and company.
 */
export function apiHandlerWith<S extends Caller>(checkSession: SessionCheck<S>, standing?: CompanyStanding) {
  /**
   * The Lambda handler of one route, given its entry of the route table
   * (`apiHandler(route.getJob, ...)` with `import * as route from '#shared/routes.js'`): the entry
   * itself, not its name, so that the function's bundle holds that entry's schemas alone.
   */
  return function apiHandler<N extends RouteName>(
    route: RouteDefinition & { name: N },
    implementation: ApiImplementation<N, S>,
    options: ApiHandlerOptions<N> = {},
  ): ApiHandler {
    return handlerOf(route, implementation as ApiImplementation<N>, options, checkSession, standing);
  };
}

function handlerOf<N extends RouteName>(
  route: RouteDefinition & { name: N },
  implementation: ApiImplementation<N>,
  options: ApiHandlerOptions<N>,
  checkSession: SessionCheck<Caller>,
  standing?: CompanyStanding,
): ApiHandler {
  const { name } = route;
  // The item is read with the session, from the query: a route without either could never have it.
  if (options.preload && (!route.query || route.access === 'public' || route.access === 'onboarding')) {
    throw new Error(`${name}: preload needs a signed-in route with a query`);
  }
  if ((route.access === 'onboarding') !== Boolean(options.onboarding)) {
    throw new Error(`${name}: onboarding routes, and they alone, pass checkOnboarding`);
  }
  if (Boolean(route.uses.secrets?.includes('origin')) !== Boolean(options.viewerAddress)) {
    throw new Error(`${name}: routes that declare uses.secrets 'origin', and they alone, pass viewerAddress`);
  }
  const addressOf = options.viewerAddress ?? connectionAddress;
  const chain = middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(observability())
    .use(errorEnvelope(name))
    .use(initState)
    .use(refuseCrossSite(route))
    .use(authenticate(route, checkSession, options.preload as Preload | undefined, standing))
    .use(parseBody(route, options.multipart))
    .use(validateInput(route));
  if (options.onboarding) chain.use(options.onboarding(route));
  const handler = chain.handler(async (event, context) => {
    const request = {
      name,
      event,
      query: event.api.query,
      body: event.api.body,
      files: event.api.files,
      session: event.api.session,
      preloaded: event.api.preloaded,
      cookies: event.api.cookies,
      sourceIp: addressOf(event),
      deadline: Date.now() + Math.max(0, (context.getRemainingTimeInMillis?.() ?? 10_000) - DEADLINE_MARGIN_MS),
    } as ApiRequest<N>;
    const result = await implementation(request);
    if (result instanceof Reply)
      return jsonResponse(result.options.statusCode ?? 200, result.data, result.options.cookies);
    return jsonResponse(200, result);
  });
  return handler as unknown as ApiHandler;
}
