// The Api stack's keys in Secrets Manager, and the environment variables that carry each to the
// functions whose route declares it (`uses.secrets`).
import { RemovalPolicy, type Stack } from 'aws-cdk-lib';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { SecretName } from '../shared/routes.js';
import { acknowledge } from './nag.js';

export interface ApiSecrets {
  /** The value CloudFront sends in the secret origin header (web-stack.ts), proving a request came through it. */
  readonly originVerifySecret: secretsmanager.Secret;
  /** Each secret's environment variable, its value a dynamic reference. */
  readonly variables: Record<SecretName, Record<string, string>>;
}

/** The keys, made in `stack` (their construct ids are their logical ids' start: keep them). */
export function apiSecrets(stack: Stack, stage: string): ApiSecrets {
  // HMAC key of the onboarding cookie (functions/platform/auth/onboarding-token.ts).
  const onboardingSecret = new secretsmanager.Secret(stack, 'OnboardingSecret', {
    description: `Remote hiring (${stage}): HMAC key of the onboarding cookie.`,
    generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  acknowledge(onboardingSecret, {
    'AwsSolutions-SMG4':
      'The key only signs onboarding cookies that expire after 24 hours, and the functions receive it in their environment at deployment (a CloudFormation dynamic reference), so a scheduled rotation would not reach them: rotating it means redeploying the functions, and costs only the onboarding links in flight.',
  });
  // HMAC key of the one-time codes' hashes (functions/accounts/one-time-codes.ts): its own
  // key, so that neither secret gives the other.
  const codeHashSecret = new secretsmanager.Secret(stack, 'CodeHashSecret', {
    description: `Remote hiring (${stage}): HMAC key of the one-time codes' hashes.`,
    generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  acknowledge(codeHashSecret, {
    'AwsSolutions-SMG4':
      'The key hashes one-time codes that expire after 10 minutes, and the functions receive it in their environment at deployment (a CloudFormation dynamic reference), so a scheduled rotation would not reach them: rotating it means redeploying the functions, and costs only the codes in flight.',
  });
  // The value of the secret origin header CloudFront adds to requests to the API
  // (functions/platform/http/client-address.ts): without it, the viewer address is not believed.
  const originVerifySecret = new secretsmanager.Secret(stack, 'OriginVerifySecret', {
    description: `Remote hiring (${stage}): value of the origin header CloudFront sends to the API.`,
    generateSecretString: { passwordLength: 64, excludePunctuation: true, includeSpace: false },
    removalPolicy: RemovalPolicy.DESTROY,
  });
  acknowledge(originVerifySecret, {
    'AwsSolutions-SMG4':
      'CloudFront (its origin custom header) and the functions receive the value at deployment (CloudFormation dynamic references), so a scheduled rotation would reach neither: rotating it means redeploying the Api and Web stacks, and until both are done rate limits count CloudFront edge addresses instead of viewers.',
  });
  // The handlers read them synchronously from the environment and they must not change, so
  // each reaches only the functions whose route declares it, as a dynamic reference that
  // CloudFormation resolves from Secrets Manager at deployment: never in the template or
  // the cloud assembly, and kept encrypted at rest by Lambda.
  return {
    originVerifySecret,
    variables: {
      onboarding: { ONBOARDING_SECRET: onboardingSecret.secretValue.unsafeUnwrap() },
      codes: { CODE_HASH_SECRET: codeHashSecret.secretValue.unsafeUnwrap() },
      origin: { ORIGIN_VERIFY_SECRET: originVerifySecret.secretValue.unsafeUnwrap() },
    },
  };
}
