// Makes signed-in users straight in the local emulators (Cognito user, profile item, access
// token), so integration and browser tests and the bench can act as any role.
import { randomUUID } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
// Relative, not #platform: Playwright's loader maps .js to .ts only for relative imports.
import { newSession, refreshCookieValue, sessionCookieValue } from '#functions/accounts/session-secrets.js';
import { candidateSearchItems } from '../functions/candidates/candidate-search.js';
import { newCompanyItems } from '../functions/teams/company-items.js';
import { slugFromName } from '../shared/schemas/companies.js';
import type { TokenClaims } from '#functions/accounts/cognito-users.js';
import type { UserProfile } from '#functions/accounts/users.js';
import type { Role } from '#shared/constants.js';
import type { StackInfo } from '../local/stack-process.js';
import { ApiClient } from './api-client.js';

const credentials = (stack: StackInfo) => ({
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
});

export function documentClient(stack: StackInfo) {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials: credentials(stack) }),
  );
}

export interface TestUser {
  userID: string;
  email: string;
  password: string;
  role: Role;
  client: ApiClient;
  /** Employers: the company they founded (its Owner), as email confirmation founds it. */
  companyID?: string;
}

export async function createSignedInUser(
  stack: StackInfo,
  role: Role,
  profile: Record<string, unknown> = {},
): Promise<TestUser> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.env.COGNITO_ENDPOINT,
    region: 'us-east-1',
    credentials: credentials(stack),
  });
  const email = `${role}-${randomUUID()}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const created = await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: stack.env.USER_POOL_ID,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  const userID = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!userID) throw new Error('cognito-local returned no sub');
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: stack.env.USER_POOL_ID,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  const item = {
    PK: `USER#${userID}`,
    SK: 'PROFILE',
    userID,
    email,
    role,
    status: 'active',
    firstName: 'Test',
    lastName: role === 'employer' ? 'Employer' : 'Candidate',
    createdAt: new Date().toISOString(),
    ...profile,
  };
  const db = documentClient(stack);
  // An employer founds their company on confirmation: the same items, written here.
  const companyName = (profile.companyName as string | undefined) ?? 'Test Co';
  // Unique without a read: many test companies share a name.
  const founding =
    role === 'employer' && !('companyID' in profile)
      ? newCompanyItems(
          { ...item, companyName } as UserProfile,
          `${slugFromName(companyName)}-${randomUUID().slice(0, 8)}`,
        )
      : undefined;
  const companyID = founding?.company.companyID;
  await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: companyID ? { ...item, companyID } : item }));
  // One account per email, as sign-up records it (accounts/accounts.ts).
  const emailItem = { PK: `EMAIL#${email}`, SK: 'EMAIL', userID, email, createdAt: item.createdAt };
  for (const Item of [emailItem, ...(founding ? [founding.company, founding.member, founding.slug] : [])])
    await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item }));
  // A confirmed candidate with a job title is findable in sourcing, as after real sign-up.
  const entries = candidateSearchItems(item as unknown as UserProfile);
  for (let start = 0; start < entries.length; start += 25) {
    await db.send(
      new BatchWriteCommand({
        RequestItems: {
          [stack.env.TABLE_NAME!]: entries.slice(start, start + 25).map((entry) => ({ PutRequest: { Item: entry } })),
        },
      }),
    );
  }
  const auth = await cognito.send(
    new AdminInitiateAuthCommand({
      UserPoolId: stack.env.USER_POOL_ID,
      ClientId: stack.env.USER_POOL_CLIENT_ID,
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const client = new ApiClient(stack);
  const accessToken = auth.AuthenticationResult!.AccessToken!;
  // The session record and the two cookies login would make (accounts/refresh-sessions.ts).
  const session = newSession(userID, {
    accessToken,
    refreshToken: auth.AuthenticationResult!.RefreshToken!,
    claims: JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString('utf8')) as TokenClaims,
  });
  await db.send(new PutCommand({ TableName: stack.env.TABLE_NAME, Item: session.record }));
  client.setCookie('session', sessionCookieValue(session.session));
  client.setCookie('refresh', refreshCookieValue(session.cookie));
  cognito.destroy();
  return { userID, email, password, role, client, ...(companyID ? { companyID } : {}) };
}

/**
 * Points the data modules of this process at the stack's DynamoDB, as the gateway's handlers
 * are, for tests that call them directly.
 */
export function useStackTable(stack: StackInfo): void {
  Object.assign(process.env, {
    TABLE_NAME: stack.env.TABLE_NAME,
    DYNAMODB_ENDPOINT: stack.env.DYNAMODB_ENDPOINT,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: stack.env.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: stack.env.AWS_SECRET_ACCESS_KEY,
  });
}
