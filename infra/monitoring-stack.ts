// Monitoring: the stage's alarms, each emailing the operators through one encrypted SNS topic,
// and one CloudWatch dashboard showing them with the business metrics the functions write
// (functions/platform/observability/metrics.ts). What each alarm means and what to do: README
// "Operating". Deployed last: it reads the API, the functions, the table and the schedule.
import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { BUSINESS_METRICS } from '../functions/platform/observability/metrics.js';
import { SERVICE_NAME } from './api-stack.js';
import { metricsNamespace } from './observability.js';

/** Thresholds of the alarms (docs/operations.md says what to do at each). */
export const ALARM_THRESHOLDS = {
  /** Percent of the API's requests answered 5xx in 5 minutes, once there are enough to judge. */
  apiServerErrorPercent: 1,
  /** Requests in 5 minutes below which the 5xx rate is not judged (one failure in three is noise). */
  apiMinimumRequests: 20,
  /** p99 of the API's latency over 5 minutes, three periods running. */
  apiP99LatencyMs: 3000,
  /** Function errors (crashes, time-outs; handled errors are answers, not errors) in 5 minutes. */
  lambdaErrors: 1,
  lambdaThrottles: 1,
  /** DynamoDB requests throttled or failed by the service in 5 minutes, two periods running. */
  dynamoThrottledRequests: 5,
  dynamoSystemErrors: 5,
  /**
   * SES reviews an account at a 5% bounce rate (and may pause sending at 10%), and at a 0.1%
   * complaint rate (pause at 0.5%): the alarms go off before a review.
   */
  sesBounceRate: 0.04,
  sesComplaintRate: 0.0008,
} as const;

/** An alarm watches at most 10 metrics in one expression (CloudWatch's limit), so functions go in groups. */
export const FUNCTIONS_PER_ALARM = 10;

/** The DynamoDB operations the functions call: each has its own throttle and error metrics. */
const TABLE_OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.SCAN,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

export interface MonitoringStackProps extends StackProps {
  readonly stage: string;
  /** Who is emailed when an alarm goes off or clears (the `operatorsEmail` setting). */
  readonly operatorsEmail: string;
  readonly httpApi: IHttpApi;
  /**
   * The names of the API's functions, by route name (api-calls.ts apiFunctionName): names, not
   * references, so that the Api stack needs no output per function.
   */
  readonly apiFunctionNames: Readonly<Record<string, string>>;
  readonly table: dynamodb.ITable;
  /** Where the job alerts whose digest failed every try end up. */
  readonly digestDeadLetters: sqs.IQueue;
  /** The digest queue's worker (sendAlertDigests), which sends the digests. */
  readonly digestWorker: lambda.IFunction;
  /** The scheduled jobs (the daily digest, the hourly account clean-up) and the rules that run them. */
  readonly scheduledJobs: readonly ScheduledJob[];
}

export interface ScheduledJob {
  /** Prefix of its alarms' names: `<id>Errors`, `<id>FailedInvocations`. */
  readonly id: string;
  /** What the alarm descriptions and the dashboard call it. */
  readonly label: string;
  readonly fn: lambda.IFunction;
  readonly rule: events.IRule;
  /**
   * For a daily job whose failed run harms nothing at once: its errors alarm goes off when no
   * run succeeded on this many days running (Lambda's retries of a run included), not at the
   * first error.
   */
  readonly failedDaysToAlarm?: number;
}

const FIVE_MINUTES = Duration.minutes(5);

export class MonitoringStack extends Stack {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { stage, httpApi, table } = props;
    const name = (what: string) => `RemoteHiring-${stage}-${what}`;

