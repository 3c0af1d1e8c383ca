// What every function of the app gets for metrics and traces (functions/platform/observability/):
// Powertools' settings in its environment and, with the stage's `tracing` setting, X-Ray.
import * as lambda from 'aws-cdk-lib/aws-lambda';

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

/** Lambda's tracing mode: active X-Ray tracing when on (its write permission: function-role.ts). */
export const functionTracing = ({ tracing }: ObservabilityProps): lambda.Tracing =>
  tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED;
