// Scheduled and event-driven work: functions that no route serves, each run by an EventBridge
// rule or a queue. The daily job alert digest (functions/job-alerts/handlers/send-job-alerts.ts, which
// queues the active alerts, and send-alert-digests.ts, the queue's paced workers), the hourly account
// clean-up (functions/maintenance/handlers/clean-up-accounts.ts), the daily refresh of the reference
// exchange rates (functions/jobs/handlers/refresh-reference-rates.ts), and the record of the bounces and
// complaints SES reports (functions/email-events/handlers/record-suppression.ts), and the company
// rename queue with its worker (functions/jobs/handlers/rename-company-jobs.ts). A stack of its own, after
// the Web stack, because its emails link to the site, whose address (the distribution's, on a
// stage without a custom domain) only exists once Web does; the Api stack comes before Web.
import path from 'node:path';
import { Aws, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import { REFERENCE_RATES_PK, SUPPRESSION_PREFIX, TABLE_INDEXES } from '../functions/platform/dynamodb/table-design.js';
import { DIGEST_BATCH_SIZE, DIGEST_MAX_RECEIVES, DIGEST_WORKERS } from '../functions/job-alerts/digest-pacing.js';
import { NOT_BUNDLED, SERVICE_NAME } from './api-stack.js';
import { appFunction } from './app-function.js';
import { bundleHandlers, PROJECT_ROOT } from './function-bundles.js';
import { logGroupAndRole } from './function-role.js';
import { powertoolsEnvironment, type ObservabilityProps } from './observability.js';
import { acknowledgeWildcardResource } from './nag.js';
import {
  interviewReminderArns,
  interviewReminderEnvironment,
  interviewReminderNames,
  REMINDER_SCHEDULES_REASON,
} from './interview-reminders.js';
import {
  filesFolders,
  filesPrefixArn,
  sesConfigurationSetArn,
  sesIdentityArn,
  statementsFor,
  type GrantableResources,
} from './permissions.js';
import {
  JOB_ALERTS,
  ALERT_DIGESTS,
  ALERT_DIGESTS_TIMEOUT,
  DIGEST_QUEUE_VISIBILITY,
  RECORD_SUPPRESSION,
  ACTIVE_ALERTS_INDEX,
  ACCOUNT_CLEANUP,
  ACCOUNT_CLEANUP_USES,
  ACCOUNT_CLEANUP_SCHEDULE,
  REFERENCE_RATES_REFRESH,
  REFERENCE_RATES_SCHEDULE,
  INTERVIEW_REMINDER,
  AUTOMATIC_REJECTIONS,
  AUTOMATIC_REJECTIONS_SCHEDULE,
  EMAIL_EVENT_TYPES,
  JOB_ALERTS_SCHEDULE,
  COMPANY_RENAMES,
  type TaskFunction,
} from './scheduled-tasks.js';
import { companyRenameWorker } from './company-renames.js';
import { feedFromQueue, workQueue } from './work-queues.js';

/** Its own folder: bundleHandlers starts by emptying its folder, and the Api stack's is another. */
const SCHEDULE_BUNDLES_DIR = path.join(PROJECT_ROOT, 'cdk.out', '.schedule-bundles');

export interface ScheduleStackProps extends StackProps, ObservabilityProps {
  /** Keep the log group when the stack is deleted. */
  readonly retainData: boolean;
  readonly table: dynamodb.ITable;
  /** The files bucket (its name: it lives in the Data stack) and the user pool, for the clean-up. */
  readonly filesBucketName: string;
  readonly userPool: cognito.IUserPool;
  /** SES identities the digest may send as or, in the sandbox, to. */
  readonly sendingIdentities: readonly string[];
  readonly senderEmail: string;
  /** The SES configuration set every email is sent with; its events are the ones recorded. */
  readonly configurationSetName: string;
  /** The site's address, for the links in the emails. */
  readonly siteUrl: string;
  /** Digests the queue's workers send a second, all together (the `digestSendsPerSecond` setting). */
  readonly digestSendsPerSecond: number;
  readonly logRetention: logs.RetentionDays;
}

export class ScheduleStack extends Stack {
  readonly jobAlertsFunction: lambda.Function;
  readonly jobAlertsRule: events.Rule;
  readonly digestQueue: sqs.Queue;
  readonly digestDeadLetters: sqs.Queue;
  readonly alertDigestsFunction: lambda.Function;
  readonly accountCleanupFunction: lambda.Function;
  readonly accountCleanupRule: events.Rule;
  readonly referenceRatesFunction: lambda.Function;
  readonly referenceRatesRule: events.Rule;
  readonly recordSuppressionFunction: lambda.Function;
  readonly automaticRejectionsFunction: lambda.Function;
  readonly automaticRejectionsRule: events.Rule;
  readonly interviewReminderFunction: lambda.Function;
  readonly interviewReminderGroup: scheduler.CfnScheduleGroup;
  readonly interviewReminderSchedulerRole: iam.Role;
  readonly emailEventsRule: events.Rule;
  readonly companyRenameQueue: sqs.Queue;
  readonly companyRenameDeadLetters: sqs.Queue;
  readonly companyRenamesFunction: lambda.Function;

  constructor(scope: Construct, id: string, props: ScheduleStackProps) {
    super(scope, id, props);
    const bundles = this.bundlingRequired
      ? bundleHandlers(
          [
            JOB_ALERTS,
            ALERT_DIGESTS,
            ACCOUNT_CLEANUP,
            REFERENCE_RATES_REFRESH,
            RECORD_SUPPRESSION,
            AUTOMATIC_REJECTIONS,
            INTERVIEW_REMINDER,
            COMPANY_RENAMES,
          ],
          SCHEDULE_BUNDLES_DIR,
        )
      : undefined;
    const taskFunction = (task: TaskFunction): { fn: lambda.Function; role: iam.Role } => {
      const { logGroup, role } = logGroupAndRole(this, task.baseId, {
        ...props,
        description: task.roleDescription,
        statements: task.statements,
      });
      const bundle = bundles?.get(task.bundle.name);
      const fn = appFunction(this, `${task.baseId}Function`, {
        description: task.description,
        code: bundle ? lambda.Code.fromAsset(bundle.folder) : NOT_BUNDLED,
        memorySize: task.memorySize,
        timeout: task.timeout,
        role,
        environment: {
          TABLE_NAME: props.table.tableName,
          ...task.environment,
          POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
          POWERTOOLS_LOG_LEVEL: 'INFO',
          ...powertoolsEnvironment(props),
        },
        logGroup,
        observability: props,
      });
      return { fn, role };
    };
    const grantable: GrantableResources = {
      tableArn: props.table.tableArn,
      indexNames: TABLE_INDEXES.map((index) => index.indexName),
      filesBucketArn: `arn:${Aws.PARTITION}:s3:::${props.filesBucketName}`,
      userPoolArn: props.userPool.userPoolArn,
      senderIdentityArns: props.sendingIdentities.map((identity) => sesIdentityArn(this, identity)),
      configurationSetArn: sesConfigurationSetArn(this, props.configurationSetName),
      reminders: interviewReminderArns(this, props.stage),
    };
    const emailEnvironment = {
      SENDER_EMAIL: props.senderEmail,
      SES_CONFIGURATION_SET: props.configurationSetName,
      SITE_URL: props.siteUrl,
    };
    const reminderEnvironment = interviewReminderEnvironment(this, props.stage);

    // The digest: the daily run queues each active alert's key; the workers send, paced.
    ({ queue: this.digestQueue, deadLetters: this.digestDeadLetters } = workQueue(this, 'Digest', {
      visibilityTimeout: DIGEST_QUEUE_VISIBILITY,
      maxReceiveCount: DIGEST_MAX_RECEIVES,
    }));
    this.jobAlertsFunction = taskFunction({
      baseId: 'SendJobAlerts',
      bundle: JOB_ALERTS,
      roleDescription: 'The daily job alert run: reads the active alerts index and queues them for the digest workers.',
      description: 'Daily job alert digests: queues each active alert for the workers that email it.',
      statements: [
        new iam.PolicyStatement({
          sid: 'ActiveAlerts',
          actions: ['dynamodb:Query'],
          resources: [`${props.table.tableArn}/index/${ACTIVE_ALERTS_INDEX}`],
        }),
        // SendMessageBatch is authorised as SendMessage.
        new iam.PolicyStatement({
          sid: 'DigestQueue',
          actions: ['sqs:SendMessage'],
          resources: [this.digestQueue.queueArn],
        }),
      ],
      memorySize: 512,
      // Lambda's most: paging and queueing the alerts is quick, and the limit costs nothing.
      timeout: Duration.minutes(15),
      environment: { DIGEST_QUEUE_URL: this.digestQueue.queueUrl },
    }).fn;
    this.jobAlertsRule = new events.Rule(this, 'SendJobAlertsDaily', {
      description: `Remote hiring (${props.stage}): the daily job alert digest.`,
      schedule: JOB_ALERTS_SCHEDULE,
      // A run that failed whole is safe to repeat: an alert queued twice gets one digest.
      targets: [new targets.LambdaFunction(this.jobAlertsFunction, { retryAttempts: 2 })],
    });
    this.alertDigestsFunction = taskFunction({
      baseId: 'SendAlertDigests',
      bundle: ALERT_DIGESTS,
      roleDescription:
        'The job alert digest workers: take alerts from their queue, read alerts and jobs, record digests, send email.',
      description: 'Job alert digests: emails each queued alert the new jobs that match it, paced to the SES rate.',
      statements: [
        ...statementsFor({ table: 'write', email: true }, grantable),
        new iam.PolicyStatement({
          sid: 'DigestQueue',
          actions: ['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility', 'sqs:GetQueueAttributes'],
          resources: [this.digestQueue.queueArn],
        }),
      ],
      memorySize: 512,
      timeout: ALERT_DIGESTS_TIMEOUT,
      environment: {
        SENDER_EMAIL: props.senderEmail,
        SES_CONFIGURATION_SET: props.configurationSetName,
        SITE_URL: props.siteUrl,
        DIGEST_SENDS_PER_SECOND: String(props.digestSendsPerSecond),
      },
    }).fn;
    feedFromQueue(this, 'SendAlertDigestsFromQueue', this.alertDigestsFunction, this.digestQueue, {
      batchSize: DIGEST_BATCH_SIZE,
      // The workers share the SES rate between them (functions/job-alerts/digest-pacing.ts).
      maxConcurrency: DIGEST_WORKERS,
    });

    ({
      queue: this.companyRenameQueue,
      deadLetters: this.companyRenameDeadLetters,
      worker: this.companyRenamesFunction,
    } = companyRenameWorker(
      this,
      props.stage,
      (task) => taskFunction(task).fn,
      statementsFor({ table: 'write' }, grantable),
    ));

    const cleanup = taskFunction({
      baseId: 'CleanUpAccounts',
      bundle: ACCOUNT_CLEANUP,
      roleDescription:
        'The hourly account clean-up: deletes closed and week-old unconfirmed accounts, their files and Cognito users.',
      description: 'Hourly: finishes interrupted account deletions and removes sign-ups unconfirmed for a week.',
      statements: statementsFor(ACCOUNT_CLEANUP_USES, grantable),
      memorySize: 512,
      timeout: Duration.minutes(15),
      environment: {
        FILES_BUCKET: props.filesBucketName,
        USER_POOL_ID: props.userPool.userPoolId,
        ...emailEnvironment,
        ...reminderEnvironment,
      },
    });
    for (const folder of filesFolders(ACCOUNT_CLEANUP_USES, 'erase')) {
      acknowledgeWildcardResource(
        cleanup.role,
        filesPrefixArn(grantable.filesBucketArn!, folder),
        `Object keys under ${folder}/ are made per user and upload (<userID>/<uuid>); the clean-up deletes every version of the files of the accounts it removes, so the grant names the folder.`,
      );
    }
    acknowledgeWildcardResource(cleanup.role, grantable.reminders!.schedulesArn, REMINDER_SCHEDULES_REASON);
    this.accountCleanupFunction = cleanup.fn;
    this.accountCleanupRule = new events.Rule(this, 'CleanUpAccountsHourly', {
      description: `Remote hiring (${props.stage}): the hourly account clean-up.`,
      schedule: ACCOUNT_CLEANUP_SCHEDULE,
      // Every step is safe to run again; what is left waits for the next hour.
      targets: [new targets.LambdaFunction(this.accountCleanupFunction, { retryAttempts: 2 })],
    });

    this.referenceRatesFunction = taskFunction({
      baseId: 'RefreshReferenceRates',
      bundle: REFERENCE_RATES_REFRESH,
      roleDescription: 'The daily reference rates refresh: PutItem of the reference rates item only.',
      description: "Daily: fetches the ECB's reference exchange rates and stores them for the pay filter.",
      statements: [
        // Its one write (conditioned on the stored day), and only to the rates' item.
        new iam.PolicyStatement({
          sid: 'ReferenceRatesItem',
          actions: ['dynamodb:PutItem'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [REFERENCE_RATES_PK] } },
        }),
      ],
      memorySize: 256,
      // The fetch gives up after 10 s (functions/jobs/reference-rates.ts); the rest is the write.
      timeout: Duration.seconds(30),
      environment: {},
    }).fn;
    this.referenceRatesRule = new events.Rule(this, 'RefreshReferenceRatesDaily', {
      description: `Remote hiring (${props.stage}): the daily refresh of the reference exchange rates.`,
      schedule: REFERENCE_RATES_SCHEDULE,
      // A failed run changes nothing; tomorrow's tries again.
      targets: [new targets.LambdaFunction(this.referenceRatesFunction, { retryAttempts: 2 })],
    });

    const automaticRejections = taskFunction({
      baseId: 'RejectDueApplications',
      bundle: AUTOMATIC_REJECTIONS,
      roleDescription:
        'Pipeline runs: moves applications due for automatic rejection to Rejected with the notification, emails the candidate, and sends the held stage emails.',
      description:
        'Every five minutes: rejects the applications that missed a requirement of a job that rejects them automatically, an hour after applying, and sends the stage emails held back.',
      statements: statementsFor({ table: 'write', email: true, reminders: true }, grantable),
      memorySize: 256,
      // A page of due rejections, a few at once; what is left waits for the next run.
      timeout: Duration.minutes(2),
      environment: { ...emailEnvironment, ...reminderEnvironment },
    });
    acknowledgeWildcardResource(automaticRejections.role, grantable.reminders!.schedulesArn, REMINDER_SCHEDULES_REASON);
    this.automaticRejectionsFunction = automaticRejections.fn;

    // Interview reminders: one schedule per confirmed interview, made by the API's functions.
    const reminderNames = interviewReminderNames(props.stage);
    this.interviewReminderGroup = new scheduler.CfnScheduleGroup(this, 'InterviewReminders', {
      name: reminderNames.group,
    });
    const reminder = taskFunction({
      baseId: 'SendInterviewReminder',
      bundle: INTERVIEW_REMINDER,
      roleDescription: 'Interview reminders: claims the reminder on the interview (UpdateItem), emails both sides.',
      description:
        'Emails both sides of a confirmed interview 24 hours before it, once, unless it was moved or cancelled.',
      statements: statementsFor({ table: 'write', email: true }, grantable),
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: emailEnvironment,
    });
    // The name the API's functions address it by (interview-reminders.ts).
    (reminder.fn.node.defaultChild as lambda.CfnFunction).functionName = reminderNames.functionName;
    this.interviewReminderFunction = reminder.fn;
    this.interviewReminderSchedulerRole = new iam.Role(this, 'InterviewReminderScheduler', {
      roleName: reminderNames.schedulerRoleName,
      description: 'EventBridge Scheduler: invokes the interview reminder function, nothing else.',
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID } },
      }),
      inlinePolicies: {
        InvokeReminder: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              actions: ['lambda:InvokeFunction'],
              resources: [interviewReminderArns(this, props.stage).functionArn],
            }),
          ],
        }),
      },
    });
    this.automaticRejectionsRule = new events.Rule(this, 'RejectDueApplicationsEveryFiveMinutes', {
      description: `Remote hiring (${props.stage}): automatic rejections that are due.`,
      schedule: AUTOMATIC_REJECTIONS_SCHEDULE,
      // Each rejection is conditioned on still being pending: a run repeated rejects nobody twice.
      targets: [new targets.LambdaFunction(this.automaticRejectionsFunction, { retryAttempts: 2 })],
    });

    this.recordSuppressionFunction = taskFunction({
      baseId: 'RecordSuppression',
      bundle: RECORD_SUPPRESSION,
      roleDescription: 'Records bounced and complained addresses: PutItem of suppression items only.',
      description: 'Records the addresses that SES reports as hard-bounced or complaining, so no email goes to them.',
      statements: [
        // Its one write, and only to items whose partition key is a suppression's.
        new iam.PolicyStatement({
          sid: 'SuppressionItems',
          actions: ['dynamodb:PutItem'],
          resources: [props.table.tableArn],
          conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`${SUPPRESSION_PREFIX}*`] } },
        }),
      ],
      memorySize: 256,
      timeout: Duration.seconds(30),
      environment: {},
    }).fn;
    this.emailEventsRule = new events.Rule(this, 'EmailEvents', {
      description: `Remote hiring (${props.stage}): bounces and complaints of its emails.`,
      // SES publishes to the default bus; the tag names this stage's configuration set.
      eventPattern: {
        source: ['aws.ses'],
        detailType: [...EMAIL_EVENT_TYPES],
        detail: { mail: { tags: { 'ses:configuration-set': [props.configurationSetName] } } },
      },
      // A write that failed is retried; an event that does not parse is dropped by the function.
      targets: [new targets.LambdaFunction(this.recordSuppressionFunction, { retryAttempts: 4 })],
    });
  }
}
