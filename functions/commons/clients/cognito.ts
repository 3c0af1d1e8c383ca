// Cognito user pools (cognito-idp): the commands our account code uses, as the SDK names and
// types them (clients/aws/service-client.ts says why they are not the SDK's).
import type {
  AdminCreateUserCommandInput,
  AdminCreateUserCommandOutput,
  AdminDeleteUserCommandInput,
  AdminDeleteUserCommandOutput,
  AdminGetUserCommandInput,
  AdminGetUserCommandOutput,
  AdminInitiateAuthCommandInput,
  AdminInitiateAuthCommandOutput,
  AdminSetUserPasswordCommandInput,
  AdminSetUserPasswordCommandOutput,
  AdminUpdateUserAttributesCommandInput,
  AdminUpdateUserAttributesCommandOutput,
  AdminUserGlobalSignOutCommandInput,
  AdminUserGlobalSignOutCommandOutput,
  RevokeTokenCommandInput,
  RevokeTokenCommandOutput,
} from '@aws-sdk/client-cognito-identity-provider';
import type { MetadataBearer } from '@smithy/types';
import { config } from '../config.js';
import { JsonRpcCommand } from './aws/protocols.js';
import { ServiceClient, sharedClient } from './aws/service-client.js';

/** Cognito's timestamps are epoch seconds on the wire and Dates in the SDK's outputs. */
const TIMESTAMPS = new Set(['UserCreateDate', 'UserLastModifiedDate']);

abstract class CognitoCommand<Input extends object, Output extends MetadataBearer> extends JsonRpcCommand<Input, Output> {
  protected abstract readonly operation: string;
  protected readonly jsonVersion = '1.1';
  protected override readonly reviver = (key: string, value: unknown) => (TIMESTAMPS.has(key) && typeof value === 'number' ? new Date(value * 1000) : value);

  protected get target() {
    return `AWSCognitoIdentityProviderService.${this.operation}`;
  }

  /** The SDK names each command after its operation. */
  get commandName() {
    return `${this.operation}Command`;
  }
}

/** The command class of one operation (a class, so aws-sdk-client-mock can match its instances). */
// A pure call: bundles drop the commands a function never sends.
/* @__NO_SIDE_EFFECTS__ */
const cognitoCommand = <Input extends object, Output extends MetadataBearer>(operation: string) =>
  class extends CognitoCommand<Input, Output> {
    protected readonly operation = operation;
  };

export const AdminCreateUserCommand = cognitoCommand<AdminCreateUserCommandInput, AdminCreateUserCommandOutput>('AdminCreateUser');
export const AdminGetUserCommand = cognitoCommand<AdminGetUserCommandInput, AdminGetUserCommandOutput>('AdminGetUser');
export const AdminDeleteUserCommand = cognitoCommand<AdminDeleteUserCommandInput, AdminDeleteUserCommandOutput>('AdminDeleteUser');
export const AdminInitiateAuthCommand = cognitoCommand<AdminInitiateAuthCommandInput, AdminInitiateAuthCommandOutput>('AdminInitiateAuth');
export const AdminSetUserPasswordCommand = cognitoCommand<AdminSetUserPasswordCommandInput, AdminSetUserPasswordCommandOutput>('AdminSetUserPassword');
export const AdminUpdateUserAttributesCommand = cognitoCommand<AdminUpdateUserAttributesCommandInput, AdminUpdateUserAttributesCommandOutput>('AdminUpdateUserAttributes');
export const AdminUserGlobalSignOutCommand = cognitoCommand<AdminUserGlobalSignOutCommandInput, AdminUserGlobalSignOutCommandOutput>('AdminUserGlobalSignOut');
export const RevokeTokenCommand = cognitoCommand<RevokeTokenCommandInput, RevokeTokenCommandOutput>('RevokeToken');

export class CognitoIdentityProviderClient extends ServiceClient {}

export const cognito = sharedClient(CognitoIdentityProviderClient, { signingName: 'cognito-idp', host: 'cognito-idp', localEndpoint: () => config.endpoints.cognito });
