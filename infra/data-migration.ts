// The data migrations (functions/migrations/) in the Api stack, started by a CDK trigger whenever
// their code changes. The trigger invokes the function without waiting (a long migration must
// not hold the deploy past the trigger's own timeout); the function works in checkpointed steps
// and invokes itself again before its time runs out. They Scan: no key lists what they must find.
import { Aws, Duration, type Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as triggers from 'aws-cdk-lib/triggers';
import { FUNCTION_RUNTIME, withoutPolicyUpdates } from './app-function.js';
import { HANDLER } from './function-bundles.js';
import { logGroupAndRole, type FunctionRoleProps } from './function-role.js';
import { functionTracing, type ObservabilityProps } from './observability.js';
import type { AwsUses } from '../shared/routes.js';
import { statementsFor, type GrantableResources } from './permissions.js';

/** What the migrations use beside their Scan and their own invocation. */
export const MIGRATION_USES = { table: 'write', companyRenames: true } as const satisfies AwsUses;

/** The migrations' function and trigger, made in `stack` (their construct ids are their logical ids' start: keep them). */
export function addDataMigration(
  stack: Stack,
  options: {
    code: lambda.Code;
    description: string;
    environment: Record<string, string>;
    grantable: GrantableResources;
    settings: ObservabilityProps & Pick<FunctionRoleProps, 'logRetention' | 'retainData'>;
  },
): void {
  const { grantable } = options;
  // Named, so that its role may invoke it without naming the function resource (a cycle).
  const functionName = `${stack.stackName}-migrate-data`;
  const { logGroup, role } = logGroupAndRole(stack, 'MigrateData', {
    ...options.settings,
    description:
      'The data migrations: read and write the table, queue company renames, and go on in a fresh invocation.',
    statements: [
      // companyRenames: a migration that changes what jobs show of their company queues their rename.
      ...statementsFor(MIGRATION_USES, grantable),
      new iam.PolicyStatement({ sid: 'Scan', actions: ['dynamodb:Scan'], resources: [grantable.tableArn] }),
      new iam.PolicyStatement({
        sid: 'InvokeItself',
        actions: ['lambda:InvokeFunction'],
        resources: [`arn:${Aws.PARTITION}:lambda:${Aws.REGION}:${Aws.ACCOUNT_ID}:function:${functionName}`],
      }),
    ],
  });
  const fn = new lambda.Function(stack, 'MigrateDataFunction', {
    functionName,
    description: options.description,
    code: options.code,
    handler: HANDLER,
    runtime: FUNCTION_RUNTIME,
    architecture: lambda.Architecture.ARM_64,
    memorySize: 512,
    timeout: Duration.minutes(10),
    role: withoutPolicyUpdates(role),
    environment: options.environment,
    logGroup,
    loggingFormat: lambda.LoggingFormat.JSON,
    tracing: functionTracing(options.settings),
  });
  new triggers.Trigger(stack, 'MigrateData', {
    handler: fn,
    executeOnHandlerChange: true,
    invocationType: triggers.InvocationType.EVENT,
  });
}
