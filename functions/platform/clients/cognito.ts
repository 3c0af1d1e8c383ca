import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: CognitoIdentityProviderClient | undefined;

export function cognito(): CognitoIdentityProviderClient {
  client ??= traced(new CognitoIdentityProviderClient(clientConfig(config.endpoints.cognito, config.region)));
  return client;
}