    // A key of our own: CloudWatch may not use the AWS-managed SNS key to publish.
    const key = new kms.Key(this, 'AlarmsTopicKey', {
      description: `Remote hiring (${stage}): encrypts the alarms topic.`,
      enableKeyRotation: true,
    });
    key.grant(new iam.ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'AlarmsTopic', {
      topicName: name('Alarms'),
      displayName: `Remote hiring (${stage}) alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(props.operatorsEmail));

    const alarm = (id: string, metric: cloudwatch.IMetric, options: AlarmOptions): cloudwatch.Alarm => {
      const created = new cloudwatch.Alarm(this, id, {
        alarmName: name(id),
        metric,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        evaluationPeriods: 1,
        ...options,
      });
      created.addAlarmAction(new actions.SnsAction(this.topic));
      created.addOkAction(new actions.SnsAction(this.topic));
      this.alarms.push(created);
      return created;
    };

    // API: the share of 5xx answers, judged once there are enough requests, and p99 latency.
    const requests = httpApi.metricCount({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrors = httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' });
    const serverErrorRate = new cloudwatch.MathExpression({
      label: 'API 5xx, % of requests',
      expression: `IF(requests >= ${ALARM_THRESHOLDS.apiMinimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: { requests, errors: serverErrors },
      period: FIVE_MINUTES,
    });
    alarm('ApiServerErrors', serverErrorRate, {
      alarmDescription: `More than ${ALARM_THRESHOLDS.apiServerErrorPercent}% of the API's answers were 5xx in 5 minutes. docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.apiServerErrorPercent,
    });
    const p99 = httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    alarm('ApiLatencyP99', p99, {
      alarmDescription: `The API's p99 latency was ${ALARM_THRESHOLDS.apiP99LatencyMs} ms or more for 15 minutes. docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      evaluationPeriods: 3,
    });

    // Functions: errors and throttles summed over each group of functions.
    const groups = chunk(Object.entries(props.apiFunctionNames), FUNCTIONS_PER_ALARM);
    const functionMetric = (metricName: string, functionName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName,
        dimensionsMap: { FunctionName: functionName },
        period: FIVE_MINUTES,
        statistic: 'Sum',
      });
    // Ids unique across the groups: the dashboard graphs the groups together.
    const sumOf = (label: string, prefix: string, metrics: cloudwatch.IMetric[]) =>
      new cloudwatch.MathExpression({
        label,
        expression: metrics.map((_, index) => `${prefix}${index}`).join(' + '),
        usingMetrics: Object.fromEntries(metrics.map((metric, index) => [`${prefix}${index}`, metric])),
        period: FIVE_MINUTES,
      });
    const errorSums: cloudwatch.IMetric[] = [];
    const throttleSums: cloudwatch.IMetric[] = [];
    groups.forEach((entries, index) => {
      const group = `${index + 1}`;
      const which = `the function of one of these routes: ${entries.map(([route]) => route).join(', ')}`;
      const functionNames = entries.map(([, functionName]) => functionName);
      const errors = sumOf(
        `Errors, group ${group}`,
        `e${group}x`,
        functionNames.map((functionName) => functionMetric('Errors', functionName)),
      );
      const throttles = sumOf(
        `Throttles, group ${group}`,
        `t${group}x`,
        functionNames.map((functionName) => functionMetric('Throttles', functionName)),
      );
      errorSums.push(errors);
      throttleSums.push(throttles);
      alarm(`LambdaErrors${group}`, errors, {
        alarmDescription: `A function failed (crash, time-out, out of memory) in ${which}. docs/operations.md.`,
        threshold: ALARM_THRESHOLDS.lambdaErrors,
      });
      alarm(`LambdaThrottles${group}`, throttles, {
        alarmDescription: `Lambda refused to run ${which} (concurrency limit). docs/operations.md.`,
        threshold: ALARM_THRESHOLDS.lambdaThrottles,
      });
    });

    // The table: throttled requests and DynamoDB's own failures, over every operation we call.
    const throttled = table.metricThrottledRequestsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    alarm('TableThrottledRequests', throttled, {
      alarmDescription: `DynamoDB throttled ${ALARM_THRESHOLDS.dynamoThrottledRequests} or more requests to the table in each of 10 minutes. docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.dynamoThrottledRequests,
      evaluationPeriods: 2,
    });
    const systemErrors = table.metricSystemErrorsForOperations({
      operations: TABLE_OPERATIONS,
      period: FIVE_MINUTES,
    });
    alarm('TableSystemErrors', systemErrors, {
      alarmDescription: `DynamoDB answered ${ALARM_THRESHOLDS.dynamoSystemErrors} or more requests with its own errors (500) in each of 10 minutes. docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.dynamoSystemErrors,
      evaluationPeriods: 2,
    });

    // SES reputation: the account's, in this region (every stage in it shares them).
    const reputation = (metricName: string, label: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/SES',
        metricName,
        statistic: 'Maximum',
        period: Duration.hours(1),
        label,
      });
    alarm('SesBounceRate', reputation('Reputation.BounceRate', 'SES bounce rate'), {
      alarmDescription: `The account's SES bounce rate reached ${ALARM_THRESHOLDS.sesBounceRate * 100}% (SES reviews at 5%, may pause sending at 10%). docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.sesBounceRate,
    });
    alarm('SesComplaintRate', reputation('Reputation.ComplaintRate', 'SES complaint rate'), {
      alarmDescription: `The account's SES complaint rate reached ${ALARM_THRESHOLDS.sesComplaintRate * 100}% (SES reviews at 0.1%, may pause sending at 0.5%). docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.sesComplaintRate,
    });

    // Each scheduled job: its function failing, or EventBridge failing to run it.
    const scheduledMetrics = props.scheduledJobs.map((job) => {
      const errors = job.failedDaysToAlarm
        ? failedDays(job)
        : job.fn.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum', label: `${job.label}: errors` });
      alarm(`${job.id}Errors`, errors, {
        alarmDescription: job.failedDaysToAlarm
          ? `The ${job.label} failed on ${job.failedDaysToAlarm} days running. docs/operations.md.`
          : `The ${job.label} failed. docs/operations.md.`,
        threshold: 1,
        evaluationPeriods: job.failedDaysToAlarm ?? 1,
      });
      const failedInvocations = new cloudwatch.Metric({
        namespace: 'AWS/Events',
        metricName: 'FailedInvocations',
        dimensionsMap: { RuleName: job.rule.ruleName },
        statistic: 'Sum',
        period: FIVE_MINUTES,
        label: `${job.label}: failed runs`,
      });
      alarm(`${job.id}FailedInvocations`, failedInvocations, {
        alarmDescription: `EventBridge could not run the ${job.label}. docs/operations.md.`,
        threshold: 1,
      });
      return {
        title: `${job.label[0]!.toUpperCase()}${job.label.slice(1)}: errors / failed runs`,
        errors,
        failedInvocations,
      };
    });

