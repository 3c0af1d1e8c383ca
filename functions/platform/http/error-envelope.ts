// Outermost middleware: logs one structured line per request and turns any thrown error
// into the { statusCode, data: { msg } } envelope. Details of unexpected errors go only to
// the log; the caller sees a generic sentence.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { HttpError, ValidationError, toPublicError } from '../errors.js';
import { logger } from '../observability/logger.js';
import { jsonResponse } from './response.js';
import type { ApiEvent } from './types.js';

type Request = middy.Request<ApiEvent, APIGatewayProxyStructuredResultV2>;

export function errorEnvelope(routeName: string): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  const started = new WeakMap<object, number>();
  const log = (request: Request, statusCode: number, error?: unknown) => {
    const durationMs = Date.now() - (started.get(request) ?? Date.now());
    const fields = { route: routeName, method: request.event.requestContext?.http?.method, statusCode, durationMs };
    if (statusCode >= 500) logger.error('request failed', { ...fields, error: error as Error });
    else if (statusCode >= 400)
      logger.warn('request refused', {
        ...fields,
        reason: error instanceof HttpError ? error.publicMessage : undefined,
      });
    else logger.info('request completed', fields);
  };
  return {
    before: (request) => {
      started.set(request, Date.now());
    },
    after: (request) => {
      log(request, request.response?.statusCode ?? 200);
    },
    onError: (request) => {
      const { statusCode, msg } = toPublicError(request.error);
      const fieldErrors = request.error instanceof ValidationError ? request.error.fieldErrors : undefined;
      request.response = jsonResponse(statusCode, fieldErrors ? { msg, fieldErrors } : { msg });
      log(request, statusCode, request.error);
    },
  };
}
