// Placeholder stack (foundation layer): the table, the resumes bucket, and one function plus
// one HTTP API route per entry of the route table. Kept deliberately small; a later issue
// splits it into data / auth / api / web stacks and adds Cognito, SES and CloudFront.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpRoute, HttpRouteKey } from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../functions/commons/data/table-design.js';
import { routeList, type RouteEntry, type RouteName } from '../shared/routes.js';

/** Repository root: the folder holding package.json, package-lock.json and functions/. */
export const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Absolute path of a route's handler file: functions/<handler>.ts. */
export const handlerEntry = (route: Pick<RouteEntry, 'handler'>): string =>
  path.join(PROJECT_ROOT, 'functions', `${route.handler}.ts`);

/** Route table entries whose handler file does not exist yet, as repo-relative paths. */
export const missingHandlerFiles = (routes: readonly RouteEntry[] = routeList): string[] =>
  routes
    .filter((route) => !existsSync(handlerEntry(route)))
    .map((route) => `functions/${route.handler}.ts (route ${route.name}: ${route.method} ${route.path})`);

/** `getJobCandidate` -> `GetJobCandidate`: construct ids derive from the route name. */
export const pascalCase = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** Routes whose handler may read and write the resumes bucket. */
export const usesResumesBucket = (route: Pick<RouteEntry, 'handler'>): boolean =>
  route.handler.startsWith('candidates/') || route.handler === 'accounts/candidate-signup';

// Bundles are ESM (handlers may use top-level await). Dependencies published only as
// CommonJS call require() for Node built-ins, which an ESM bundle lacks: give it one.
const ESM_REQUIRE_BANNER =
  "import { createRequire as __cdkCreateRequire } from 'node:module'; const require = __cdkCreateRequire(import.meta.url);";

export interface PlaceholderStackProps extends StackProps {
  /** Deployment stage, e.g. `dev`; used in names and tags. */
  readonly stage: string;
}

export class PlaceholderStack extends Stack {
  readonly table: dynamodb.Table;
  readonly resumesBucket: s3.Bucket;
  readonly httpApi: HttpApi;
  readonly functions: Record<RouteName, NodejsFunction>;

  constructor(scope: Construct, id: string, props: PlaceholderStackProps) {
    super(scope, id, props);

    const missing = missingHandlerFiles();
    if (missing.length > 0) {
      throw new Error(
        `The route table (shared/routes.ts) names handler files that do not exist:\n  - ${missing.join('\n  - ')}`,
      );
    }

    // Single table: keys, GSIs and TTL come from the shared design so that the local stack
    // creates exactly the same table in DynamoDB Local.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // Resumes: private, encrypted, TLS only; read through short-lived signed URLs.
    this.resumesBucket = new s3.Bucket(this, 'ResumesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [
        // Replaced resumes stay recoverable for a while, then go.
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `remote-hiring-${props.stage}`,
      description: 'Remote hiring marketplace API: one route per entry of shared/routes.ts.',
    });

    const functions: Partial<Record<RouteName, NodejsFunction>> = {};
    for (const route of routeList) {
      const baseId = pascalCase(route.name);
      const fn = new NodejsFunction(this, `${baseId}Function`, {
        description: `${route.method} ${route.path}: ${route.summary}`.slice(0, 256),
        entry: handlerEntry(route),
        handler: 'handler',
        projectRoot: PROJECT_ROOT,
        depsLockFilePath: path.join(PROJECT_ROOT, 'package-lock.json'),
        runtime: lambda.Runtime.NODEJS_22_X,
        architecture: lambda.Architecture.ARM_64,
        memorySize: 512,
        timeout: Duration.seconds(10),
        environment: {
          TABLE_NAME: this.table.tableName,
          RESUMES_BUCKET: this.resumesBucket.bucketName,
        },
        logGroup: new logs.LogGroup(this, `${baseId}Logs`, { retention: logs.RetentionDays.ONE_MONTH }),
        bundling: {
          // esbuild from node_modules, never Docker.
          forceDockerBundling: false,
          format: OutputFormat.ESM,
          target: 'node22',
          mainFields: ['module', 'main'],
          banner: ESM_REQUIRE_BANNER,
          minify: true,
          sourceMap: false,
          // Bundle the AWS SDK v3 in (pinned versions, faster cold start) instead of using
          // the copy in the runtime: nothing is external.
          externalModules: [],
        },
      });

      this.table.grantReadWriteData(fn);
      if (usesResumesBucket(route)) this.resumesBucket.grantReadWrite(fn);

      new HttpRoute(this, `${baseId}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${baseId}Integration`, fn),
      });
      functions[route.name] = fn;
    }
    this.functions = functions as Record<RouteName, NodejsFunction>;

    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'ResumesBucketName', { value: this.resumesBucket.bucketName });
  }
}
