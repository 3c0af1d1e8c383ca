// What every function runs around its work, API calls (platform/http/api-handler.ts) and tasks alike:
// the trace of the invocation, the logger's Lambda context, and its metrics flushed at the
// end (the cold start among them).
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { Context } from 'aws-lambda';
import { logger } from './logger.js';
import { metrics } from './metrics.js';
import { tracer } from './tracer.js';

/** The middlewares, outermost first. */
export const observability = (): middy.MiddlewareObj[] => [
  // Responses hold personal data (profiles, applications): traces keep their timing, not their content.
  ...(tracer ? [captureLambdaHandler(tracer, { captureResponse: false })] : []),
  injectLambdaContext(logger, { resetKeys: true }),
  logMetrics(metrics, { captureColdStartMetric: true }),
];

/** The handler of a function that no route serves (a scheduled job, a deploy-time task). */
export function taskHandler<R>(
  work: (event: unknown, context: Context) => Promise<R>,
): (event: unknown, context: Context) => Promise<R> {
  return middy<unknown, R>()
    .use(observability())
    .handler((event, context) => work(event, context));
}
