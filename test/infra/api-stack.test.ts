// The API stack against the route table: one function and one route per entry, each
// function's permissions exactly what its entry's `uses` declares, and the runtime,
// logging and throttling settings. Expectations come from `routeList`, so a new entry is
// covered (and a missing function or route fails) without touching this file.
import { Aws } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/platform/dynamodb/table-design.js';
import { filesBucketName } from '../../infra/data-stack.js';
import { routeList, USER_TOKEN_OPERATIONS, type RouteEntry } from '../../shared/routes.js';
import {
  CERTIFICATE,
  logicalId,
  OPERATORS,
  resourcesOf,
  SENDER,
  synthMarketplace,
  SYNTH_TIMEOUT,
  type SynthesizedMarketplace,
} from './support/marketplace.js';

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource: unknown; Condition?: unknown };

const TABLE_READ = ['dynamodb:BatchGetItem', 'dynamodb:GetItem', 'dynamodb:Query'];
const TABLE_WRITE = [
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
];
const FILES_READ = ['s3:GetObject'];
const FILES_WRITE = ['s3:DeleteObject', 's3:PutObject'];
const sorted = (values: string[]) => [...new Set(values)].sort();
const sortedBy = <T>(values: T[]) => [...values].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** The actions of a route's role, by service, as `uses` says they must be. */
function expectedActions(route: RouteEntry): Record<string, string[]> {
  const { uses } = route;
  const adminOperations = (uses.users ?? []).filter(
    (operation) => !(USER_TOKEN_OPERATIONS as readonly string[]).includes(operation),
  );
  return {
    logs: ['logs:CreateLogStream', 'logs:PutLogEvents'],
    dynamodb: sorted(uses.table === 'write' ? [...TABLE_READ, ...TABLE_WRITE] : TABLE_READ),
    // One statement per access level: reading twice when a route reads one folder and writes the other.
    ...(uses.files
      ? {
          s3: sorted([
            ...(Object.values(uses.files).includes('read') ? FILES_READ : []),
            ...(Object.values(uses.files).includes('write') ? [...FILES_READ, ...FILES_WRITE] : []),
            // Erasing: every version of the folders' objects, and listing those versions.
            ...(Object.values(uses.files).includes('erase')
              ? [...FILES_READ, ...FILES_WRITE, 's3:DeleteObjectVersion', 's3:ListBucket', 's3:ListBucketVersions']
              : []),
          ]),
        }
      : {}),
    // Only admin operations: the token-authorised ones (USER_TOKEN_OPERATIONS) are granted nothing.
    ...(adminOperations.length
      ? { 'cognito-idp': sorted(adminOperations.map((operation) => `cognito-idp:${operation}`)) }
      : {}),
    ...(uses.email ? { ses: ['ses:SendEmail'] } : {}),
    // Without a custom domain (these tests' stage), the site's address is read from SSM.
    ...(uses.parameters ? { ssm: ['ssm:GetParameter'] } : {}),
    // The interview reminders' schedules, and passing the scheduler its role.
    ...(uses.reminders
      ? {
          scheduler: sorted(['scheduler:CreateSchedule', 'scheduler:UpdateSchedule', 'scheduler:DeleteSchedule']),
          iam: ['iam:PassRole'],
        }
      : {}),
    // The company rename queue: sending to it only (its worker, in the Schedule stack, receives).
    ...(uses.companyRenames ? { sqs: ['sqs:SendMessage'] } : {}),
  };
}

