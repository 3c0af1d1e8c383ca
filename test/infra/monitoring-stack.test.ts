// The Monitoring stack: every alarm on its metric and threshold, each emailing the operators
// through the stage's encrypted topic, and the stage's dashboard. Expectations name the
// metrics as CloudWatch does, so an alarm removed or pointed elsewhere fails here.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS } from '../../functions/platform/observability/metrics.js';
import { ALARM_THRESHOLDS, FUNCTIONS_PER_ALARM } from '../../infra/monitoring-stack.js';
import { routeList } from '../../shared/routes.js';
import {
  logicalId,
  OPERATORS,
  resourcesOf,
  synthMarketplace,
  SYNTH_TIMEOUT,
  type SynthesizedMarketplace,
} from './support/marketplace.js';

type MetricStat = { Metric: { Namespace: string; MetricName: string; Dimensions?: unknown[] }; Stat: string };
type Query = { Id: string; Expression?: string; MetricStat?: MetricStat; ReturnData?: boolean };
type AlarmProps = {
  AlarmName: string;
  Namespace?: string;
  MetricName?: string;
  Dimensions?: unknown[];
  ExtendedStatistic?: string;
  Statistic?: string;
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  Metrics?: Query[];
  AlarmActions: unknown[];
  OKActions: unknown[];
};

