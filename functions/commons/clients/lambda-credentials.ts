// Used in the Lambda bundles only, in place of @aws-sdk/credential-provider-node (an esbuild
// alias, see infra/function-bundles.ts). A Lambda function's role credentials are always in
// its environment, the first place the SDK's default chain looks; the rest of that chain
// (INI files, SSO, STS web identity, container and instance metadata) is ~90 KB of minified
// code that every cold start would load and never use.
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