describe('API stack', () => {
  let m: SynthesizedMarketplace;
  let functions: ReturnType<typeof resourcesOf>;
  let roles: ReturnType<typeof resourcesOf>;

  beforeAll(() => {
    m = synthMarketplace({ stage: 'dev' });
    functions = resourcesOf(m.template(m.api), 'AWS::Lambda::Function');
    roles = resourcesOf(m.template(m.api), 'AWS::IAM::Role');
  }, SYNTH_TIMEOUT);

  const functionOf = (route: RouteEntry) => {
    const fn = m.api.functions[route.name];
    expect(fn, `no function for route ${route.name}`).toBeDefined();
    const resource = functions[logicalId(fn)];
    expect(resource, `function of ${route.name} not in the template`).toBeDefined();
    return resource!;
  };
  const statementsOf = (route: RouteEntry): Statement[] => {
    const role = functionOf(route).Properties.Role as { 'Fn::GetAtt': [string, string] };
    const policies = roles[role['Fn::GetAtt'][0]]!.Properties.Policies as Array<{
      PolicyDocument: { Statement: Statement[] };
    }>;
    return policies.flatMap((policy) => policy.PolicyDocument.Statement);
  };

  describe('one function and one route per route-table entry', () => {
    it('has exactly one Lambda function per entry, and besides them only those of the site’s own paths and the deploy-time migration', () => {
      const ids = routeList.map((route) => logicalId(m.api.functions[route.name]));
      expect(new Set(ids).size).toBe(routeList.length);
      const others = Object.keys(functions).filter(
        (id) =>
          !ids.includes(id) &&
          ![m.api.jobPageFunction, m.api.companyPageFunction, m.api.jobFeedFunction, m.api.sitemapFunction]
            .map(logicalId)
            .includes(id),
      );
      // The migration's function and the provider that CDK's trigger runs it with.
      expect(others.filter((id) => id.startsWith('MigrateDataFunction'))).toHaveLength(1);
      expect(others.filter((id) => !id.startsWith('MigrateDataFunction')).every((id) => /Trigger/i.test(id))).toBe(
        true,
      );
      expect(others.length).toBeLessThanOrEqual(2);
      for (const route of routeList) {
        expect(functionOf(route).Properties.Description, route.name).toContain(`${route.method} ${route.path}`);
      }
    });

    it('starts the data migrations without the deploy waiting, and lets them invoke only themselves', () => {
      m.template(m.api).hasResourceProperties('Custom::Trigger', { InvocationType: 'Event' });
      const [id, migration] = Object.entries(functions).find(([name]) => name.startsWith('MigrateDataFunction'))!;
      const role = migration.Properties.Role as { 'Fn::GetAtt': [string, string] };
      const statements = (
        roles[role['Fn::GetAtt'][0]]!.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>
      ).flatMap((policy) => policy.PolicyDocument.Statement);
      const invoke = statements.filter((statement) => JSON.stringify(statement.Action).includes('lambda:'));
      expect(invoke, id).toHaveLength(1);
      expect(invoke[0]!.Action).toBe('lambda:InvokeFunction');
      expect(JSON.stringify(invoke[0]!.Resource)).toContain(`:function:${String(migration.Properties.FunctionName)}`);
    });

    it('has exactly one HTTP API route per entry, keyed `${method} ${path}`, and those of the site’s own paths', () => {
      m.template(m.api).resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      m.template(m.api).hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
      const keys = Object.values(resourcesOf(m.template(m.api), 'AWS::ApiGatewayV2::Route')).map(
        (route) => route.Properties.RouteKey,
      );
      expect(sorted(keys as string[])).toEqual(
        sorted([
          ...routeList.map((route) => `${route.method} ${route.path}`),
          'GET /jobs/{jobID}',
          'HEAD /jobs/{jobID}',
          'GET /companies/{slug}',
          'HEAD /companies/{slug}',
          'GET /jobs.rss',
          'HEAD /jobs.rss',
          'GET /jobs.json',
          'HEAD /jobs.json',
          'GET /robots.txt',
          'HEAD /robots.txt',
          'GET /sitemap.xml',
          'HEAD /sitemap.xml',
          'GET /sitemaps/{file}',
          'HEAD /sitemaps/{file}',
        ]),
      );
    });

    it("sends each route to its own entry's function (Lambda proxy, payload 2.0)", () => {
      const integrations = resourcesOf(m.template(m.api), 'AWS::ApiGatewayV2::Integration');
      const routes = Object.values(resourcesOf(m.template(m.api), 'AWS::ApiGatewayV2::Route'));
      for (const route of routeList) {
        const cfnRoute = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
        const target = JSON.stringify(cfnRoute?.Properties.Target);
        const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
        expect(integrationId, `integration of ${route.name}`).toBeDefined();
        expect(integrations[integrationId!]!.Properties).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
          IntegrationUri: { 'Fn::GetAtt': [logicalId(m.api.functions[route.name]), 'Arn'] },
        });
      }
    });
  });

  describe('function settings', () => {
    it('runs every function on Node.js 22 or later, arm64, from its bundle', () => {
      for (const route of routeList) {
        const props = functionOf(route).Properties;
        const version = /^nodejs(\d+)\.x$/.exec(String(props.Runtime))?.[1];
        expect(Number(version), `${route.name} runtime ${String(props.Runtime)}`).toBeGreaterThanOrEqual(22);
        expect(props.Architectures, route.name).toEqual(['arm64']);
        expect(props.Handler, route.name).toBe('index.handler');
      }
    });

    it("logs JSON (Lambda log format and Powertools) into its area's log group with a retention, writable by its role", () => {
      const logGroups = resourcesOf(m.template(m.api), 'AWS::Logs::LogGroup');
      const groupOfArea = new Map<string, string>();
      for (const route of routeList) {
        const config = functionOf(route).Properties.LoggingConfig as { LogFormat: string; LogGroup: { Ref: string } };
        expect(config.LogFormat, route.name).toBe('JSON');
        expect(logGroups[config.LogGroup.Ref]?.Properties.RetentionInDays, route.name).toBe(m.settings.logRetention);
        // The calls of one area (functions/<area>/) share a group; each area has its own.
        const area = route.handler.split('/')[0]!;
        expect(groupOfArea.get(area) ?? config.LogGroup.Ref, route.name).toBe(config.LogGroup.Ref);
        groupOfArea.set(area, config.LogGroup.Ref);
        const logs = statementsOf(route).find((statement) => statement.Sid === 'Logs')!;
        expect(JSON.stringify(logs.Resource), route.name).toContain(config.LogGroup.Ref);
        const env = (functionOf(route).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(env.POWERTOOLS_SERVICE_NAME).toBe('remote-hiring-api');
        expect(env.POWERTOOLS_LOG_LEVEL).toBe('INFO');
        expect(env.POWERTOOLS_METRICS_NAMESPACE).toBe('RemoteHiring/dev');
      }
      expect(new Set(groupOfArea.values()).size, 'one log group per area').toBe(groupOfArea.size);
    });

    it('traces with X-Ray only when the stage says so, and may then write traces', () => {
      for (const route of routeList) {
        const props = functionOf(route).Properties;
        expect(props.TracingConfig, route.name).toBeUndefined();
        expect((props.Environment as { Variables: Record<string, unknown> }).Variables.POWERTOOLS_TRACE_ENABLED).toBe(
          'false',
        );
      }
      const traced = synthMarketplace({ stage: 'dev', tracing: 'true' });
      const template = traced.template(traced.api);
      const tracedFunctions = resourcesOf(template, 'AWS::Lambda::Function');
      const roles = resourcesOf(template, 'AWS::IAM::Role');
      // Tracing's permission is in each role's own policy: no policy resource per function.
      expect(Object.keys(resourcesOf(template, 'AWS::IAM::Policy'))).toEqual([]);
      for (const route of routeList) {
        const id = logicalId(traced.api.functions[route.name]);
        const props = tracedFunctions[id]!.Properties;
        expect(props.TracingConfig, route.name).toEqual({ Mode: 'Active' });
        expect((props.Environment as { Variables: Record<string, unknown> }).Variables.POWERTOOLS_TRACE_ENABLED).toBe(
          'true',
        );
        const roleId = (props.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const xray = (roles[roleId]!.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>)
          .flatMap((policy) => policy.PolicyDocument.Statement)
          .filter((statement) => list(statement.Action).some((action) => action.startsWith('xray:')));
        expect(xray.flatMap((statement) => list(statement.Action)).sort(), route.name).toEqual([
          'xray:PutTelemetryRecords',
          'xray:PutTraceSegments',
        ]);
      }
    });

    it('gives every function the configuration the handlers read, and nothing meant for the local stack', () => {
      const secrets = resourcesOf(m.template(m.api), 'AWS::SecretsManager::Secret');
      const secretId = (name: string) => Object.keys(secrets).find((id) => id.startsWith(name))!;
      expect(Object.keys(secrets)).toHaveLength(3);
      const reference = (name: string) => ({
        'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId(name) }, ':SecretString:::}}']],
      });
      for (const route of routeList) {
        const declared = route.uses.secrets ?? [];
        const env = (functionOf(route).Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(Object.keys(env).sort(), route.name).toEqual(
          [
            'TABLE_NAME',
            'FILES_BUCKET',
            'USER_POOL_ID',
            'USER_POOL_CLIENT_ID',
            'SENDER_EMAIL',
            'SES_CONFIGURATION_SET',
            'OPERATORS_EMAIL',
            'OPERATOR_ACCOUNTS',
            // Each secret only where the route declares it.
            ...(declared.includes('onboarding') ? ['ONBOARDING_SECRET'] : []),
            ...(declared.includes('codes') ? ['CODE_HASH_SECRET'] : []),
            ...(declared.includes('origin') ? ['ORIGIN_VERIFY_SECRET'] : []),
            // Where the site's address is, only where the route emails links.
            ...(route.uses.parameters?.includes('siteUrl') ? ['SITE_URL_PARAMETER'] : []),
            // Where interview reminders are scheduled, only where the route schedules or unschedules them.
            ...(route.uses.reminders
              ? ['INTERVIEW_REMINDER_GROUP', 'INTERVIEW_REMINDER_TARGET_ARN', 'INTERVIEW_REMINDER_ROLE_ARN']
              : []),
            // The company rename queue, only where the route hands renames to it.
            ...(route.uses.companyRenames ? ['COMPANY_RENAME_QUEUE_URL'] : []),
            'POWERTOOLS_SERVICE_NAME',
            'POWERTOOLS_LOG_LEVEL',
            'POWERTOOLS_METRICS_NAMESPACE',
            'POWERTOOLS_TRACE_ENABLED',
          ].sort(),
        );
        expect(env.SENDER_EMAIL).toBe(SENDER);
        expect(env.OPERATORS_EMAIL).toBe(OPERATORS);
        expect(env.FILES_BUCKET).toEqual(m.api.resolve(filesBucketName('dev')));
        expect(JSON.stringify(env.TABLE_NAME)).toContain(logicalId(m.data.table));
        expect(JSON.stringify(env.USER_POOL_ID)).toContain(logicalId(m.auth.userPool));
        expect(JSON.stringify(env.USER_POOL_CLIENT_ID)).toContain(logicalId(m.auth.userPoolClient));
        // A dynamic reference resolved by CloudFormation: the secret is never in the template.
        if (declared.includes('onboarding')) expect(env.ONBOARDING_SECRET).toEqual(reference('OnboardingSecret'));
        if (declared.includes('codes')) expect(env.CODE_HASH_SECRET).toEqual(reference('CodeHashSecret'));
        if (declared.includes('origin')) expect(env.ORIGIN_VERIFY_SECRET).toEqual(reference('OriginVerifySecret'));
      }
      // Few functions hold either key: the ones that make or read onboarding cookies, and codes;
      // login and verify-totp-login also seal and open the TOTP challenge cookie with a key derived from it.
      expect(
        routeList
          .filter((route) => route.uses.secrets?.includes('onboarding'))
          .map((r) => r.name)
          .sort(),
      ).toEqual(
        [
          'candidateSignup',
          'employerSignup',
          'login',
          'resendVerification',
          'updateCandidateBio',
          'verifyOtp',
          'verifyTotpLogin',
        ].sort(),
      );
      m.template(m.api).hasResourceProperties('AWS::SecretsManager::Secret', {
        GenerateSecretString: { PasswordLength: 64, ExcludePunctuation: true },
      });
    });
  });

  it('gives the uploads that re-encode images (photo, logo) one vCPU of memory and the others 512 MB', () => {
    const reencoding = ['uploadPhoto', 'uploadCompanyLogo'];
    for (const route of routeList)
      expect(functionOf(route).Properties.MemorySize, route.name).toBe(reencoding.includes(route.name) ? 1769 : 512);
  });

  describe('permissions: exactly what each entry `uses`', () => {
    it('grants each function only the services and actions its entry declares, none with a wildcard', () => {
      for (const route of routeList) {
        const statements = statementsOf(route);
        const actual: Record<string, string[]> = {};
        for (const statement of statements) {
          expect(statement.Effect, route.name).toBe('Allow');
          // The conditions: listing file versions, on the bucket, only under the erased folders;
          // passing the reminders' role to EventBridge Scheduler alone.
          if (statement.Sid === 'PassReminderRole') {
            expect(statement.Condition, route.name).toEqual({
              StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
            });
          } else if (statement.Sid === 'FilesList') {
            const erased = Object.entries(route.uses.files ?? {}).filter(([, access]) => access === 'erase');
            expect(statement.Condition, route.name).toEqual({
              StringLike: { 's3:prefix': erased.map(([folder]) => `${folder}/*`) },
            });
          } else expect(statement.Condition, route.name).toBeUndefined();
          for (const action of list(statement.Action)) {
            expect(action, `${route.name}: ${action}`).not.toContain('*');
            const service = action.split(':')[0]!;
            (actual[service] ??= []).push(action);
          }
        }
        for (const service of Object.keys(actual)) actual[service] = sorted(actual[service]!);
        expect(actual, `permissions of ${route.name} (uses ${JSON.stringify(route.uses)})`).toEqual(
          expectedActions(route),
        );
      }
    });

    it('uses no managed policy and no separate policy resource (everything is in the role)', () => {
      for (const route of routeList) {
        const role = (functionOf(route).Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        expect(roles[role]!.Properties.ManagedPolicyArns, route.name).toBeUndefined();
      }
      m.template(m.api).resourceCountIs('AWS::IAM::Policy', 0);
    });

    it('scopes the table actions to the table and its indexes', () => {
      for (const route of routeList) {
        const [table] = statementsOf(route).filter((s) => list(s.Action).some((a) => a.startsWith('dynamodb:')));
        const resources = list(table!.Resource).map((resource) => JSON.stringify(resource));
        expect(resources, route.name).toHaveLength(1 + TABLE_INDEXES.length);
        for (const resource of resources) {
          expect(resource, route.name).toContain(`GetAtt${logicalId(m.data.table)}Arn`);
          expect(resource, route.name).not.toContain('*');
        }
        for (const index of TABLE_INDEXES) {
          expect(
            resources.some((resource) => resource.includes(`"/index/${index.indexName}"`)),
            `${route.name} ${index.indexName}`,
          ).toBe(true);
        }
      }
    });

    it('scopes file actions to the folders of the files bucket each route declares, writes to those it writes', () => {
      const objects = (folder: string) =>
        m.api.resolve(`arn:${Aws.PARTITION}:s3:::${filesBucketName('dev')}/${folder}/*`);
      const routesWithFiles = routeList.filter((route) => route.uses.files);
      expect(routesWithFiles.length).toBeGreaterThan(0);
      for (const route of routesWithFiles) {
        const files = statementsOf(route).filter(
          (s) => s.Sid !== 'FilesList' && list(s.Action).some((a) => a.startsWith('s3:')),
        );
        const granted = files.flatMap((statement) =>
          list(statement.Resource).map((resource) => ({
            resource: JSON.stringify(resource),
            writes: list(statement.Action).includes('s3:PutObject'),
          })),
        );
        const declared = Object.entries(route.uses.files!).map(([folder, access]) => ({
          resource: JSON.stringify(objects(folder)),
          writes: access === 'write' || access === 'erase',
        }));
        expect(sortedBy(granted), route.name).toEqual(sortedBy(declared));
      }
      // A sourcing call cannot touch photos, nor a photo upload resumes.
      const grantedTo = (name: string) =>
        statementsOf(routeList.find((route) => route.name === name)!)
          .flatMap((s) => list(s.Resource))
          .map(String);
      expect(JSON.stringify(grantedTo('getResume'))).not.toContain('photos/');
      expect(JSON.stringify(grantedTo('uploadPhoto'))).not.toContain('resumes/');
      // The bucket those ARNs name is the data stack's files bucket.
      m.template(m.data).hasResourceProperties('AWS::S3::Bucket', {
        BucketName: m.data.resolve(filesBucketName('dev')),
      });
    });

    it('scopes Cognito admin actions to the user pool, and email to the sender identities', () => {
      for (const route of routeList) {
        const statements = statementsOf(route);
        const users = statements.filter((s) => list(s.Action).some((a) => a.startsWith('cognito-idp:')));
        for (const statement of users) {
          expect(list(statement.Resource), route.name).toHaveLength(1);
          expect(JSON.stringify(statement.Resource), route.name).toContain(`GetAtt${logicalId(m.auth.userPool)}Arn`);
        }
        const email = statements.filter((s) => list(s.Action).some((a) => a.startsWith('ses:')));
        for (const statement of email) {
          const resources = JSON.stringify(statement.Resource);
          // The sender's address and domain, and the configuration set every email names.
          expect(list(statement.Resource), route.name).toHaveLength(3);
          expect(resources).toContain(`:identity/${SENDER}`);
          expect(resources).toContain(`:identity/${SENDER.split('@')[1]}`);
          expect(resources).toContain(':configuration-set/remote-hiring-dev');
        }
      }
    });
  });

  describe('the functions of the site’s own paths', () => {
    it.each([
      { name: 'the job pages’', fn: () => m.api.jobPageFunction, paths: ['/jobs/{jobID}'], memory: 1024 },
      { name: 'the job feeds’', fn: () => m.api.jobFeedFunction, paths: ['/jobs.rss', '/jobs.json'], memory: 512 },
      {
        name: 'robots.txt and the sitemaps’',
        fn: () => m.api.sitemapFunction,
        paths: ['/robots.txt', '/sitemap.xml', '/sitemaps/{file}'],
        memory: 512,
      },
    ])(
      '$name answers GET and HEAD of $paths, may read the table and the site’s address only, and gets the parameter’s name',
      ({ fn: functionOfSite, paths, memory }) => {
        const template = m.template(m.api);
        const id = logicalId(functionOfSite());
        const fn = functions[id]!;
        expect(fn.Properties).toMatchObject({ Handler: 'index.handler', Architectures: ['arm64'], MemorySize: memory });
        const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(env.SITE_URL_PARAMETER).toBe('/remote-hiring/dev/site-url');
        expect(env.TABLE_NAME).toBeDefined();
        const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const statements = (
          roles[roleId]!.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>
        ).flatMap((policy) => policy.PolicyDocument.Statement);
        const actions = sorted(statements.flatMap((statement) => list(statement.Action)));
        expect(actions.filter((action) => !action.startsWith('logs:') && !action.startsWith('xray:'))).toEqual(
          sorted([...TABLE_READ, 'ssm:GetParameter']),
        );
        const integrations = resourcesOf(template, 'AWS::ApiGatewayV2::Integration');
        const routes = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).filter((route) =>
          paths.some((path) => String(route.Properties.RouteKey).endsWith(` ${path}`)),
        );
        expect(routes.map((route) => String(route.Properties.RouteKey)).sort()).toEqual(
          paths.flatMap((path) => [`GET ${path}`, `HEAD ${path}`]).sort(),
        );
        for (const route of routes) {
          const target = JSON.stringify(route.Properties.Target);
          const integrationId = Object.keys(integrations).find((key) => target.includes(`"${key}"`))!;
          expect(integrations[integrationId]!.Properties.IntegrationUri).toEqual({ 'Fn::GetAtt': [id, 'Arn'] });
        }
      },
    );
  });

  describe("the site's address for emailed links: from configuration only", () => {
    const linkRoutes = routeList.filter((route) => route.uses.parameters?.includes('siteUrl'));
    /** The environment and the policy statements of a route's function in a synthesized app. */
    const functionFacts = (market: SynthesizedMarketplace, route: RouteEntry) => {
      const template = market.template(market.api);
      const fn = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(market.api.functions[route.name])]!;
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const role = resourcesOf(template, 'AWS::IAM::Role')[roleId]!;
      return {
        env: (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables,
        statements: (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
          (policy) => policy.PolicyDocument.Statement,
        ),
      };
    };
    const ssmStatements = (statements: Statement[]) =>
      statements.filter((statement) => list(statement.Action).some((action) => action.startsWith('ssm:')));

    it('is declared by exactly the routes that email links (invitations, stage changes, messages, interviews)', () => {
      expect(linkRoutes.map((route) => route.name).sort()).toEqual(
        [
          'inviteTeammate',
          'resendInvitation',
          'sendMessage',
          'updateApplicationStage',
          'updateApplicationStages',
          // Interviews' invitations, and the cancellations of an application's closing.
          'answerInterview',
          'rescheduleInterview',
          'cancelInterview',
          'withdrawApplication',
          'deleteJob',
        ].sort(),
      );
    });

    it("without a custom domain: those functions get the Web stack's parameter name and may read that parameter only", () => {
      const name = '/remote-hiring/dev/site-url';
      const arn = m.api.resolve(`arn:${Aws.PARTITION}:ssm:${Aws.REGION}:${Aws.ACCOUNT_ID}:parameter${name}`);
      for (const route of routeList) {
        const { env, statements } = functionFacts(m, route);
        // Never SITE_URL here: only the parameter knows CloudFront's domain.
        expect(env.SITE_URL, route.name).toBeUndefined();
        if (!linkRoutes.includes(route)) {
          expect(env.SITE_URL_PARAMETER, route.name).toBeUndefined();
          expect(ssmStatements(statements), route.name).toEqual([]);
          continue;
        }
        // A plain name, not a reference to the Web stack (which depends on this one).
        expect(env.SITE_URL_PARAMETER, route.name).toBe(name);
        expect(ssmStatements(statements), route.name).toEqual([
          { Sid: 'Parameters', Effect: 'Allow', Action: 'ssm:GetParameter', Resource: arn },
        ]);
      }
      // The name is the parameter the Web stack writes its address to.
      m.template(m.web).hasResourceProperties('AWS::SSM::Parameter', { Name: name, Type: 'String' });
    });

    it(
      'with a custom domain: those functions get SITE_URL and neither a parameter name nor any SSM permission',
      () => {
        const custom = synthMarketplace({ stage: 'prod', domainName: 'hire.example.org', certificateArn: CERTIFICATE });
        for (const route of routeList) {
          const { env, statements } = functionFacts(custom, route);
          expect(env.SITE_URL, route.name).toBe(linkRoutes.includes(route) ? 'https://hire.example.org' : undefined);
          expect(env.SITE_URL_PARAMETER, route.name).toBeUndefined();
          expect(ssmStatements(statements), route.name).toEqual([]);
        }
      },
      SYNTH_TIMEOUT,
    );
  });

  describe('HTTP API stage', () => {
    it('is the auto-deployed $default stage, throttled, with JSON access logs kept for the retention period', () => {
      m.template(m.api).resourceCountIs('AWS::ApiGatewayV2::Stage', 1);
      const [stage] = Object.values(resourcesOf(m.template(m.api), 'AWS::ApiGatewayV2::Stage'));
      expect(stage!.Properties).toMatchObject({
        StageName: '$default',
        AutoDeploy: true,
        DefaultRouteSettings: {
          ThrottlingRateLimit: m.settings.throttle.rateLimit,
          ThrottlingBurstLimit: m.settings.throttle.burstLimit,
        },
      });
      const access = stage!.Properties.AccessLogSettings as {
        DestinationArn: { 'Fn::GetAtt': [string, string] };
        Format: string;
      };
      expect(JSON.parse(access.Format)).toMatchObject({ requestId: '$context.requestId', status: '$context.status' });
      const logGroups = resourcesOf(m.template(m.api), 'AWS::Logs::LogGroup');
      expect(logGroups[access.DestinationArn['Fn::GetAtt'][0]]?.Properties.RetentionInDays).toBe(
        m.settings.logRetention,
      );
    });
  });
});
