// The common handler layer. Every handler file is
//   export const handler = apiHandler('routeName', async (request) => data);
// and gets, in this order: a structured logger with the Lambda context, the error
// envelope, cookies, refusal of cross-site writes, authentication and role check, body
// parsing, input validation and the onboarding check. The handler returns the success `data` (or a Reply with cookies).
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { routes, type RouteName, type RouteResponse } from '#shared/routes.js';
import { notImplemented } from '../errors.js';
import { logger } from '../helpers/logger.js';
import { authenticate } from './authenticate.js';
import { checkOnboarding } from './check-onboarding.js';
import { parseCookies } from './cookies.js';
import { errorEnvelope } from './error-envelope.js';
import { parseBody, type MultipartParser } from './parse-body.js';
import { refuseCrossSite } from './refuse-cross-site.js';
import { Reply, jsonResponse } from './response.js';
import type { ApiEvent, ApiRequest } from './types.js';
import { validateInput } from './validate-input.js';

/** Time kept back from the invocation's budget to answer (and log) after the work stops. */
const DEADLINE_MARGIN_MS = 1500;

export type ApiImplementation<N extends RouteName> = (
  request: ApiRequest<N>,
) => Promise<RouteResponse<N> | Reply<RouteResponse<N>>>;

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const initState: middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> = {
  before: ({ event }) => {
    event.api = {
      cookies: parseCookies(event.cookies),
      session: null,
      rawBody: undefined,
      files: [],
      query: undefined,
      body: undefined,
      onboardingUserID: null,
      startedAt: Date.now(),
    };
  },
};

export interface ApiHandlerOptions {
  /** Multipart routes only: `parseMultipart` (parse-multipart.ts), passed by their handlers so that no other function bundles it. */
  multipart?: MultipartParser;
}

export function apiHandler<N extends RouteName>(name: N, implementation: ApiImplementation<N>, options: ApiHandlerOptions = {}): ApiHandler {
  const route = routes[name];
  const handler = middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(errorEnvelope(name))
    .use(initState)
    .use(refuseCrossSite(route))
    .use(authenticate(route))
    .use(parseBody(route, options.multipart))
    .use(validateInput(route))
    .use(checkOnboarding(route))
    .handler(async (event, context) => {
      const request = {
        name,
        event,
        query: event.api.query,
        body: event.api.body,
        files: event.api.files,
        session: event.api.session,
        cookies: event.api.cookies,
        sourceIp: clientAddress(event),
        deadline: Date.now() + Math.max(0, (context.getRemainingTimeInMillis?.() ?? 10_000) - DEADLINE_MARGIN_MS),
      } as ApiRequest<N>;
      const result = await implementation(request);
      if (result instanceof Reply) return jsonResponse(result.options.statusCode ?? 200, result.data, result.options.cookies);
      return jsonResponse(200, result);
    });
  return handler as unknown as ApiHandler;
}

/**
 * The caller's address. Behind CloudFront, API Gateway sees the edge server's address, so
 * the viewer's comes from CloudFront-Viewer-Address ("ip:port", set by CloudFront when the
 * origin request policy forwards it); elsewhere it is the connection's source address.
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  if (viewer) return viewer.replace(/:\d+$/, '');
  return event.requestContext?.http?.sourceIp ?? '';
}

/** For calls whose capability is not built yet: checks access and input, then answers 501. */
export const notBuiltYet = async (): Promise<never> => {
  throw notImplemented();
};
