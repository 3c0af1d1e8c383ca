// API: an HTTP API with one route per entry of the route table (shared/routes.ts), each sent to
// a Lambda function of its own, with its own role granting exactly what its route's `uses`
// declares, and the configuration the handlers read from the environment
// (functions/platform/config.ts). The calls' functions live in one nested stack per area
// (api-calls.ts); the HTTP API, its routes, the areas' log groups, the keys, the site's own
// paths and the data migrations stay here.
import { cpSync } from 'node:fs';
import path from 'node:path';
import { Aws, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  CfnRoute,
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
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { TABLE_INDEXES } from '../functions/platform/dynamodb/table-design.js';
import { WEB_RENDERER } from '../shared/job-page.js';
import type { AwsUses, ParameterName, RouteEntry, RouteName, SecretName } from '../shared/routes.js';
import {
  acknowledgeFilesGrants,
  ApiCalls,
  apiFunctionName,
  areaOf,
  pascalCase,
  type CallFunctionKit,
} from './api-calls.js';
import { apiSecrets } from './api-secrets.js';
import { appFunction } from './app-function.js';
import { builtSite } from './built-site.js';
import { addDataMigration, MIGRATION_USES } from './data-migration.js';
import { assertHandlerFiles, bundleHandlers } from './function-bundles.js';
import { functionLogGroup, logGroupAndRole } from './function-role.js';
import { readWebReleasedAt } from './web-release.js';
import { COMPANY_PAGE, JOB_FEED, JOB_PAGE, RENDERING_FUNCTIONS, SITEMAP, type SiteFunction } from './site-functions.js';
import { acknowledge } from './nag.js';
import { interviewReminderArns, interviewReminderEnvironment } from './interview-reminders.js';
import { companyRenameQueueArn, companyRenameEnvironment } from './company-renames.js';
import { powertoolsEnvironment, type ObservabilityProps } from './observability.js';
import { sesConfigurationSetArn, sesIdentityArn, ssmParameterArn, statementsFor } from './permissions.js';

export { FUNCTION_RUNTIME } from './app-function.js';
export { FUNCTION_MEMORY_MB, pascalCase } from './api-calls.js';
export { COMPANY_PAGE, JOB_FEED, JOB_PAGE, SITEMAP, type SiteFunction } from './site-functions.js';

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
  /** The accounts that are operators (settings.ts operatorAccounts). */
  readonly operatorAccounts: readonly string[];
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

/** The one-off data migrations (functions/migrations/): started by the deploy that changes them, each runs once. */
export const MIGRATION = { name: 'migrateData', handler: 'migrations/migrate-data' } as const;

/** Code for functions of a stack that is not being bundled (tests, `cdk deploy` of another stack). */
export const NOT_BUNDLED = lambda.Code.fromInline(
  "exports.handler = async () => { throw new Error('Synthesized without bundling: deploy this stack with cdk deploy'); };",
);

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Each call's function, in its area's nested stack. */
  readonly functions: Record<RouteName, lambda.Function>;
  /** Each call's route, here. */
  readonly routes: Record<RouteName, CfnRoute>;
  /** The nested stack of each area's calls (api-calls.ts), by area. */
  readonly areas: ReadonlyMap<string, ApiCalls>;
  /** The job pages' function (JOB_PAGE). */
  readonly jobPageFunction: lambda.Function;
  /** The job feeds' function (JOB_FEED). */
  readonly jobFeedFunction: lambda.Function;
  /** The company pages' function (COMPANY_PAGE). */
  readonly companyPageFunction: lambda.Function;
  /** robots.txt and the sitemaps' function (SITEMAP). */
  readonly sitemapFunction: lambda.Function;
  /** The name of every function that serves the API (the calls' and the site's own paths'), by call name. */
  readonly functionNames: Readonly<Record<string, string>>;
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
      ? bundleHandlers([...routes, MIGRATION, JOB_PAGE, COMPANY_PAGE, JOB_FEED, SITEMAP])
      : undefined;
    const codeFor = (route: { name: string }) => {
      const bundle = bundles?.get(route.name);
      return bundle ? lambda.Code.fromAsset(bundle.folder) : NOT_BUNDLED;
    };
    // The pages' packages: each bundle, and the web build's server renderer in web/ beside it.
    for (const { name } of RENDERING_FUNCTIONS) {
      const bundle = bundles?.get(name);
      if (bundle)
        cpSync(path.join(builtSite(), WEB_RENDERER.dir), path.join(bundle.folder, 'web'), { recursive: true });
    }

    const secrets = apiSecrets(this, props.stage);
    this.originVerifySecret = secrets.originVerifySecret;
    const secretsFor = (names: readonly SecretName[]) =>
      Object.assign({}, ...names.map((name) => secrets.variables[name])) as Record<string, string>;
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
      OPERATOR_ACCOUNTS: props.operatorAccounts.join(','),
      POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
      POWERTOOLS_LOG_LEVEL: 'INFO',
      ...powertoolsEnvironment(props),
    };
    const reminderEnvironment = interviewReminderEnvironment(this, props.stage);
    const functionKit: CallFunctionKit = {
      codeFor,
      environmentFor: (uses: AwsUses) => ({
        ...environment,
        ...secretsFor(uses.secrets ?? []),
        ...parametersFor(uses.parameters ?? []),
        ...(uses.reminders ? reminderEnvironment : {}),
        ...(uses.companyRenames ? companyRenameEnvironment(this, props.stage) : {}),
      }),
      grantable: {
        tableArn: table.tableArn,
        indexNames: TABLE_INDEXES.map((index) => index.indexName),
        filesBucketArn: `arn:${Aws.PARTITION}:s3:::${filesBucketName}`,
        userPoolArn: userPool.userPoolArn,
        senderIdentityArns: props.sendingIdentities.map((identity) => sesIdentityArn(this, identity)),
        configurationSetArn: sesConfigurationSetArn(this, props.configurationSetName),
        parameterArns: 'parameterName' in site ? { siteUrl: ssmParameterArn(this, site.parameterName) } : {},
        reminders: interviewReminderArns(this, props.stage),
        companyRenameQueueArn: companyRenameQueueArn(this, props.stage),
      },
      functionName: (name) => apiFunctionName(this.stackName, name),
      settings: props,
    };

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

    // The calls of each area (functions/<area>/) in a nested stack of their own, sharing the
    // area's log group (Lambda names each log stream after its function); their routes here, on
    // the one HTTP API, each the one resource a call adds to this stack (docs/deploy.md).
    const byArea = new Map<string, RouteEntry[]>();
    for (const route of routes) byArea.set(areaOf(route), [...(byArea.get(areaOf(route)) ?? []), route]);
    const areas = new Map<string, ApiCalls>();
    const functions: Partial<Record<RouteName, lambda.Function>> = {};
    const httpRoutes: Partial<Record<RouteName, CfnRoute>> = {};
    for (const [area, areaRoutes] of byArea) {
      const calls = new ApiCalls(this, `${area.split('-').map(pascalCase).join('')}Calls`, {
        description: `Remote hiring marketplace (${props.stage}): the functions of the API's ${area} calls.`,
        routes: areaRoutes,
        httpApi: this.httpApi,
        logGroup: functionLogGroup(this, `${pascalCase(area)}Logs`, props),
        kit: functionKit,
      });
      areas.set(area, calls);
      for (const route of areaRoutes) {
        functions[route.name] = calls.functions[route.name];
        // The construct path the route had beside its function, so that it keeps its logical id.
        const routeScope = new Construct(this, `${pascalCase(route.name)}Route`);
        httpRoutes[route.name] = new CfnRoute(routeScope, 'Resource', {
          apiId: this.httpApi.apiId,
          routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]).key,
          target: `integrations/${calls.integrations[route.name]!.integrationId}`,
          authorizationType: 'NONE',
        });
        acknowledge(routeScope, {
          'AwsSolutions-APIG4':
            route.access === 'public'
              ? `${route.method} ${route.path} is a public call by design, open to visitors who have not signed in: ${route.summary}`
              : `${route.method} ${route.path} is for "${route.access}" callers: its handler checks the session (or onboarding) cookie, the role and ownership itself (functions/platform/http/), because the session travels in an HttpOnly cookie, which an HTTP API JWT authorizer cannot read (it takes the token from a header).`,
        });
      }
    }
    this.areas = areas;
    this.functions = functions as Record<RouteName, lambda.Function>;
    this.routes = httpRoutes as Record<RouteName, CfnRoute>;
    addDataMigration(this, {
      code: codeFor(MIGRATION),
      description: MIGRATION.name,
      environment: { ...environment, ...functionKit.environmentFor(MIGRATION_USES) },
      grantable: functionKit.grantable,
      settings: props,
    });
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
      functionKit.environmentFor(JOB_PAGE.uses),
      functionKit,
    );
    this.companyPageFunction = this.addSiteFunction(
      COMPANY_PAGE,
      {
        id: 'CompanyPage',
        code: codeFor(COMPANY_PAGE),
        summary: "a company's public page as HTML, rendered with the web build's server renderer",
        reads: "a company, its first open jobs, its logo's link, and the site's address",
        memorySize: 1024,
        why: "a company's page, for visitors and search engines, the same for everyone",
      },
      functionKit.environmentFor(COMPANY_PAGE.uses),
      functionKit,
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
      functionKit.environmentFor(JOB_FEED.uses),
      functionKit,
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
        ...functionKit.environmentFor(SITEMAP.uses),
        // The public pages' lastmod: when the web build that deploys with this code was made.
        ...(bundles ? { SITE_RELEASED_AT: readWebReleasedAt(builtSite()) } : {}),
      },
      functionKit,
    );

    this.functionNames = Object.fromEntries(
      [...routes, JOB_PAGE, COMPANY_PAGE, JOB_FEED, SITEMAP].map(({ name }) => [name, functionKit.functionName(name)]),
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
    kit: CallFunctionKit,
  ): lambda.Function {
    const { id } = options;
    const paths = site.paths.join(', ');
    const { logGroup, role } = logGroupAndRole(this, id, {
      ...kit.settings,
      description: `Function of GET ${paths}: reads ${options.reads}.`,
      statements: statementsFor(site.uses, kit.grantable),
    });
    acknowledgeFilesGrants(role, site, kit.grantable.filesBucketArn);
    const fn = appFunction(this, `${id}Function`, {
      functionName: kit.functionName(site.name),
      description: `GET ${paths}: ${options.summary}.`,
      code: options.code,
      memorySize: options.memorySize,
      timeout: Duration.seconds(10),
      role,
      environment,
      logGroup,
      observability: kit.settings,
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
}
