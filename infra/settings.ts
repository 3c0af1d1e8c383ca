// What an operator tells the CDK app, from context (`-c key=value` or cdk.json), checked
// once here so that the stacks receive typed, valid settings. No AWS lookups: synth runs
// offline, with no credentials.
import type { Node } from 'constructs';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DEFAULT_DIGEST_SENDS_PER_SECOND } from '../functions/job-alerts/digest-pacing.js';

/** The stage whose data is kept when its stacks are deleted. */
export const PRODUCTION_STAGE = 'prod';

/** Placeholders for throwaway stages synthesized without addresses (`npm run synth`). */
export const PLACEHOLDER_SENDER_EMAIL = 'no-reply@example.com';
export const PLACEHOLDER_OPERATORS_EMAIL = 'operators@example.com';

export interface DeploySettings {
  /** Lower-case name used in stack names, resource names and tags: `prod`, `dev`, `pr-42`. */
  readonly stage: string;
  /**
   * Keep the table, the files bucket, the user pool and the logs when their stacks are deleted
   * (deletion protection on, removal policy RETAIN). On for `prod`, always; off by default
   * for every other stage, which is then torn down whole with `cdk destroy`.
   */
  readonly retainData: boolean;
  /** The From address of every email (an SES identity is created for it). */
  readonly senderEmail: string;
  /** Where hiring requirements submitted on the site are sent. */
  readonly operatorsEmail: string;
  /**
   * While the account is in the SES sandbox, SES only delivers to verified addresses and
   * checks the send permission against each recipient's identity too: these addresses get
   * an identity (SES mails them a verification link) and the functions may send to them.
   */
  readonly sandboxRecipients: readonly string[];
  /**
   * The accounts (their sign-in emails) that run the marketplace: they see Operations, /ops
   * (functions/platform/auth/operators.ts). Given as `-c operatorAccounts=a@x.com,b@y.com`.
   */
  readonly operatorAccounts: readonly string[];
  /** Optional custom domain of the site, e.g. `hire.example.com`, with its ACM certificate. */
  readonly domainName?: string;
  /** ARN of an ACM certificate in us-east-1 covering `domainName` (CloudFront needs us-east-1). */
  readonly certificateArn?: string;
  /** How long function and API access logs are kept. */
  readonly logRetention: RetentionDays;
  /** HTTP API stage limits: steady requests per second and burst. */
  readonly throttle: { readonly rateLimit: number; readonly burstLimit: number };
  /**
   * X-Ray traces of every function and its AWS calls. On for `prod` by default (a sampled
   * trace of an incident is there when it is needed), off for other stages unless asked for:
   * it costs each function's first invocation the tracer's loading, and X-Ray its traces.
   */
  readonly tracing: boolean;
  /**
   * Job alert digests sent a second, by all the digest workers together: keep it below the
   * account's SES maximum send rate, leaving room for the other emails (default 10).
   */
  readonly digestSendsPerSecond: number;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const US_EAST_1_CERTIFICATE = /^arn:aws[a-z-]*:acm:us-east-1:\d{12}:certificate\/[0-9a-f-]+$/;

type Context = Pick<Node, 'tryGetContext'>;

function text(node: Context, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') throw new Error(`Context "${key}" must be a string, got ${JSON.stringify(value)}.`);
  return value.trim();
}

function flag(node: Context, key: string): boolean | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`Context "${key}" must be true or false, got ${JSON.stringify(value)}.`);
}

function positiveInteger(node: Context, key: string, fallback: number): number {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0)
    throw new Error(`Context "${key}" must be a positive whole number, got ${JSON.stringify(value)}.`);
  return parsed;
}

function email(node: Context, key: string, stage: string, placeholder: string, warn: (line: string) => void): string {
  const value = text(node, key);
  if (value === undefined) {
    if (stage === PRODUCTION_STAGE)
      throw new Error(
        `Context "${key}" is required for stage "${PRODUCTION_STAGE}": add -c ${key}=address@your-domain.`,
      );
    warn(
      `Context "${key}" is not set: using ${placeholder}, which receives nothing. Set -c ${key}=... to send real email.`,
    );
    return placeholder;
  }
  if (!EMAIL.test(value)) throw new Error(`Context "${key}" must be an email address, got ${JSON.stringify(value)}.`);
  return value;
}

