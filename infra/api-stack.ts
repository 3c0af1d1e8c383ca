// API: an HTTP API with one Lambda function and one route per entry of the route table
// (shared/routes.ts), each function with its own role granting exactly what its route's
// `uses` declares, its own log group, and the configuration the handlers read from the
// environment (functions/platform/config.ts).
import { cpSync } from 'node:fs';
import path from 'node:path';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as triggers from 'aws-cdk-lib/triggers';
import type { Construct } from 'constructs';
import { TABLE_INDEXES } from '../functions/platform/dynamodb/table-design.js';
import { JOB_FEED_PATHS } from '../shared/job-feeds.js';
import { WEB_RENDERER } from '../shared/job-page.js';
import { SITEMAP_PATHS } from '../shared/site-maps.js';
import type { AwsUses, ParameterName, RouteEntry, RouteName, SecretName } from '../shared/routes.js';
import { appFunction, FUNCTION_RUNTIME, withoutPolicyUpdates } from './app-function.js';
import { builtSite } from './built-site.js';
import { assertHandlerFiles, bundleHandlers, HANDLER } from './function-bundles.js';
import { functionLogGroup, functionRole, logGroupAndRole } from './function-role.js';
import { readWebReleasedAt } from './web-release.js';
import { acknowledge, acknowledgeWildcardResource } from './nag.js';
import {
  interviewReminderArns,
  interviewReminderEnvironment,
  REMINDER_SCHEDULES_REASON,
} from './interview-reminders.js';
import { functionTracing, powertoolsEnvironment, type ObservabilityProps } from './observability.js';
import {
  filesFolders,
  filesPrefixArn,
  sesConfigurationSetArn,
  sesIdentityArn,
  ssmParameterArn,
  statementsFor,
} from './permissions.js';

export { FUNCTION_RUNTIME } from './app-function.js';
/** Powertools' service name in every log line. */
export const SERVICE_NAME = 'remote-hiring-api';

export interface ApiStackProps extends StackProps, ObservabilityProps {
  /** Delete the log groups with the stack unless the stage retains its data. */
  readonly retainData: boolean;
  /** The calls to serve: the route table. */
  readonly routes: readonly RouteEntry[];
  readonly table: dynamodb.ITable;
  /** Name of the files bucket (data-stack.ts filesBucketName). */
  readonly filesBucketName: string;
  readonly userPool: cognito.IUserPool;
  readonly userPoolClient: cognito.IUserPoolClient;
  /** SES identities (addresses, domains) the functions may send as or, in the sandbox, to. */
  readonly sendingIdentities: readonly string[];
  readonly senderEmail: string;
  /** The SES configuration set every email is sent with (auth-stack.ts). */
  readonly configurationSetName: string;
  readonly operatorsEmail: string;
  /**
   * Where the functions that email links (`uses.parameters` siteUrl) find the site's address: the
   * custom domain's, or else the name of the SSM parameter the Web stack writes CloudFront's to
   * (web-stack.ts). A name, not a reference: the Web stack needs this one first, so a reference
   * back would be a cycle.
   */
  readonly site: { readonly url: string } | { readonly parameterName: string };
  readonly logRetention: logs.RetentionDays;
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
}

/**
 * Memory (and so CPU: 1,769 MB is one vCPU) of the functions that need more than 512 MB:
 * upload-photo decodes and re-encodes photos in JavaScript (accounts/photo-cleaning.ts), about 4 s
 * of one core for a 12-megapixel JPEG, which a third of a vCPU would not finish in 10 s.
 */
export const FUNCTION_MEMORY_MB: Partial<Record<RouteName, number>> = { uploadPhoto: 1769 };

/** The one-off data migrations (functions/migrations/): started by the deploy that changes them, each runs once. */
export const MIGRATION = { name: 'migrateData', handler: 'migrations/migrate-data' } as const;

/**
 * The job pages' function (functions/jobs/handlers/job-page.ts): a job's public page as HTML at
 * the site's own /jobs/{jobID}, which CloudFront's /jobs/* behaviour sends to this API
 * (web-stack.ts). Not an entry of the route table, whose calls answer JSON under /api. Its
 * package holds the web build's server renderer beside its code (web/), which it renders with.
 */
