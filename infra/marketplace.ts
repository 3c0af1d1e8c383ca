// The whole product as six stacks wired with typed props, plus cdk-nag's AwsSolutions
// checks on every synth. infra/app.ts builds it for `cdk`; the tests build it the same way.
import { App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routeList, type RouteEntry } from '../shared/routes.js';
import { ApiStack } from './api-stack.js';
import { AuthStack } from './auth-stack.js';
import { DataStack, filesBucketName } from './data-stack.js';
import { MonitoringStack } from './monitoring-stack.js';
import { ScheduleStack } from './schedule-stack.js';
import { REFERENCE_RATES_FAILED_DAYS_TO_ALARM } from './scheduled-tasks.js';
import type { DeploySettings } from './settings.js';
import { siteUrlParameterName, WebStack } from './web-stack.js';

export interface Marketplace {
  readonly data: DataStack;
  readonly auth: AuthStack;
  readonly api: ApiStack;
  readonly web: WebStack;
  readonly schedule: ScheduleStack;
  readonly monitoring: MonitoringStack;
}

/** `RemoteHiring-<stage>-<Part>`: the names `cdk deploy` and CloudFormation show. */
export const stackName = (stage: string, part: string) => `RemoteHiring-${stage}-${part}`;

/**
 * The CDK app. CDK's built-in CloudFormation template validation is off: it costs about
 * 30 s of CPU per synth of these stacks (more than everything else together) on a
 * 2-core machine, while cdk-nag's AwsSolutions checks, which run on every synth, are the
 * gate here and CloudFormation still validates each template when it deploys it.
 */
export const createApp = (props: AppProps = {}): App => new App({ builtinCloudFormationValidation: false, ...props });

export function buildMarketplace(
  app: App,
  settings: DeploySettings,
  routes: readonly RouteEntry[] = routeList,
): Marketplace {
  const { stage } = settings;
  const description = (what: string) => `Remote hiring marketplace (${stage}): ${what}.`;

  const data = new DataStack(app, stackName(stage, 'Data'), {
    description: description('DynamoDB table, files bucket, access-log bucket'),
    stage,
    retainData: settings.retainData,
  });
  const auth = new AuthStack(app, stackName(stage, 'Auth'), {
    description: description('Cognito user pool and SES identities'),
    stage,
    retainData: settings.retainData,
    senderEmail: settings.senderEmail,
    sandboxRecipients: settings.sandboxRecipients,
  });
  const api = new ApiStack(app, stackName(stage, 'Api'), {
    description: description('HTTP API with one Lambda function per route, the functions in a nested stack per area'),
    stage,
    retainData: settings.retainData,
    routes,
    table: data.table,
    filesBucketName: filesBucketName(stage),
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    sendingIdentities: auth.sendingIdentities,
    senderEmail: settings.senderEmail,
    configurationSetName: auth.configurationSetName,
    operatorsEmail: settings.operatorsEmail,
    operatorAccounts: settings.operatorAccounts,
    // CloudFront's domain is known only once the Web stack, which needs this one, exists: then
    // the functions read it from the parameter that stack writes.
    site:
      settings.domainName && settings.certificateArn
        ? { url: `https://${settings.domainName}` }
        : { parameterName: siteUrlParameterName(stage) },
    logRetention: settings.logRetention,
    tracing: settings.tracing,
    throttle: settings.throttle,
  });
  // The functions may only send once the identities exist, and use the files bucket by name.
  api.addStackDependency(auth);
  api.addStackDependency(data);
  const web = new WebStack(app, stackName(stage, 'Web'), {
    description: description('CloudFront distribution of the web app and /api'),
    stage,
    retainData: settings.retainData,
    apiDomainName: api.apiDomainName,
    originVerifySecret: api.originVerifySecret,
    filesBucketName: filesBucketName(stage),
    ...(settings.domainName && settings.certificateArn
      ? { domainName: settings.domainName, certificateArn: settings.certificateArn }
      : {}),
  });

  const schedule = new ScheduleStack(app, stackName(stage, 'Schedule'), {
    description: description(
      'scheduled and event-driven work: job alert digests, account clean-up, reference rates, bounces and complaints',
    ),
    stage,
    retainData: settings.retainData,
    table: data.table,
    filesBucketName: filesBucketName(stage),
    userPool: auth.userPool,
    sendingIdentities: auth.sendingIdentities,
    senderEmail: settings.senderEmail,
    configurationSetName: auth.configurationSetName,
    siteUrl: web.siteUrl,
    digestSendsPerSecond: settings.digestSendsPerSecond,
    logRetention: settings.logRetention,
    tracing: settings.tracing,
  });
  // The digest may only send once the identities exist.
  schedule.addStackDependency(auth);

  const monitoring = new MonitoringStack(app, stackName(stage, 'Monitoring'), {
    description: description('alarms to the operators and the operations dashboard'),
    stage,
    operatorsEmail: settings.operatorsEmail,
    httpApi: api.httpApi,
    apiFunctionNames: api.functionNames,
    table: data.table,
    digestDeadLetters: schedule.digestDeadLetters,
    digestWorker: schedule.alertDigestsFunction,
    scheduledJobs: [
      { id: 'Digest', label: 'daily job alert digest', fn: schedule.jobAlertsFunction, rule: schedule.jobAlertsRule },
      {
        id: 'AccountCleanup',
        label: 'hourly account clean-up',
        fn: schedule.accountCleanupFunction,
        rule: schedule.accountCleanupRule,
      },
      {
        id: 'ReferenceRates',
        label: 'daily reference rates refresh',
        fn: schedule.referenceRatesFunction,
        rule: schedule.referenceRatesRule,
        failedDaysToAlarm: REFERENCE_RATES_FAILED_DAYS_TO_ALARM,
      },
      {
        id: 'AutomaticRejections',
        label: 'automatic rejections every five minutes',
        fn: schedule.automaticRejectionsFunction,
        rule: schedule.automaticRejectionsRule,
      },
    ],
  });

  Tags.of(app).add('project', 'remote-hiring');
  Tags.of(app).add('stage', stage);
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, auth, api, web, schedule, monitoring };
}
