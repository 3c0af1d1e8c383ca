// A Lambda function of the app as the API's routes and the scheduled tasks all have it: the
// bundled handler on Node.js 24 and arm64, JSON logs at INFO (the platform's at WARN), X-Ray by
// the stage's setting. Each caller gives what differs: code, memory, time, role, environment.
import type { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { HANDLER } from './function-bundles.js';
import { functionTracing, type ObservabilityProps } from './observability.js';

/** Every function's runtime: the latest Node.js Lambda offers (the bundles target it). */
export const FUNCTION_RUNTIME = lambda.Runtime.NODEJS_24_X;

export interface AppFunctionProps {
  /** A name of its own, for a function found by name (api-calls.ts); else CloudFormation makes one. */
  readonly functionName?: string;
  readonly description: string;
  readonly code: lambda.Code;
  readonly memorySize: number;
  readonly timeout: Duration;
  readonly role: iam.IRole;
  readonly environment: Record<string, string>;
  readonly logGroup: logs.ILogGroup;
  readonly observability: ObservabilityProps;
}

export function appFunction(scope: Construct, id: string, props: AppFunctionProps): lambda.Function {
  const fn = new lambda.Function(scope, id, {
    functionName: props.functionName,
    description: props.description,
    code: props.code,
    handler: HANDLER,
    runtime: FUNCTION_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: props.memorySize,
    timeout: props.timeout,
    role: withoutPolicyUpdates(props.role),
    environment: props.environment,
    logGroup: props.logGroup,
    loggingFormat: lambda.LoggingFormat.JSON,
    applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
    systemLogLevelV2: lambda.SystemLogLevel.WARN,
    tracing: functionTracing(props.observability),
  });
  return fn;
}

/**
 * The role as made (function-role.ts), which already holds every permission the function needs,
 * tracing's included: the CDK would otherwise add a policy resource of its own for tracing.
 */
export const withoutPolicyUpdates = (role: iam.IRole): iam.IRole =>
  role instanceof iam.Role ? role.withoutPolicyUpdates() : role;