describe('Monitoring stack', () => {
  let m: SynthesizedMarketplace;
  let alarms: Map<string, AlarmProps>;
  const topicRef = () => ({ Ref: logicalId(m.monitoring.topic) });
  const alarm = (name: string) => {
    const found = alarms.get(`RemoteHiring-dev-${name}`);
    expect(found, `alarm ${name}`).toBeDefined();
    return found!;
  };
  const metricsOf = (props: AlarmProps) => (props.Metrics ?? []).filter((query) => query.MetricStat);
  /** The one metric of an alarm, however CloudWatch is given it (a labelled one comes as a query). */
  const single = (props: AlarmProps) => {
    if (props.MetricName)
      return { Namespace: props.Namespace, MetricName: props.MetricName, Dimensions: props.Dimensions };
    const queries = metricsOf(props);
    expect(queries).toHaveLength(1);
    return queries[0]!.MetricStat!.Metric;
  };

  beforeAll(() => {
    m = synthMarketplace({ stage: 'dev' });
    alarms = new Map(
      Object.values(resourcesOf(m.template(m.monitoring), 'AWS::CloudWatch::Alarm')).map((resource) => {
        const props = resource.Properties as AlarmProps;
        return [props.AlarmName, props];
      }),
    );
  }, SYNTH_TIMEOUT);

  it('emails the operators through a topic of its own, encrypted with a rotated key and TLS only', () => {
    const template = m.template(m.monitoring);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: OPERATORS,
      TopicArn: topicRef(),
    });
    template.hasResourceProperties('AWS::SNS::Topic', {
      TopicName: 'RemoteHiring-dev-Alarms',
      KmsMasterKeyId: Match.anyValue(),
    });
    template.hasResourceProperties('AWS::KMS::Key', { EnableKeyRotation: true });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    // CloudWatch publishes to the topic, so it may use the key.
    template.hasResourceProperties('AWS::KMS::Key', {
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
  });

  it('sends every alarm, and its clearing, to the topic', () => {
    expect(alarms.size).toBeGreaterThan(0);
    for (const [name, props] of alarms) {
      expect(props.AlarmActions, name).toEqual([topicRef()]);
      expect(props.OKActions, name).toEqual([topicRef()]);
      expect(props.ComparisonOperator, name).toBe('GreaterThanOrEqualToThreshold');
    }
  });

  it('alarms on the share of 5xx answers of the API, once there are enough requests', () => {
    const props = alarm('ApiServerErrors');
    expect(props.Threshold).toBe(ALARM_THRESHOLDS.apiServerErrorPercent);
    const expression = props.Metrics!.find((query) => query.Expression)!.Expression;
    expect(expression).toBe(`IF(requests >= ${ALARM_THRESHOLDS.apiMinimumRequests}, 100 * errors / requests, 0)`);
    const metrics = metricsOf(props);
    expect(metrics.map((query) => [query.Id, query.MetricStat!.Metric.MetricName]).sort()).toEqual([
      ['errors', '5xx'],
      ['requests', 'Count'],
    ]);
    for (const query of metrics) {
      expect(query.MetricStat!.Metric.Namespace).toBe('AWS/ApiGateway');
      expect(JSON.stringify(query.MetricStat!.Metric.Dimensions)).toContain(logicalId(m.api.httpApi));
    }
  });

  it('alarms on the p99 latency of the API for 15 minutes', () => {
    const props = alarm('ApiLatencyP99');
    expect(props).toMatchObject({
      Namespace: 'AWS/ApiGateway',
      MetricName: 'Latency',
      ExtendedStatistic: 'p99',
      Threshold: ALARM_THRESHOLDS.apiP99LatencyMs,
      EvaluationPeriods: 3,
    });
    expect(JSON.stringify(props.Dimensions)).toContain(logicalId(m.api.httpApi));
  });

  it('alarms on errors and throttles of every API function, the job pages’, feeds’ and sitemaps’ too, in groups CloudWatch allows', () => {
    // Each function's name as the Api stack (and its nested stacks) gives it to Lambda.
    const apiFunctions = resourcesOf(m.template(m.api), 'AWS::Lambda::Function');
    const nameOf = (fn: Parameters<typeof logicalId>[0]) => {
      const functionName = apiFunctions[logicalId(fn)]?.Properties.FunctionName;
      expect(typeof functionName, `name of ${logicalId(fn)}`).toBe('string');
      return functionName as string;
    };
    const watchedFunctions = [
      ...routeList.map((route) => ({ name: route.name, functionName: nameOf(m.api.functions[route.name]) })),
      { name: 'jobPage', functionName: nameOf(m.api.jobPageFunction) },
      { name: 'companyPage', functionName: nameOf(m.api.companyPageFunction) },
      { name: 'jobFeed', functionName: nameOf(m.api.jobFeedFunction) },
      { name: 'sitemap', functionName: nameOf(m.api.sitemapFunction) },
    ];
    const groups = Math.ceil(watchedFunctions.length / FUNCTIONS_PER_ALARM);
    for (const metricName of ['Errors', 'Throttles']) {
      const watched: string[] = [];
      for (let group = 1; group <= groups; group += 1) {
        const props = alarm(`Lambda${metricName}${group}`);
        expect(props.Threshold).toBe(1);
        const metrics = metricsOf(props);
        expect(metrics.length).toBeLessThanOrEqual(FUNCTIONS_PER_ALARM);
        for (const query of metrics) {
          expect(query.MetricStat!.Metric).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: metricName });
          watched.push(JSON.stringify(query.MetricStat!.Metric.Dimensions));
        }
      }
      expect(alarms.has(`RemoteHiring-dev-Lambda${metricName}${groups + 1}`)).toBe(false);
      // Each function once: by the name the Api stack gives it (no output per function).
      expect(watched).toHaveLength(watchedFunctions.length);
      for (const { name, functionName } of watchedFunctions) {
        expect(
          watched.filter(
            (dimensions) => dimensions === JSON.stringify([{ Name: 'FunctionName', Value: functionName }]),
          ),
          name,
        ).toHaveLength(1);
      }
    }
  });

  it('alarms on throttled requests and system errors of the table', () => {
    for (const [name, metricName, threshold] of [
      ['TableThrottledRequests', 'ThrottledRequests', ALARM_THRESHOLDS.dynamoThrottledRequests],
      ['TableSystemErrors', 'SystemErrors', ALARM_THRESHOLDS.dynamoSystemErrors],
    ] as const) {
      const props = alarm(name);
      expect(props.Threshold).toBe(threshold);
      expect(props.EvaluationPeriods).toBe(2);
      const metrics = metricsOf(props);
      expect(metrics.length).toBeGreaterThanOrEqual(5);
      for (const query of metrics) {
        expect(query.MetricStat!.Metric).toMatchObject({ Namespace: 'AWS/DynamoDB', MetricName: metricName });
        expect(JSON.stringify(query.MetricStat!.Metric.Dimensions)).toContain(logicalId(m.data.table));
      }
    }
  });

  it('alarms on the SES bounce and complaint rates before AWS reviews the account', () => {
    const bounce = alarm('SesBounceRate');
    expect(single(bounce)).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.BounceRate' });
    expect(bounce.Threshold).toBeLessThan(0.05);
    const complaint = alarm('SesComplaintRate');
    expect(single(complaint)).toMatchObject({ Namespace: 'AWS/SES', MetricName: 'Reputation.ComplaintRate' });
    expect(complaint.Threshold).toBeLessThan(0.001);
  });

  it.each([
    ['Digest', () => m.schedule.jobAlertsFunction, () => m.schedule.jobAlertsRule],
    ['AccountCleanup', () => m.schedule.accountCleanupFunction, () => m.schedule.accountCleanupRule],
  ] as const)('alarms when the scheduled job %s fails or its rule cannot run it', (id, fn, rule) => {
    const errors = alarm(`${id}Errors`);
    expect(errors.Threshold).toBe(1);
    expect(single(errors)).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
    expect(JSON.stringify(single(errors).Dimensions)).toContain(logicalId(fn()));
    const failed = alarm(`${id}FailedInvocations`);
    expect(failed.Threshold).toBe(1);
    expect(single(failed)).toMatchObject({ Namespace: 'AWS/Events', MetricName: 'FailedInvocations' });
    expect(JSON.stringify(single(failed).Dimensions)).toContain(logicalId(rule()));
  });

  it('alarms when the reference rates refresh had no successful run on two days running, or its rule cannot run it', () => {
    const failedDays = alarm('ReferenceRatesErrors');
    expect(failedDays.Threshold).toBe(1);
    expect(failedDays.EvaluationPeriods).toBe(2);
    const expression = failedDays.Metrics!.find((query) => query.Expression)!;
    expect(expression.Expression).toBe('IF(errors > 0 AND errors >= invocations, 1, 0)');
    const metrics = metricsOf(failedDays);
    expect(metrics.map((query) => [query.Id, query.MetricStat!.Metric.MetricName]).sort()).toEqual([
      ['errors', 'Errors'],
      ['invocations', 'Invocations'],
    ]);
    for (const query of metrics) {
      expect(query.MetricStat!.Metric.Namespace).toBe('AWS/Lambda');
      expect(query.MetricStat!.Stat).toBe('Sum');
      expect((query.MetricStat as MetricStat & { Period: number }).Period).toBe(24 * 60 * 60);
      expect(JSON.stringify(query.MetricStat!.Metric.Dimensions)).toContain(
        logicalId(m.schedule.referenceRatesFunction),
      );
    }
    const failed = alarm('ReferenceRatesFailedInvocations');
    expect(single(failed)).toMatchObject({ Namespace: 'AWS/Events', MetricName: 'FailedInvocations' });
    expect(JSON.stringify(single(failed).Dimensions)).toContain(logicalId(m.schedule.referenceRatesRule));
  });

  it('alarms as soon as a job alert whose digest failed every try waits in the dead-letter queue', () => {
    const deadLetters = alarm('DigestDeadLetters');
    expect(deadLetters.Threshold).toBe(1);
    expect(single(deadLetters)).toMatchObject({
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
    });
    expect(JSON.stringify(single(deadLetters).Dimensions)).toContain(logicalId(m.schedule.digestDeadLetters));
  });

  it('alarms as soon as a digest worker fails, before its alerts reach the dead-letter queue', () => {
    const errors = alarm('DigestWorkerErrors');
    expect(errors.Threshold).toBe(1);
    expect(errors.EvaluationPeriods).toBe(1);
    expect(single(errors)).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: 'Errors' });
    const dimensions = JSON.stringify(single(errors).Dimensions);
    expect(dimensions).toContain(logicalId(m.schedule.alertDigestsFunction));
    // The worker's, not the daily run's that queues the alerts.
    expect(dimensions).not.toContain(logicalId(m.schedule.jobAlertsFunction));
  });

  it('shows every alarm and the business metrics on the stage’s dashboard', () => {
    const dashboards = Object.values(resourcesOf(m.template(m.monitoring), 'AWS::CloudWatch::Dashboard'));
    expect(dashboards).toHaveLength(1);
    expect(dashboards[0]!.Properties.DashboardName).toBe('RemoteHiring-dev-Operations');
    const body = JSON.stringify(dashboards[0]!.Properties.DashboardBody);
    for (const id of Object.keys(resourcesOf(m.template(m.monitoring), 'AWS::CloudWatch::Alarm')))
      expect(body, id).toContain(id);
    for (const metricName of Object.values(BUSINESS_METRICS)) expect(body, metricName).toContain(metricName);
    expect(body).toContain('RemoteHiring/dev');
    expect(body).toContain('ColdStart');
  });

  it('names the stack, alarms, topic and dashboard after the stage', () => {
    const prod = synthMarketplace({ stage: 'prod' });
    expect(prod.monitoring.stackName).toBe('RemoteHiring-prod-Monitoring');
    prod.template(prod.monitoring).hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'RemoteHiring-prod-ApiServerErrors',
    });
    prod.template(prod.monitoring).hasResourceProperties('AWS::SNS::Topic', { TopicName: 'RemoteHiring-prod-Alarms' });
    prod.template(prod.monitoring).hasResourceProperties('AWS::CloudWatch::Dashboard', {
      DashboardName: 'RemoteHiring-prod-Operations',
    });
  });
});
