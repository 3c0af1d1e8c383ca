// Runs one middleware of the http layer alone, as middy's own packages test theirs: a middy
// handler with that middleware and nothing else, on an event whose `api` state is what
// apiHandler's first step makes of it. What the middleware throws rejects the call.
import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { initialApiState } from '#platform/http/api-handler.js';
import type { ApiEvent, ApiState } from '#platform/http/types.js';
import { httpEvent, lambdaContext } from '../../support/lambda-events.js';

type Middleware = middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2>;

/** An API Gateway event with the state the middlewares fill in, as it is before the first. */
export function apiEvent(request: Parameters<typeof httpEvent>[0] = {}, state: Partial<ApiState> = {}): ApiEvent {
  const event = httpEvent(request);
  return { ...event, api: { ...initialApiState(event), ...state } };
}

/** The state the middleware hands on to the handler. */
export async function stateAfter(middleware: Middleware, event: ApiEvent): Promise<ApiState> {
  let handedOn: ApiState | undefined;
  const handler = middy<ApiEvent, APIGatewayProxyStructuredResultV2>()
    .use(middleware)
    .handler(async (reached) => {
      handedOn = reached.api;
      return { statusCode: 204 };
    });
  await handler(event, lambdaContext);
  return handedOn!;
}
