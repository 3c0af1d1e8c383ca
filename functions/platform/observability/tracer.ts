// X-Ray traces (Powertools Tracer) of the functions whose environment turns them on
// (POWERTOOLS_TRACE_ENABLED=true, from the CDK app's `tracing` setting). Only those load the
// tracer and the X-Ray SDK, the largest part of a bundle's import time; the local stack and
// the tests never do, and need no X-Ray daemon.
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './logger.js';

/** The tracer, when this function traces. */
export const tracer: Tracer | undefined =
  process.env.POWERTOOLS_TRACE_ENABLED === 'true'
    ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: SERVICE_NAME })
    : undefined;

/** An AWS SDK v3 client whose calls are traced when the function traces. */
export const traced = <Client>(client: Client): Client => tracer?.captureAWSv3Client(client) ?? client;
