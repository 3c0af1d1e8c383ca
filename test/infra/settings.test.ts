// The operator's settings (context), checked before any stack is built: what production
// requires, what throwaway stages default to, and the clear errors for bad values.
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_OPERATORS_EMAIL, PLACEHOLDER_SENDER_EMAIL, readSettings } from '../../infra/settings.js';

const CERTIFICATE = 'arn:aws:acm:us-east-1:123456789012:certificate/0b6d2f1e-1234-4abc-9def-0123456789ab';

function settings(context: Record<string, unknown>) {
  const warnings: string[] = [];
  const node = { tryGetContext: (key: string): unknown => context[key] };
  return { value: readSettings(node, (line) => warnings.push(line)), warnings };
}
const failure = (context: Record<string, unknown>) => () => settings(context);

describe('deployment settings', () => {
  it('production: retains data, needs both addresses, keeps logs 90 days', () => {
    const { value, warnings } = settings({
      stage: 'prod',
      senderEmail: 'no-reply@hire.example.org',
      operatorsEmail: 'ops@hire.example.org',
    });
    expect(value).toMatchObject({
      stage: 'prod',
      retainData: true,
      senderEmail: 'no-reply@hire.example.org',
      operatorsEmail: 'ops@hire.example.org',
      sandboxRecipients: [],
      logRetention: RetentionDays.THREE_MONTHS,
    });
    expect(value.domainName).toBeUndefined();
    expect(warnings).toEqual([]);
    expect(failure({ stage: 'prod', operatorsEmail: 'ops@hire.example.org' })).toThrow(
      'Context "senderEmail" is required for stage "prod"',
    );
    expect(failure({ stage: 'prod', senderEmail: 'no-reply@hire.example.org' })).toThrow(
      'Context "operatorsEmail" is required',
    );
  });

  it('production cannot be told to drop its data', () => {
    expect(failure({ stage: 'prod', senderEmail: 'a@b.org', operatorsEmail: 'c@d.org', retainData: 'false' })).toThrow(
      'Stage "prod" always retains its data',
    );
  });

  it('throwaway stages: destroyed with their stacks unless asked, placeholders (with a warning) when no address is given', () => {
    const { value, warnings } = settings({ stage: 'pr-42' });
    expect(value).toMatchObject({
      stage: 'pr-42',
      retainData: false,
      senderEmail: PLACEHOLDER_SENDER_EMAIL,
      operatorsEmail: PLACEHOLDER_OPERATORS_EMAIL,
      logRetention: RetentionDays.TWO_WEEKS,
    });
    expect(warnings).toHaveLength(2);
    expect(settings({ stage: 'staging', retainData: 'true' }).value.retainData).toBe(true);
    expect(settings({}).value.stage).toBe('dev');
  });

  it('takes a custom domain only with a us-east-1 certificate', () => {
    const base = { stage: 'prod', senderEmail: 'a@b.org', operatorsEmail: 'c@d.org' };
    expect(settings({ ...base, domainName: 'Hire.Example.org', certificateArn: CERTIFICATE }).value).toMatchObject({
      domainName: 'hire.example.org',
      certificateArn: CERTIFICATE,
    });
    expect(failure({ ...base, domainName: 'hire.example.org' })).toThrow(
      'Give both -c domainName=... and -c certificateArn=...',
    );
    expect(failure({ ...base, certificateArn: CERTIFICATE })).toThrow('Give both');
    expect(
      failure({
        ...base,
        domainName: 'hire.example.org',
        certificateArn: CERTIFICATE.replace('us-east-1', 'eu-west-1'),
      }),
    ).toThrow('ACM certificate in us-east-1');
    expect(failure({ ...base, domainName: 'not a domain', certificateArn: CERTIFICATE })).toThrow(
      'Context "domainName" must be a domain name',
    );
  });

  it('refuses malformed values with a message naming the setting', () => {
    expect(failure({ stage: 'Prod' })).toThrow('Context "stage" must be a lowercase name');
    expect(failure({ stage: 'a-very-long-stage-name-indeed' })).toThrow('Context "stage"');
    expect(failure({ stage: 'dev', senderEmail: 'not-an-address' })).toThrow(
      'Context "senderEmail" must be an email address',
    );
    expect(failure({ stage: 'dev', sandboxRecipients: 'qa@example.org, nope' })).toThrow('not addresses: nope');
    expect(failure({ stage: 'dev', logRetentionDays: '10' })).toThrow('Context "logRetentionDays" must be one of');
    expect(failure({ stage: 'dev', apiRateLimit: '-5' })).toThrow(
      'Context "apiRateLimit" must be a positive whole number',
    );
    expect(failure({ stage: 'dev', retainData: 'maybe' })).toThrow('Context "retainData" must be true or false');
  });

  it('reads sandbox recipients, log retention and API limits', () => {
    const { value } = settings({
      stage: 'dev',
      sandboxRecipients: 'qa@example.org, pm@example.org',
      logRetentionDays: '30',
      apiRateLimit: '20',
      apiBurstLimit: '40',
    });
    expect(value.sandboxRecipients).toEqual(['qa@example.org', 'pm@example.org']);
    expect(value.logRetention).toBe(RetentionDays.ONE_MONTH);
    expect(value.throttle).toEqual({ rateLimit: 20, burstLimit: 40 });
  });

  it('traces production unless told not to, and other stages only when told to', () => {
    const prod = { stage: 'prod', senderEmail: 'a@b.org', operatorsEmail: 'c@d.org' };
    expect(settings(prod).value.tracing).toBe(true);
    expect(settings({ ...prod, tracing: 'false' }).value.tracing).toBe(false);
    expect(settings({ stage: 'dev' }).value.tracing).toBe(false);
    expect(settings({ stage: 'pr-42', tracing: 'true' }).value.tracing).toBe(true);
    expect(settings({ stage: 'pr-42', tracing: true }).value.tracing).toBe(true);
    expect(failure({ stage: 'dev', tracing: 'yes' })).toThrow('Context "tracing" must be true or false');
  });
});
