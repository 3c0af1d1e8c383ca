// What every function of the app has of its own: a log group (kept with the stage's data, or
// not) and a role that may write to that group and do `statements`, nothing else.
import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

export interface FunctionRoleProps {
  readonly logRetention: logs.RetentionDays;
  /** Keep the log group when the stack is deleted. */
  readonly retainData: boolean;
  readonly description: string;
  readonly statements: iam.PolicyStatement[];
}

/** `<baseId>Logs` and `<baseId>Role`. */
export function logGroupAndRole(
  scope: Construct,
  baseId: string,
  props: FunctionRoleProps,
): { logGroup: logs.LogGroup; role: iam.Role } {
  const logGroup = new logs.LogGroup(scope, `${baseId}Logs`, {
    retention: props.logRetention,
    removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
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
          ...props.statements,
        ],
      }),
    },
  });
  return { logGroup, role };
}
