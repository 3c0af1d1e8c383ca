// What every function of the app has: a log group (its own, or shared by the API calls of one
// area: Lambda names each stream after its function) and a role of its own that may write to
// that group, write X-Ray traces when the stage traces, and do `statements`, nothing else. All of it is the role's one inline policy: the function gets the
// role as it is (`role.withoutPolicyUpdates()` in app-function.ts), so that the CDK adds no
// policy resource of its own per function (the Api stack's functions must stay within
// CloudFormation's 500 resources a stack).
import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';

export interface FunctionRoleProps {
  /** X-Ray traces of the function (the stage's `tracing` setting). */
  readonly tracing: boolean;
  readonly logRetention: logs.RetentionDays;
  /** Keep the log group when the stack is deleted. */
  readonly retainData: boolean;
  readonly description: string;
  readonly statements: iam.PolicyStatement[];
}

/** A log group kept with the stage's data, or not. */
export function functionLogGroup(
  scope: Construct,
  id: string,
  props: Pick<FunctionRoleProps, 'logRetention' | 'retainData'>,
): logs.LogGroup {
  return new logs.LogGroup(scope, id, {
    retention: props.logRetention,
    removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
}

/** `<baseId>Role`, which may write to `logGroup` (the function's own, or its area's). */
export function functionRole(
  scope: Construct,
  baseId: string,
  logGroup: logs.ILogGroup,
  props: FunctionRoleProps,
): iam.Role {
  const role = new iam.Role(scope, `${baseId}Role`, {
    description: props.description,
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    inlinePolicies: {
      access: new iam.PolicyDocument({
        statements: [
          new iam.PolicyStatement({
            sid: 'Logs',
            actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            resources: [logGroup.logGroupArn],
          }),
          ...(props.tracing ? [TRACES] : []),
          ...props.statements,
        ],
      }),
    },
  });
  if (props.tracing)
    acknowledge(role, {
      'AwsSolutions-IAM5[Resource::*]':
        'Active tracing: xray:PutTraceSegments and xray:PutTelemetryRecords, which X-Ray does not scope to a resource.',
    });
  return role;
}

/** `<baseId>Logs` and `<baseId>Role`: a function with a log group of its own. */
export function logGroupAndRole(
  scope: Construct,
  baseId: string,
  props: FunctionRoleProps,
): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = functionLogGroup(scope, `${baseId}Logs`, props);
  return { logGroup, role: functionRole(scope, baseId, logGroup, props) };
}

/** What Lambda's active tracing needs of the role (the CDK would add it as a policy of its own). */
const TRACES = new iam.PolicyStatement({
  sid: 'Traces',
  actions: ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'],
  resources: ['*'],
});
