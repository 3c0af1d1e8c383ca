// The Schedule stack: the daily job alert digest as a function of its own, run once a day by an
// EventBridge rule, which queues the active alerts (allowed their index and the queue alone);
// the queue's workers, paced and retried through a dead-letter queue, allowed the table, SES and
// the queue alone, with the site's address for their links; the hourly account clean-up; and
// the daily refresh of the reference exchange rates, allowed to write their one item alone.
import { Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_RATES_PK, TABLE_INDEXES } from '../../functions/platform/dynamodb/table-design.js';
import { DIGEST_WORKERS } from '../../functions/job-alerts/digest-pacing.js';
import { CERTIFICATE, logicalId, resourcesOf, SENDER, synthMarketplace, SYNTH_TIMEOUT } from './support/marketplace.js';
import type { SynthesizedMarketplace } from './support/marketplace.js';

type Statement = { Sid?: string; Effect: string; Action: string | string[]; Resource: unknown };
const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('Schedule stack', () => {
  let m: SynthesizedMarketplace;

  beforeAll(() => {
    m = synthMarketplace({ stage: 'dev' });
  }, SYNTH_TIMEOUT);

  const functionOf = (fn: Parameters<typeof logicalId>[0]) => {
    const functions = resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function');
    const resource = functions[logicalId(fn)];
    expect(resource).toBeDefined();
    return resource!;
  };
  const digestFunction = () => functionOf(m.schedule.jobAlertsFunction);
  const workerFunction = () => functionOf(m.schedule.alertDigestsFunction);
  const statementsOf = (fn: ReturnType<typeof functionOf>) => {
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resourcesOf(m.template(m.schedule), 'AWS::IAM::Role')[roleId]!;
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    return (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
  };
  const queueRef = (queue: Parameters<typeof logicalId>[0]) => ({ 'Fn::GetAtt': [logicalId(queue), 'Arn'] });

  it('holds the digest (its run and its workers), the account clean-up, the reference rates refresh, the suppression recorder, the automatic rejections and the interview reminders alone, on the runtime and architecture of the API functions', () => {
    expect(Object.keys(resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function')).sort()).toEqual(
      [
        logicalId(m.schedule.jobAlertsFunction),
        logicalId(m.schedule.alertDigestsFunction),
        logicalId(m.schedule.accountCleanupFunction),
        logicalId(m.schedule.referenceRatesFunction),
        logicalId(m.schedule.recordSuppressionFunction),
        logicalId(m.schedule.automaticRejectionsFunction),
        logicalId(m.schedule.interviewReminderFunction),
        logicalId(m.schedule.companyRenamesFunction),
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

  /** The one rule that runs `fn`: its schedule, state and target, and the permission that lets it invoke `fn`. */
  const ruleOf = (fn: Parameters<typeof logicalId>[0]) => {
    const rules = Object.values(resourcesOf(m.template(m.schedule), 'AWS::Events::Rule')).filter((rule) =>
      JSON.stringify(rule.Properties.Targets).includes(logicalId(fn)),
    );
    expect(rules).toHaveLength(1);
    const targets = rules[0]!.Properties.Targets as Array<{ Arn: unknown; RetryPolicy?: unknown }>;
    expect(targets).toHaveLength(1);
    expect(targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [logicalId(fn), 'Arn'] });
    m.template(m.schedule).hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId(fn), 'Arn'] },
    });
    return rules[0]!.Properties;
  };

  it('runs it once a day through an EventBridge rule, which may invoke it', () => {
    // The daily rules are the digest's and the reference rates refresh's (below); the others are
    // the clean-up's (below) and the email events' (email-events.test.ts).
    const daily = Object.values(resourcesOf(m.template(m.schedule), 'AWS::Events::Rule')).filter((rule) =>
      String(rule.Properties.ScheduleExpression).startsWith('cron('),
    );
    expect(daily).toHaveLength(2);
    const rule = ruleOf(m.schedule.jobAlertsFunction);
    expect(rule.ScheduleExpression).toBe('cron(0 13 * * ? *)');
    expect(rule.State).toBe('ENABLED');
  });

  it('rejects the due applications every five minutes, with the table and email alone', () => {
    const rule = ruleOf(m.schedule.automaticRejectionsFunction);
    expect(rule.ScheduleExpression).toBe('rate(5 minutes)');
    expect(rule.State).toBe('ENABLED');
    const fn = functionOf(m.schedule.automaticRejectionsFunction);
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env)).toEqual(expect.arrayContaining(['TABLE_NAME', 'SENDER_EMAIL', 'SITE_URL']));
    const actions = statementsOf(fn).flatMap((statement) => list(statement.Action));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:Query', 'dynamodb:UpdateItem', 'ses:SendEmail']));
    expect(actions.filter((action) => action.startsWith('s3:') || action.startsWith('cognito'))).toEqual([]);
  });

  it("refreshes the reference rates daily at 15:30 UTC, after the ECB publishes, allowed to put the rates' one item alone", () => {
    const rule = ruleOf(m.schedule.referenceRatesFunction);
    expect(rule.ScheduleExpression).toBe('cron(30 15 * * ? *)');
    expect(rule.State).toBe('ENABLED');
    const fn = functionOf(m.schedule.referenceRatesFunction);
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        'TABLE_NAME',
        'POWERTOOLS_SERVICE_NAME',
        'POWERTOOLS_LOG_LEVEL',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_TRACE_ENABLED',
      ].sort(),
    );
    expect(fn.Properties.Timeout).toBe(30);
    const statements = statementsOf(fn);
    expect(statements.flatMap((statement) => list(statement.Action)).sort()).toEqual(
      ['logs:CreateLogStream', 'logs:PutLogEvents', 'dynamodb:PutItem'].sort(),
    );
    const put = statements.find((statement) => list(statement.Action).includes('dynamodb:PutItem'))! as Statement & {
      Condition?: unknown;
    };
    expect(list(put.Resource)).toHaveLength(1);
    expect(JSON.stringify(put.Resource)).toContain(logicalId(m.data.table));
    expect(JSON.stringify(put.Resource)).not.toContain('/index/');
    expect(put.Condition).toEqual({
      'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [REFERENCE_RATES_PK] },
    });
  });

  it('gives the daily run the table and the queue alone; lets it query the active alerts index and queue messages, nothing else', () => {
    const env = (digestFunction().Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        'TABLE_NAME',
        'DIGEST_QUEUE_URL',
        'POWERTOOLS_SERVICE_NAME',
        'POWERTOOLS_LOG_LEVEL',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_TRACE_ENABLED',
      ].sort(),
    );
    expect(env.DIGEST_QUEUE_URL).toEqual({ Ref: logicalId(m.schedule.digestQueue) });
    const statements = statementsOf(digestFunction());
    expect(statements.flatMap((statement) => list(statement.Action)).sort()).toEqual(
      ['logs:CreateLogStream', 'logs:PutLogEvents', 'dynamodb:Query', 'sqs:SendMessage'].sort(),
    );
    const index = statements.find((statement) => list(statement.Action).includes('dynamodb:Query'))!;
    expect(JSON.stringify(index.Resource)).toContain('/index/GSI1');
    expect(list(index.Resource)).toHaveLength(1);
    const queue = statements.find((statement) => list(statement.Action).includes('sqs:SendMessage'))!;
    expect(list(queue.Resource)).toEqual([queueRef(m.schedule.digestQueue)]);
    m.template(m.schedule).resourceCountIs('AWS::IAM::Policy', 0);
  });

  it('queues to an encrypted, TLS-only queue whose failures go to a dead-letter queue kept 14 days, after 3 tries', () => {
    const template = m.template(m.schedule);
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    expect(Object.keys(queues).sort()).toEqual(
      [
        logicalId(m.schedule.digestQueue),
        logicalId(m.schedule.digestDeadLetters),
        logicalId(m.schedule.companyRenameQueue),
        logicalId(m.schedule.companyRenameDeadLetters),
      ].sort(),
    );
    const queue = queues[logicalId(m.schedule.digestQueue)]!.Properties;
    const deadLetters = queues[logicalId(m.schedule.digestDeadLetters)]!.Properties;
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(deadLetters.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: queueRef(m.schedule.digestDeadLetters),
      maxReceiveCount: 3,
    });
    expect(deadLetters.MessageRetentionPeriod).toBe(14 * 24 * 60 * 60);
    // At least six times the worker's timeout, as SQS advises for a Lambda consumer.
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * (workerFunction().Properties.Timeout as number));
    for (const id of [logicalId(m.schedule.digestQueue), logicalId(m.schedule.digestDeadLetters)]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('hands the queue to its workers in batches of 10, two at once, reporting failed records alone', () => {
    const mappings = Object.values(resourcesOf(m.template(m.schedule), 'AWS::Lambda::EventSourceMapping')).filter(
      (mapping) =>
        JSON.stringify(mapping.Properties.EventSourceArn) === JSON.stringify(queueRef(m.schedule.digestQueue)),
    );
    expect(mappings).toHaveLength(1);
    expect(mappings[0]!.Properties).toMatchObject({
      EventSourceArn: queueRef(m.schedule.digestQueue),
      FunctionName: { Ref: logicalId(m.schedule.alertDigestsFunction) },
      BatchSize: 10,
      ScalingConfig: { MaximumConcurrency: DIGEST_WORKERS },
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(DIGEST_WORKERS).toBe(2);
  });

  it('gives the workers the table, the sender, the site address (CloudFront’s, without a custom domain) and their sending rate, nothing else', () => {
    const env = (workerFunction().Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(Object.keys(env).sort()).toEqual(
      [
        'TABLE_NAME',
        'SENDER_EMAIL',
        'SES_CONFIGURATION_SET',
        'SITE_URL',
        'DIGEST_SENDS_PER_SECOND',
        'POWERTOOLS_SERVICE_NAME',
        'POWERTOOLS_LOG_LEVEL',
        'POWERTOOLS_METRICS_NAMESPACE',
        'POWERTOOLS_TRACE_ENABLED',
      ].sort(),
    );
    expect(env.SENDER_EMAIL).toBe(SENDER);
    expect(env.DIGEST_SENDS_PER_SECOND).toBe('10');
    expect(JSON.stringify(env.TABLE_NAME)).toContain(logicalId(m.data.table));
    // The distribution's domain, an output of the Web stack.
    const site = JSON.stringify(env.SITE_URL);
    expect(site).toContain('https://');
    expect(site).toContain(m.web.stackName);
    expect(site).toContain(logicalId(m.web.distribution));
  });

  it('allows the workers the table (reads and writes, no Scan), SES SendEmail and consuming the queue only, and logs to their own group', () => {
    const statements = statementsOf(workerFunction());
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
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueAttributes',
      ].sort(),
    );
    const table = statements.find((statement) => statement.Sid === 'Table')!;
    expect(list(table.Resource)).toHaveLength(1 + TABLE_INDEXES.length);
    const email = JSON.stringify(statements.find((statement) => statement.Sid === 'Email')!.Resource);
    expect(email).toContain(`identity/${SENDER}`);
    const queue = statements.find((statement) => statement.Sid === 'DigestQueue')!;
    expect(list(queue.Resource)).toEqual([queueRef(m.schedule.digestQueue)]);
    m.template(m.schedule).resourceCountIs('AWS::IAM::Policy', 0);
  });

  it('renames companies on their jobs from a queue of its own: named for the Api stack, encrypted, TLS-only, a page per invocation, failures to a dead-letter queue', () => {
    const template = m.template(m.schedule);
    const queues = resourcesOf(template, 'AWS::SQS::Queue');
    const queue = queues[logicalId(m.schedule.companyRenameQueue)]!.Properties;
    expect(queue.QueueName).toBe('hiring-dev-company-renames');
    expect(queue.SqsManagedSseEnabled).toBe(true);
    expect(queue.RedrivePolicy).toEqual({
      deadLetterTargetArn: queueRef(m.schedule.companyRenameDeadLetters),
      maxReceiveCount: 5,
    });
    const worker = functionOf(m.schedule.companyRenamesFunction);
    expect(queue.VisibilityTimeout).toBeGreaterThanOrEqual(6 * (worker.Properties.Timeout as number));
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      Queues: [{ Ref: logicalId(m.schedule.companyRenameQueue) }],
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: queueRef(m.schedule.companyRenameQueue),
      FunctionName: { Ref: logicalId(m.schedule.companyRenamesFunction) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const env = (worker.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(env.COMPANY_RENAME_QUEUE_URL)).toContain('hiring-dev-company-renames');
    const statements = statementsOf(worker);
    expect(
      statements
        .flatMap((statement) => list(statement.Action))
        .filter((action) => action.startsWith('sqs:'))
        .sort(),
    ).toEqual(
      [
        'sqs:SendMessage',
        'sqs:ReceiveMessage',
        'sqs:DeleteMessage',
        'sqs:ChangeMessageVisibility',
        'sqs:GetQueueAttributes',
      ].sort(),
    );
    const sends = statements.find((statement) => statement.Sid === 'CompanyRenameQueue')!;
    expect(list(sends.Resource)).toEqual([queueRef(m.schedule.companyRenameQueue)]);
    // The Api stack's bio update sends to the same queue, by its name.
    const bio = resourcesOf(m.template(m.api), 'AWS::Lambda::Function')[logicalId(m.api.functions.updateCompanyBio)]!;
    const bioEnv = (bio.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(JSON.stringify(bioEnv.COMPANY_RENAME_QUEUE_URL)).toContain('hiring-dev-company-renames');
  });

  it("runs the account clean-up every hour, allowed the table, erasing users' files, deleting their Cognito users, and cancelling a deleted candidate's interviews only", () => {
    const template = m.template(m.schedule);
    const cleanup = resourcesOf(template, 'AWS::Lambda::Function')[logicalId(m.schedule.accountCleanupFunction)]!;
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 hour)',
      Targets: [{ Arn: { 'Fn::GetAtt': [logicalId(m.schedule.accountCleanupFunction), 'Arn'] } }],
    });
    const env = (cleanup.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env).toHaveProperty('FILES_BUCKET');
    expect(env).toHaveProperty('USER_POOL_ID');
    // A deleted candidate's confirmed interview: the company is emailed its cancellation, its reminder unscheduled.
    expect(env).toHaveProperty('SENDER_EMAIL');
    expect(env).toHaveProperty('INTERVIEW_REMINDER_GROUP');
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
    expect(list(bySid('Email').Action)).toEqual(['ses:SendEmail']);
    expect(list(bySid('Reminders').Action).sort()).toEqual(
      ['scheduler:DeleteSchedule', 'scheduler:CreateSchedule', 'scheduler:UpdateSchedule'].sort(),
    );
  });

  it('sends interview reminders from one-time schedules of its own group, invoked through a role that may invoke the reminder function alone', () => {
    const template = m.template(m.schedule);
    template.hasResourceProperties('AWS::Scheduler::ScheduleGroup', { Name: 'hiring-dev-interview-reminders' });
    const fn = functionOf(m.schedule.interviewReminderFunction);
    expect(fn.Properties.FunctionName).toBe('hiring-dev-interview-reminder');
    const actions = statementsOf(fn).flatMap((statement) => list(statement.Action));
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:UpdateItem', 'ses:SendEmail']));
    expect(actions.filter((action) => action.startsWith('scheduler:') || action.startsWith('s3:'))).toEqual([]);
    const schedulerRole = resourcesOf(template, 'AWS::IAM::Role')[
      logicalId(m.schedule.interviewReminderSchedulerRole)
    ]!;
    expect(schedulerRole.Properties.RoleName).toBe('hiring-dev-interview-reminder-scheduler');
    expect(JSON.stringify(schedulerRole.Properties.AssumeRolePolicyDocument)).toContain('scheduler.amazonaws.com');
    const invoke = (schedulerRole.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>).flatMap(
      (policy) => policy.PolicyDocument.Statement,
    );
    expect(invoke.flatMap((statement) => list(statement.Action))).toEqual(['lambda:InvokeFunction']);
    expect(JSON.stringify(invoke[0]!.Resource)).toContain('function:hiring-dev-interview-reminder');
    // The API's functions that schedule find the group, the function and the role by name.
    const answer = resourcesOf(m.template(m.api), 'AWS::Lambda::Function')[logicalId(m.api.functions.answerInterview)]!;
    const env = (answer.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.INTERVIEW_REMINDER_GROUP).toBe('hiring-dev-interview-reminders');
    expect(JSON.stringify(env.INTERVIEW_REMINDER_ROLE_ARN)).toContain('role/hiring-dev-interview-reminder-scheduler');
  });

  it('links to the custom domain when the stage has one, and sends at the rate the stage sets', () => {
    const custom = synthMarketplace({
      stage: 'prod',
      domainName: 'hire.example.org',
      certificateArn: CERTIFICATE,
      digestSendsPerSecond: 40,
    });
    const env = (
      resourcesOf(custom.template(custom.schedule), 'AWS::Lambda::Function')[
        logicalId(custom.schedule.alertDigestsFunction)
      ]!.Properties.Environment as { Variables: Record<string, unknown> }
    ).Variables;
    expect(env.SITE_URL).toBe('https://hire.example.org');
    expect(env.DIGEST_SENDS_PER_SECOND).toBe('40');
  });
});