function addressList(node: Context, key: string): string[] {
  const value = text(node, key);
  if (value === undefined) return [];
  const addresses = value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const invalid = addresses.filter((address) => !EMAIL.test(address));
  if (invalid.length > 0)
    throw new Error(
      `Context "${key}" must be email addresses separated by commas; not addresses: ${invalid.join(', ')}.`,
    );
  return addresses;
}

const RETENTION_BY_DAYS = new Map<number, RetentionDays>(
  Object.values(RetentionDays)
    .filter((days): days is RetentionDays => typeof days === 'number' && days > 0)
    .map((days) => [days, days]),
);

/** Reads and checks the deployment settings from the app's context. */
export function readSettings(
  node: Context,
  warn: (line: string) => void = (line) => console.warn(line),
): DeploySettings {
  const stage = text(node, 'stage') ?? 'dev';
  if (!/^[a-z][a-z0-9-]{0,19}$/.test(stage)) {
    throw new Error(
      `Context "stage" must be a lowercase name (letters, digits, hyphens; at most 20 characters), got ${JSON.stringify(stage)}.`,
    );
  }

  const retainOverride = flag(node, 'retainData');
  if (stage === PRODUCTION_STAGE && retainOverride === false) {
    throw new Error(`Stage "${PRODUCTION_STAGE}" always retains its data: remove -c retainData=false.`);
  }

  const domainName = text(node, 'domainName')?.toLowerCase();
  const certificateArn = text(node, 'certificateArn');
  if ((domainName === undefined) !== (certificateArn === undefined)) {
    throw new Error('Give both -c domainName=... and -c certificateArn=... for a custom domain, or neither.');
  }
  if (domainName !== undefined && !DOMAIN.test(domainName)) {
    throw new Error(
      `Context "domainName" must be a domain name such as hire.example.com, got ${JSON.stringify(domainName)}.`,
    );
  }
  if (certificateArn !== undefined && !US_EAST_1_CERTIFICATE.test(certificateArn)) {
    throw new Error(
      `Context "certificateArn" must be the ARN of an ACM certificate in us-east-1 (CloudFront only uses those), got ${JSON.stringify(certificateArn)}.`,
    );
  }

  const retentionDays = positiveInteger(node, 'logRetentionDays', stage === PRODUCTION_STAGE ? 90 : 14);
  const logRetention = RETENTION_BY_DAYS.get(retentionDays);
  if (logRetention === undefined) {
    throw new Error(
      `Context "logRetentionDays" must be one of CloudWatch's periods (${[...RETENTION_BY_DAYS.keys()].join(', ')}), got ${retentionDays}.`,
    );
  }

  return {
    stage,
    retainData: stage === PRODUCTION_STAGE || retainOverride === true,
    senderEmail: email(node, 'senderEmail', stage, PLACEHOLDER_SENDER_EMAIL, warn),
    operatorsEmail: email(node, 'operatorsEmail', stage, PLACEHOLDER_OPERATORS_EMAIL, warn),
    sandboxRecipients: addressList(node, 'sandboxRecipients'),
    operatorAccounts: addressList(node, 'operatorAccounts'),
    ...(domainName !== undefined && certificateArn !== undefined ? { domainName, certificateArn } : {}),
    logRetention,
    throttle: {
      rateLimit: positiveInteger(node, 'apiRateLimit', 100),
      burstLimit: positiveInteger(node, 'apiBurstLimit', 200),
    },
    tracing: flag(node, 'tracing') ?? stage === PRODUCTION_STAGE,
    digestSendsPerSecond: positiveInteger(node, 'digestSendsPerSecond', DEFAULT_DIGEST_SENDS_PER_SECOND),
  };
}
