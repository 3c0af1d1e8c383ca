// The Schedule stack: the daily job alert digest as a function of its own, run once a day by an
// EventBridge rule, allowed the table and SES alone, with the site's address for its links.
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES } from '../../functions/platform/dynamodb/table-design.js';
import { CERTIFICATE, logicalId, resourcesOf, SENDER, synthMarketplace, SYNTH_TIMEOUT } from './support/marketplace.js';
import type { SynthesizedMarketplace } from './support/marketplace.js';

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource: unknown };
const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('Schedule stack', () => {
  let m: SynthesizedMarketplace;

  beforeAll(() => {
    m = synthMarketplace({ stage: 'dev' });
  }, SYNTH_TIMEOUT);

  const digestFunction = () => {
    const functions = resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function');
    const resource = functions[logicalId(m.schedule.jobAlertsFunction)];
    expect(resource).toBeDefined();
    return resource!;
  };

  it('holds the digest, the account clean-up and the suppression recorder alone, on the runtime and architecture of the API functions', () => {
    expect(Object.keys(resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function')).sort()).toEqual(
      [
        logicalId(m.schedule.jobAlertsFunction),
        logicalId(m.schedule.accountCleanupFunction),
        logicalId(m.schedule.recordSuppressionFunction),
      ].sort(),
    );
    const props = digestFunction().Properties;
    expect(props.Runtime).toBe(
      resourcesOf(m.template(m.api), 'AWS::Lambda::Function')[logicalId(m.api.functions.getJobAlerts)]!.Properties
        .Runtime,
    );
    expect(props.Architectures).toEqual(['arm64']);
    expect(props.Handler).toBe('index.handler');
    expect(props.Timeout).toBe(900);
    expect((props.LoggingConfig as { LogFormat: string }).LogFormat).toBe('JSON');
  });

  it('runs it once a day through an EventBridge rule, which may invoke it', () => {
    // The other rules are the clean-up's (below) and the email events' (email-events.test.ts).
    const rules = Object.values(resourcesOf(m.template(m.schedule), 'AWS::Events::Rule')).filter((rule) =>
      String(rule.Properties.ScheduleExpression).startsWith('cron('),
    );
    expect(rules).toHaveLength(1);
    expect(rules[0]!.Properties.ScheduleExpression).toBe('cron(0 13 * * ? *)');
    expect(rules[0]!.Properties.State).toBe('ENABLED');
    const targets = rules[0]!.Properties.Targets as Array<{ Arn: unknown; RetryPolicy?: unknown }>;
    expect(targets).toHaveLength(1);
    expect(targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [logicalId(m.schedule.jobAlertsFunction), 'Arn'] });
    m.template(m.schedule).hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId(m.schedule.jobAlertsFunction), 'Arn'] },
    });
  });

  it('gives it the table, the sender and the site address (CloudFront’s, without a custom domain), nothing else', () => {
    const env = (digestFunction().Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        'TABLE_NAME',
        'SENDER_EMAIL',
        'SES_CONFIGURATION_SET',
        'SITE_URL',
        'POWERTOOLS_SERVICE_NAME',
        'POWERTOOLS_LOG_LEVEL',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_TRACE_ENABLED',
      ].sort(),
    );
    expect(env.SENDER_EMAIL).toBe(SENDER);
    expect(JSON.stringify(env.TABLE_NAME)).toContain(logicalId(m.data.table));
    // The distribution's domain, an output of the Web stack.
    const site = JSON.stringify(env.SITE_URL);
    expect(site).toContain('https://');
    expect(site).toContain(m.web.stackName);
    expect(site).toContain(logicalId(m.web.distribution));
  });

  it('allows the table (reads and writes, no Scan) and SES SendEmail only, and logs to its own group', () => {
    const roleId = (digestFunction().Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resourcesOf(m.template(m.schedule), 'AWS::IAM::Role')[roleId]!;
    const statements = (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
    const actions = statements.flatMap((statement) => list(statement.Action)).sort();
    expect(actions).toEqual(
      [
        'logs:CreateLogStream',
        'logs:PutLogEvents',
        'dynamodb:GetItem',
        'dynamodb:Query',
        'dynamodb:BatchGetItem',
        'dynamodb:PutItem',
        'dynamodb:UpdateItem',
        'dynamodb:DeleteItem',
        'dynamodb:BatchWriteItem',
        'dynamodb:ConditionCheckItem',
        'ses:SendEmail',
      ].sort(),
    );
    const table = statements.find((statement) => statement.Sid === 'Table')!;
    expect(list(table.Resource)).toHaveLength(1 + TABLE_INDEXES.length);
    const email = JSON.stringify(statements.find((statement) => statement.Sid === 'Email')!.Resource);
    expect(email).toContain(`identity/${SENDER}`);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    m.template(m.schedule).resourceCountIs('AWS::IAM::Policy', 0);
  });

  it("runs the account clean-up every hour, allowed the table, erasing users' files and deleting their Cognito users only", () => {
    const template = m.template(m.schedule);
    const cleanup = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(m.schedule.accountCleanupFunction)]!;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [{ Arn: { 'Fn::GetAtt': [logicalId(m.schedule.accountCleanupFunction), 'Arn'] } }],
    });
    const env = (cleanup.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toHaveProperty('FILES_BUCKET');
    expect(env).toHaveProperty('USER_POOL_ID');
    expect(env).not.toHaveProperty('SENDER_EMAIL');
    const roleId = (cleanup.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resourcesOf(template, 'AWS::IAM::Role')[roleId]!;
    const statements = (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
    const bySid = (sid: string) => statements.find((statement) => statement.Sid === sid)!;
    expect(list(bySid('Users').Action).sort()).toEqual(
      ['cognito-idp:AdminDeleteUser', 'cognito-idp:AdminUserGlobalSignOut'].sort(),
    );
    expect(list(bySid('FilesErase').Action)).toContain('s3:DeleteObjectVersion');
    const erased = JSON.stringify(bySid('FilesErase').Resource);
    expect(erased).toContain('/resumes/*');
    expect(erased).toContain('/photos/*');
    expect(list(bySid('FilesList').Action).sort()).toEqual(['s3:ListBucket', 's3:ListBucketVersions']);
    expect(statements.some((statement) => list(statement.Action).includes('ses:SendEmail'))).toBe(false);
  });

  it('links to the custom domain when the stage has one', () => {
    const custom = synthMarketplace({ stage: 'prod', domainName: 'hire.example.org', certificateArn: CERTIFICATE });
    const env = (
      resourcesOf(custom.template(custom.schedule), 'AWS::Lambda::Function')[
        logicalId(custom.schedule.jobAlertsFunction)
      ]!.Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(env.SITE_URL).toBe('https://hire.example.org');
  });
});
