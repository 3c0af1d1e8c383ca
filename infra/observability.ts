// What every function of the app gets for metrics and traces (functions/platform/observability/):
// Powertools' settings in its environment and, with the stage's `tracing` setting, X-Ray.
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { acknowledge } from './nag.js';

export interface ObservabilityProps {
  readonly stage: string;
  /** X-Ray traces of every function (the `tracing` setting). */
  readonly tracing: boolean;
}

/** The CloudWatch namespace of the stage's business metrics: one per stage. */
export const metricsNamespace = (stage: string): string => `RemoteHiring/${stage}`;

/** Powertools' metrics and tracer settings (the service name and log level are set beside them). */
export const powertoolsEnvironment = ({ stage, tracing }: ObservabilityProps): Record<string, string> => ({
  POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(stage),
  POWERTOOLS_TRACE_ENABLED: String(tracing),
});

/** Lambda's tracing mode: active X-Ray tracing (and its write permission on the role) when on. */
export const functionTracing = ({ tracing }: ObservabilityProps): lambda.Tracing =>
  tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED;

/** The X-Ray write permission that active tracing adds to a function's role, for cdk-nag. */
export function acknowledgeTracing(fn: lambda.Function): void {
  const policy = fn.role?.node.tryFindChild('DefaultPolicy');
  if (!policy) return;
  acknowledge(policy, {
    'AwsSolutions-IAM5[Resource::*]':
      'Written by the CDK for active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords, which X-Ray does not scope to a resource.',
  });
}