    // The digest's workers: a failed invocation (a batch whose every alert failed, a time-out, a
    // crash) hands its alerts back to the queue; what fails every try ends in the dead letters.
    const workerErrors = props.digestWorker.metricErrors({
      period: FIVE_MINUTES,
      statistic: 'Sum',
      label: 'Job alert digest workers: errors',
    });
    alarm('DigestWorkerErrors', workerErrors, {
      alarmDescription: `A job alert digest worker failed (a batch whose every alert failed, a time-out, a crash); its alerts are tried again. docs/operations.md.`,
      threshold: ALARM_THRESHOLDS.lambdaErrors,
    });
    const deadLetters = props.digestDeadLetters.metricApproximateNumberOfMessagesVisible({
      period: FIVE_MINUTES,
      statistic: 'Maximum',
      label: 'Job alert digests given up',
    });
    alarm('DigestDeadLetters', deadLetters, {
      alarmDescription: `A job alert's digest failed every try and waits in the dead-letter queue. docs/operations.md.`,
      threshold: 1,
    });

    // The dashboard: the alarms' states first, then each alarm's metric, then the business.
    const namespace = metricsNamespace(stage);
    const business = (metricName: string) =>
      new cloudwatch.Metric({
        namespace,
        metricName,
        dimensionsMap: { service: SERVICE_NAME },
        statistic: 'Sum',
        period: Duration.hours(1),
      });
    const coldStarts = new cloudwatch.MathExpression({
      label: 'Cold starts, all functions',
      expression: `SUM(SEARCH('{${namespace},function_name,service} MetricName="ColdStart"', 'Sum', 3600))`,
      usingMetrics: {},
      period: Duration.hours(1),
    });
    const graph = (title: string, left: cloudwatch.IMetric[], width = 8) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6 });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: name('Operations'),
      defaultInterval: Duration.days(1),
      widgets: [
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 })],
        [
          graph('API requests and 5xx', [requests, serverErrors]),
          graph('API 5xx, % of requests', [serverErrorRate]),
          graph('API latency p50 / p99 (ms)', [httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }), p99]),
        ],
        [
          graph('Function errors, by group', errorSums, 6),
          graph('Function throttles, by group', throttleSums, 6),
          // One graph each: both sums name their operations alike.
          graph('Table: throttled requests', [throttled], 6),
          graph('Table: system errors', [systemErrors], 6),
        ],
        [
          graph('SES bounce / complaint rate', [
            reputation('Reputation.BounceRate', 'SES bounce rate'),
            reputation('Reputation.ComplaintRate', 'SES complaint rate'),
          ]),
          ...scheduledMetrics.map((job) => graph(job.title, [job.errors, job.failedInvocations])),
          graph('Job alert digests: worker errors / given up (dead-letter queue)', [workerErrors, deadLetters]),
          graph('Emails sent / failed', [business(BUSINESS_METRICS.emailSent), business(BUSINESS_METRICS.emailFailed)]),
        ],
        [
          graph('Sign-ups', [business(BUSINESS_METRICS.employerSignUp), business(BUSINESS_METRICS.candidateSignUp)]),
          graph('Logins / failed logins', [business(BUSINESS_METRICS.login), business(BUSINESS_METRICS.failedLogin)]),
          graph('Jobs posted / applications / stage changes', [
            business(BUSINESS_METRICS.jobPosted),
            business(BUSINESS_METRICS.application),
            business(BUSINESS_METRICS.stageChange),
          ]),
        ],
        [graph('Resumes uploaded', [business(BUSINESS_METRICS.resumeUploaded)]), graph('Cold starts', [coldStarts])],
      ],
    });
  }
}

type AlarmOptions = Pick<cloudwatch.AlarmProps, 'alarmDescription' | 'threshold'> &
  Partial<Pick<cloudwatch.AlarmProps, 'evaluationPeriods'>>;

/** 1 for a day on which the job ran and every run of it failed, else 0. */
function failedDays(job: ScheduledJob): cloudwatch.IMetric {
  const daily = { period: Duration.days(1), statistic: 'Sum' };
  return new cloudwatch.MathExpression({
    label: `${job.label}: days without a successful run`,
    expression: 'IF(errors > 0 AND errors >= invocations, 1, 0)',
    usingMetrics: { errors: job.fn.metricErrors(daily), invocations: job.fn.metricInvocations(daily) },
    period: Duration.days(1),
  });
}

function chunk<T>(items: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}