export const JOB_PAGE = {
  name: 'jobPage',
  handler: 'jobs/handlers/job-page',
  paths: ['/jobs/{jobID}'],
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/**
 * The job feeds' function (functions/jobs/handlers/job-feed.ts): /jobs.rss and /jobs.json, one
 * function for both, which CloudFront's behaviours of those paths send to this API. It reads
 * the search lists (and the reference rates of a pay filter) and the site's address.
 */
export const JOB_FEED = {
  name: 'jobFeed',
  handler: 'jobs/handlers/job-feed',
  paths: Object.values(JOB_FEED_PATHS),
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/**
 * robots.txt and the sitemaps' function (functions/jobs/handlers/sitemap.ts): /robots.txt,
 * /sitemap.xml and /sitemaps/{file}, which CloudFront's behaviours of those paths send here.
 * It reads the search list of all open jobs and the site's address.
 */
export const SITEMAP = {
  name: 'sitemap',
  handler: 'jobs/handlers/sitemap',
  paths: [SITEMAP_PATHS.robots, SITEMAP_PATHS.index, `${SITEMAP_PATHS.folder}/{file}`],
  uses: { table: 'read', parameters: ['siteUrl'] },
} as const satisfies SiteFunction;

/** A function that answers documents at the site's own paths (GET and HEAD), not an API call under /api. */
export interface SiteFunction {
  name: string;
  handler: string;
  paths: readonly string[];
  uses: AwsUses;
}

/** `getJobCandidate` -> `GetJobCandidate`: construct ids derive from the route name. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Code for functions of a stack that is not being bundled (tests, `cdk deploy` of another stack). */
export const NOT_BUNDLED = lambda.Code.fromInline(
  "exports.handler = async () => { throw new Error('Synthesized without bundling: deploy this stack with cdk deploy'); };",
);

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions: Record<RouteName, lambda.Function>;
  readonly routes: Record<RouteName, HttpRoute>;
  /** The job pages' function (JOB_PAGE). */
  readonly jobPageFunction: lambda.Function;
  /** The job feeds' function (JOB_FEED). */
  readonly jobFeedFunction: lambda.Function;
  /** robots.txt and the sitemaps' function (SITEMAP). */
  readonly sitemapFunction: lambda.Function;
  /** Host name of the API's endpoint (CloudFront's origin for /api/*). */
  readonly apiDomainName: string;
  /** The value CloudFront sends in the secret origin header (web-stack.ts), proving a request came through it. */
  readonly originVerifySecret: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { routes, table, filesBucketName, userPool, userPoolClient } = props;

    assertHandlerFiles(routes);
    // One rolldown build per handler, in one child process; skipped when this stack is not being deployed or
    // tested without bundling (context aws:cdk:bundling-stacks, as NodejsFunction does).
    const bundles = this.bundlingRequired
      ? bundleHandlers([...routes, MIGRATION, JOB_PAGE, JOB_FEED, SITEMAP])
      : undefined;
    const codeFor = (route: { name: string }) => {
      const bundle = bundles?.get(route.name);
      return bundle ? lambda.Code.fromAsset(bundle.folder) : NOT_BUNDLED;
    };
    // The job pages' package: its bundle, and the web build's server renderer in web/ beside it.
    const jobPageBundle = bundles?.get(JOB_PAGE.name);
    if (jobPageBundle)
      cpSync(path.join(builtSite(), WEB_RENDERER.dir), path.join(jobPageBundle.folder, 'web'), { recursive: true });

    // HMAC key of the onboarding cookie (functions/platform/auth/onboarding-token.ts).
    const onboardingSecret = new secretsmanager.Secret(this, 'OnboardingSecret', {
      description: `Remote hiring (${props.stage}): HMAC key of the onboarding cookie.`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(onboardingSecret, {
      'AwsSolutions-SMG4':
        'The key only signs onboarding cookies that expire after 24 hours, and the functions receive it in their environment at deployment (a CloudFormation dynamic reference), so a scheduled rotation would not reach them: rotating it means redeploying the functions, and costs only the onboarding links in flight.',
    });
    // HMAC key of the one-time codes' hashes (functions/accounts/one-time-codes.ts): its own
    // key, so that neither secret gives the other.
    const codeHashSecret = new secretsmanager.Secret(this, 'CodeHashSecret', {
      description: `Remote hiring (${props.stage}): HMAC key of the one-time codes' hashes.`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(codeHashSecret, {
      'AwsSolutions-SMG4':
        'The key hashes one-time codes that expire after 10 minutes, and the functions receive it in their environment at deployment (a CloudFormation dynamic reference), so a scheduled rotation would not reach them: rotating it means redeploying the functions, and costs only the codes in flight.',
    });
    // The value of the secret origin header CloudFront adds to requests to the API
    // (functions/platform/http/client-address.ts): without it, the viewer address is not believed.
    this.originVerifySecret = new secretsmanager.Secret(this, 'OriginVerifySecret', {
      description: `Remote hiring (${props.stage}): value of the origin header CloudFront sends to the API.`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    acknowledge(this.originVerifySecret, {
      'AwsSolutions-SMG4':
        'CloudFront (its origin custom header) and the functions receive the value at deployment (CloudFormation dynamic references), so a scheduled rotation would reach neither: rotating it means redeploying the Api and Web stacks, and until both are done rate limits count CloudFront edge addresses instead of viewers.',
    });
    // The handlers read them synchronously from the environment and they must not change, so
    // each reaches only the functions whose route declares it, as a dynamic reference that
    // CloudFormation resolves from Secrets Manager at deployment: never in the template or
    // the cloud assembly, and kept encrypted at rest by Lambda.
    const secretValues: Record<SecretName, Record<string, string>> = {
      onboarding: { ONBOARDING_SECRET: onboardingSecret.secretValue.unsafeUnwrap() },
      codes: { CODE_HASH_SECRET: codeHashSecret.secretValue.unsafeUnwrap() },
      origin: { ORIGIN_VERIFY_SECRET: this.originVerifySecret.secretValue.unsafeUnwrap() },
    };
    const secretsFor = (names: readonly SecretName[]) =>
      Object.assign({}, ...names.map((name) => secretValues[name])) as Record<string, string>;
    // Never from the request (functions/platform/http/site-link.ts): only the functions that
    // declare it learn where the site's address is, and may read only that parameter.
    const site = props.site;
    const parameterVariables: Record<ParameterName, Record<string, string>> = {
      siteUrl: 'url' in site ? { SITE_URL: site.url } : { SITE_URL_PARAMETER: site.parameterName },
    };
    const parametersFor = (names: readonly ParameterName[]) =>
      Object.assign({}, ...names.map((name) => parameterVariables[name])) as Record<string, string>;

    const environment: Record<string, string> = {
      TABLE_NAME: table.tableName,
      FILES_BUCKET: filesBucketName,
      USER_POOL_ID: userPool.userPoolId,
      USER_POOL_CLIENT_ID: userPoolClient.userPoolClientId,
      SENDER_EMAIL: props.senderEmail,
      SES_CONFIGURATION_SET: props.configurationSetName,
      OPERATORS_EMAIL: props.operatorsEmail,
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      ...powertoolsEnvironment(props),
    };

    const grantable = {
      tableArn: table.tableArn,
      indexNames: TABLE_INDEXES.map((index) => index.indexName),
      filesBucketArn: `arn:${Aws.PARTITION}:s3:::${filesBucketName}`,
      userPoolArn: userPool.userPoolArn,
      senderIdentityArns: props.sendingIdentities.map((identity) => sesIdentityArn(this, identity)),
      configurationSetArn: sesConfigurationSetArn(this, props.configurationSetName),
      parameterArns: 'parameterName' in site ? { siteUrl: ssmParameterArn(this, site.parameterName) } : {},
      reminders: interviewReminderArns(this, props.stage),
    };
    const reminderEnvironment = interviewReminderEnvironment(this, props.stage);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `remote-hiring-${props.stage}`,
      description:
        'Remote hiring marketplace API: one route per entry of shared/routes.ts, served under /api through CloudFront.',
      createDefaultStage: false,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: props.logRetention,
      removalPolicy: props.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            time: '$context.requestTime',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            method: '$context.httpMethod',
            path: '$context.path',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });
    this.apiDomainName = `${this.httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`;

    const functions: Partial<Record<RouteName, lambda.Function>> = {};
    const httpRoutes: Partial<Record<RouteName, HttpRoute>> = {};
    // One log group per area of calls (functions/<area>/), shared by its functions: Lambda names
    // each log stream after its function, and a group per function would take a sixth of the
    // stack's 500 resources (docs/deploy.md).
    const areaLogGroups = new Map<string, logs.LogGroup>();
    const areaLogGroup = (route: RouteEntry) => {
      const area = route.handler.split('/')[0]!;
      let group = areaLogGroups.get(area);
      if (!group) areaLogGroups.set(area, (group = functionLogGroup(this, `${pascalCase(area)}Logs`, props)));
      return group;
    };
    for (const route of routes) {
      const baseId = pascalCase(route.name);
      const logGroup = areaLogGroup(route);
      const role = functionRole(this, baseId, logGroup, {
        ...props,
        description: `Function of ${route.method} ${route.path}: only what its route declares.`,
        statements: statementsFor(route.uses, grantable),
      });
      for (const access of ['read', 'write', 'erase'] as const) {
        for (const folder of filesFolders(route.uses, access)) {
          acknowledgeWildcardResource(
            role,
            filesPrefixArn(grantable.filesBucketArn, folder),
            `Object keys under ${folder}/ are made per user and upload (<userID>/<uuid>, functions/candidates/resumes.ts, functions/accounts/photos.ts), so the grant names the folder; it allows only the object actions that ${route.name}'s uses.files (${folder}: ${access}) needs.`,
          );
        }
      }

      if (route.uses.reminders) {
        acknowledgeWildcardResource(role, grantable.reminders.schedulesArn, REMINDER_SCHEDULES_REASON);
      }

      const fn = appFunction(this, `${baseId}Function`, {
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        code: codeFor(route),
        memorySize: FUNCTION_MEMORY_MB[route.name] ?? 512,
        timeout: Duration.seconds(10),
        role,
        environment: {
          ...environment,
          ...secretsFor(route.uses.secrets ?? []),
          ...parametersFor(route.uses.parameters ?? []),
          ...(route.uses.reminders ? reminderEnvironment : {}),
        },
        logGroup,
        observability: props,
      });
      functions[route.name] = fn;

      const httpRoute = new HttpRoute(this, `${baseId}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${baseId}Integration`, fn),
      });
      acknowledge(httpRoute, {
        'AwsSolutions-APIG4':
          route.access === 'public'
            ? `${route.method} ${route.path} is a public call by design, open to visitors who have not signed in: ${route.summary}`
            : `${route.method} ${route.path} is for "${route.access}" callers: its handler checks the session (or onboarding) cookie, the role and ownership itself (functions/platform/http/), because the session travels in an HttpOnly cookie, which an HTTP API JWT authorizer cannot read (it takes the token from a header).`,
      });
      httpRoutes[route.name] = httpRoute;
    }
    this.functions = functions as Record<RouteName, lambda.Function>;
    this.addMigration(codeFor(MIGRATION), environment, grantable, props);
    this.routes = httpRoutes as Record<RouteName, HttpRoute>;
    this.jobPageFunction = this.addSiteFunction(
      JOB_PAGE,
      {
        id: 'JobPage',
        code: codeFor(JOB_PAGE),
        summary: "a job's public page as HTML, rendered with the web build's server renderer",
        reads: "a job, and the site's address",
        // Loading the renderer (some 1.4 MB of JavaScript) and rendering take CPU, which comes with memory.
        memorySize: 1024,
        why: "a job's page, for visitors and search engines, the same for everyone",
      },
      { ...environment, ...parametersFor(JOB_PAGE.uses.parameters) },
      grantable,
      props,
    );
    this.jobFeedFunction = this.addSiteFunction(
      JOB_FEED,
      {
        id: 'JobFeed',
        code: codeFor(JOB_FEED),
        summary: 'the newest open jobs, or those of a search, as RSS 2.0 or JSON Feed 1.1',
        reads: "the job search lists, and the site's address",
        memorySize: 512,
        why: 'the job feeds, for feed readers and aggregators, the same for everyone',
      },
      { ...environment, ...parametersFor(JOB_FEED.uses.parameters) },
      grantable,
      props,
    );
    this.sitemapFunction = this.addSiteFunction(
      SITEMAP,
      {
        id: 'Sitemap',
        code: codeFor(SITEMAP),
        summary: 'robots.txt, the sitemap index, and the sitemaps of the public pages and of the open jobs by month',
        reads: "the search list of all open jobs, and the site's address",
        memorySize: 512,
        why: 'robots.txt and the sitemaps, for search engines, the same for everyone',
      },
      {
        ...environment,
        ...parametersFor(SITEMAP.uses.parameters),
        // The public pages' lastmod: when the web build that deploys with this code was made.
        ...(bundles ? { SITE_RELEASED_AT: readWebReleasedAt(builtSite()) } : {}),
      },
      grantable,
      props,
    );

    new CfnOutput(this, 'ApiEndpoint', {
      value: this.httpApi.apiEndpoint,
      description: 'The API, also served under /api/* by CloudFront',
    });
  }

  /** A function of the site's own paths and its routes (GET and HEAD of each path), public: anyone may read them. */
  private addSiteFunction(
    site: SiteFunction,
    options: { id: string; code: lambda.Code; summary: string; reads: string; memorySize: number; why: string },
    environment: Record<string, string>,
    grantable: Parameters<typeof statementsFor>[1],
    props: ApiStackProps,
  ): lambda.Function {
    const { id } = options;
    const paths = site.paths.join(', ');
    const { logGroup, role } = logGroupAndRole(this, id, {
      ...props,
      description: `Function of GET ${paths}: reads ${options.reads}.`,
      statements: statementsFor(site.uses, grantable),
    });
    const fn = appFunction(this, `${id}Function`, {
      description: `GET ${paths}: ${options.summary}.`,
      code: options.code,
      memorySize: options.memorySize,
      timeout: Duration.seconds(10),
      role,
      environment,
      logGroup,
      observability: props,
    });
    const integration = new HttpLambdaIntegration(`${id}Integration`, fn);
    site.paths.forEach((sitePath, index) => {
      for (const method of [HttpMethod.GET, HttpMethod.HEAD]) {
        // The first path keeps the construct ids a single-path function has always had.
        const route = new HttpRoute(this, `${id}${index === 0 ? '' : index + 1}${method}Route`, {
          httpApi: this.httpApi,
          routeKey: HttpRouteKey.with(sitePath, method),
          integration,
        });
        acknowledge(route, {
          'AwsSolutions-APIG4': `${method} ${sitePath} is public by design: ${options.why}.`,
        });
      }
    });
    return fn;
  }

  /**
   * The data migrations (functions/migrations/), started by a CDK trigger whenever their code
   * changes. The trigger invokes the function without waiting (a long migration must not hold
   * the deploy past the trigger's own timeout); the function works in checkpointed steps and
   * invokes itself again before its time runs out. They Scan: no key lists what they must find.
   */
  private addMigration(
    code: lambda.Code,
    environment: Record<string, string>,
    grantable: Parameters<typeof statementsFor>[1],
    props: ApiStackProps,
  ): void {
    // Named, so that its role may invoke it without naming the function resource (a cycle).
    const functionName = `${this.stackName}-migrate-data`;
    const { logGroup, role } = logGroupAndRole(this, 'MigrateData', {
      ...props,
      description: 'The data migrations: read and write the table, and go on in a fresh invocation.',
      statements: [
        ...statementsFor({ table: 'write' }, grantable),
        new iam.PolicyStatement({ sid: 'Scan', actions: ['dynamodb:Scan'], resources: [grantable.tableArn] }),
        new iam.PolicyStatement({
          sid: 'InvokeItself',
          actions: ['lambda:InvokeFunction'],
          resources: [`arn:${Aws.PARTITION}:lambda:${Aws.REGION}:${Aws.ACCOUNT_ID}:function:${functionName}`],
        }),
      ],
    });
    const fn = new lambda.Function(this, 'MigrateDataFunction', {
      functionName,
      description: MIGRATION.name,
      code,
      handler: HANDLER,
      runtime: FUNCTION_RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 512,
      timeout: Duration.minutes(10),
      role: withoutPolicyUpdates(role),
      environment,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: functionTracing(props),
    });
    new triggers.Trigger(this, 'MigrateData', {
      handler: fn,
      executeOnHandlerChange: true,
      invocationType: triggers.InvocationType.EVENT,
    });
  }
}
