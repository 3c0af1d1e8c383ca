// Email hygiene in the templates: the SES configuration set every email is sent with, its
// bounce and complaint events on the default bus, the rule that hands them (this stage's only)
// to the suppression recorder, whose role may put suppression items and nothing else; and the
// sending functions' permission to send with the set.
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../shared/routes.js';
import { logicalId, resourcesOf, synthMarketplace, SYNTH_TIMEOUT } from './support/marketplace.js';
import type { SynthesizedMarketplace } from './support/marketplace.js';

type Statement = { Sid?: string; Action: string | string[]; Resource: unknown; Condition?: unknown };
const list = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

describe('email events', () => {
  let m: SynthesizedMarketplace;

  beforeAll(() => {
    m = synthMarketplace({ stage: 'dev' });
  }, SYNTH_TIMEOUT);

  it('makes one configuration set per stage, with SES suppression of bounces and complaints', () => {
    const sets = Object.values(resourcesOf(m.template(m.auth), 'AWS::SES::ConfigurationSet'));
    expect(sets).toHaveLength(1);
    expect(sets[0]!.Properties.Name).toBe('remote-hiring-dev');
    expect(sets[0]!.Properties.SuppressionOptions).toEqual({ SuppressedReasons: ['BOUNCE', 'COMPLAINT'] });
  });

  it('publishes its bounces and complaints, and nothing else, to the default event bus', () => {
    const destinations = Object.values(resourcesOf(m.template(m.auth), 'AWS::SES::ConfigurationSetEventDestination'));
    expect(destinations).toHaveLength(1);
    const props = destinations[0]!.Properties as {
      ConfigurationSetName: unknown;
      EventDestination: {
        Enabled: boolean;
        MatchingEventTypes: string[];
        EventBridgeDestination: { EventBusArn: unknown };
      };
    };
    expect(props.ConfigurationSetName).toEqual({ Ref: logicalId(m.auth.configurationSet) });
    expect(props.EventDestination.Enabled).toBe(true);
    expect([...props.EventDestination.MatchingEventTypes].sort()).toEqual(['bounce', 'complaint']);
    expect(JSON.stringify(props.EventDestination.EventBridgeDestination.EventBusArn)).toContain('event-bus/default');
  });

  it('sends this stage’s bounce and complaint events to the recorder, retrying a failed run', () => {
    const rule = resourcesOf(m.template(m.schedule), 'AWS::Events::Rule')[logicalId(m.schedule.emailEventsRule)]!;
    expect(rule.Properties.EventPattern).toEqual({
      source: ['aws.ses'],
      'detail-type': ['Email Bounced', 'Email Complained'],
      detail: { mail: { tags: { 'ses:configuration-set': ['remote-hiring-dev'] } } },
    });
    const targets = rule.Properties.Targets as Array<{ Arn: unknown; RetryPolicy?: { MaximumRetryAttempts: number } }>;
    expect(targets).toHaveLength(1);
    expect(targets[0]!.Arn).toEqual({ 'Fn::GetAtt': [logicalId(m.schedule.recordSuppressionFunction), 'Arn'] });
    expect(targets[0]!.RetryPolicy?.MaximumRetryAttempts).toBeGreaterThan(0);
    m.template(m.schedule).hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalId(m.schedule.recordSuppressionFunction), 'Arn'] },
      SourceArn: { 'Fn::GetAtt': [logicalId(m.schedule.emailEventsRule), 'Arn'] },
    });
  });

  it('lets the recorder put suppression items only: no read, no other key, no index, no email', () => {
    const fn = resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function')[
      logicalId(m.schedule.recordSuppressionFunction)
    ]!;
    const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
    const role = resourcesOf(m.template(m.schedule), 'AWS::IAM::Role')[roleId]!;
    const statements = (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>)
      .flatMap((policy) => policy.PolicyDocument.Statement)
      .filter((statement) => !list(statement.Action).every((action) => action.startsWith('logs:')));
    expect(statements).toHaveLength(1);
    expect(list(statements[0]!.Action)).toEqual(['dynamodb:PutItem']);
    // The table itself (a reference to the Data stack's), no index.
    const resources = list(statements[0]!.Resource);
    expect(resources).toHaveLength(1);
    expect(JSON.stringify(resources[0])).toContain('Table');
    expect(JSON.stringify(resources[0])).not.toContain('index');
    expect(statements[0]!.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['SUPPRESSED#*'] },
    });
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
    expect(env.TABLE_NAME).toBeDefined();
    expect(Object.keys(env).filter((name) => /SECRET|SENDER|USER_POOL/.test(name))).toEqual([]);
  });

  it('names the set in every sending function’s environment and send permission', () => {
    const functions = resourcesOf(m.template(m.api), 'AWS::Lambda::Function');
    const roles = resourcesOf(m.template(m.api), 'AWS::IAM::Role');
    const senders = routeList.filter((route) => route.uses.email);
    expect(senders.length).toBeGreaterThan(0);
    for (const route of senders) {
      const fn = functions[logicalId(m.api.functions[route.name])]!;
      const env = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      expect(env.SES_CONFIGURATION_SET, route.name).toBe('remote-hiring-dev');
      const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
      const email = (roles[roleId]!.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>)
        .flatMap((policy) => policy.PolicyDocument.Statement)
        .find((statement) => statement.Sid === 'Email')!;
      expect(JSON.stringify(email.Resource), route.name).toContain(':configuration-set/remote-hiring-dev');
    }
    // The digest's sender: the queue's workers (the daily run only queues).
    const digest = resourcesOf(m.template(m.schedule), 'AWS::Lambda::Function')[
      logicalId(m.schedule.alertDigestsFunction)
    ]!;
    expect(
      (digest.Properties.Environment as { Variables: Record<string, unknown> }).Variables.SES_CONFIGURATION_SET,
    ).toBe('remote-hiring-dev');
  });
});
