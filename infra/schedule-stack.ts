// Scheduled work: functions that no route serves, each run by an EventBridge rule. Today the
// daily job alert digest (functions/job-alerts/send-job-alerts.ts). A stack of its own, after
// the Web stack, because its emails link to the site, whose address (the distribution's, on a
// stage without a custom domain) only exists once Web does; the Api stack comes before Web.
import path from 'node:path';
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '../functions/commons/data/table-design.js';
import { FUNCTION_RUNTIME, NOT_BUNDLED, SERVICE_NAME } from './api-stack.js';
import { bundleHandlers, HANDLER, PROJECT_ROOT } from './function-bundles.js';
import { logGroupAndRole } from './function-role.js';
import { sesIdentityArn, statementsFor } from './permissions.js';

/** The digest's function, bundled like a route's. */
export const JOB_ALERTS = { name: 'sendJobAlerts', handler: 'job-alerts/send-job-alerts' } as const;

/** Once a day at 13:00 UTC: morning in the Americas, afternoon in Europe and Africa, evening in Asia. */
export const JOB_ALERTS_SCHEDULE = events.Schedule.cron({ minute: '0', hour: '13' });

/** Its own folder: bundleHandlers starts by emptying its folder, and the Api stack's is another. */
const SCHEDULE_BUNDLES_DIR = path.join(PROJECT_ROOT, 'cdk.out', '.schedule-bundles');

export interface ScheduleStackProps extends StackProps {
  readonly stage: string;
  /** Keep the log group when the stack is deleted. */
  readonly retainData: boolean;
  readonly table: dynamodb.ITable;
  /** SES identities the digest may send as or, in the sandbox, to. */
  readonly sendingIdentities: readonly string[];
  readonly senderEmail: string;
  /** The site's address, for the links in the emails. */
  readonly siteUrl: string;
  readonly logRetention: logs.RetentionDays;
}

export class ScheduleStack extends Stack {
  readonly jobAlertsFunction: lambda.Function;
  readonly jobAlertsRule: events.Rule;

  constructor(scope: Construct, id: string, props: ScheduleStackProps) {
    super(scope, id, props);
    const bundle = this.bundlingRequired
      ? bundleHandlers([JOB_ALERTS], SCHEDULE_BUNDLES_DIR).get(JOB_ALERTS.name)
      : undefined;

    const { logGroup, role } = logGroupAndRole(this, 'SendJobAlerts', {
      ...props,
      description: 'The daily job alert digest: reads alerts and jobs, records digests, sends email.',
      statements: statementsFor(
        { table: 'write', email: true },
        {
          tableArn: props.table.tableArn,
          indexNames: TABLE_INDEXES.map((index) => index.indexName),
          senderIdentityArns: props.sendingIdentities.map((identity) => sesIdentityArn(this, identity)),
        },
      ),
    });

    this.jobAlertsFunction = new lambda.Function(this, 'SendJobAlertsFunction', {
      description: 'Daily job alert digests: emails each active alert the new jobs that match it.',
      code: bundle ? lambda.Code.fromAsset(bundle.folder) : NOT_BUNDLED,
      handler: HANDLER,
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      // Lambda's most: a run goes through every active alert, a few at a time.
      timeout: Duration.minutes(15),
      role,
      environment: {
        TABLE_NAME: props.table.tableName,
        SENDER_EMAIL: props.senderEmail,
        SITE_URL: props.siteUrl,
        POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
        POWERTOOLS_LOG_LEVEL: 'INFO',
      },
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      applicationLogLevelV2: lambda.ApplicationLogLevel.INFO,
      systemLogLevelV2: lambda.SystemLogLevel.WARN,
    });

    this.jobAlertsRule = new events.Rule(this, 'SendJobAlertsDaily', {
      description: `Remote hiring (${props.stage}): the daily job alert digest.`,
      schedule: JOB_ALERTS_SCHEDULE,
      // A run that failed whole is safe to repeat: each digest is recorded before it is sent.
      targets: [new targets.LambdaFunction(this.jobAlertsFunction, { retryAttempts: 2 })],
    });
  }
}
