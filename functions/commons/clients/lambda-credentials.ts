// The credentials of our functions: in the Lambda bundles it replaces the SDK clients'
// @aws-sdk/credential-provider-node (a bundler alias, see infra/function-bundles.ts), and
// the signed file links (s3-links.ts) use it everywhere, the local stack included (it puts
// its credentials in the environment too). A Lambda function's role credentials are always in
// its environment, the first place the SDK's default chain looks; the rest of that chain
// (INI files, SSO, STS web identity, container and instance metadata) is ~90 KB of minified
// code that every cold start would load and never use.
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
