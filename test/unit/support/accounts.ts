// Helpers of the accounts unit tests: mocked AWS clients, the environment the handlers read,
// profiles, Cognito-like tokens, and handler calls returning status, data and cookies.
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { DynamoDBDocumentClient, GetCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { createOnboardingToken } from '#platform/auth/onboarding-token.js';
import { setTestSessions } from '#functions/accounts/session-check.js';
import { codeKey, hashCode, type CodePurpose } from '#functions/accounts/one-time-codes.js';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { invoke, type InvokeOptions, type Invocation } from '../../support/lambda-events.js';

export const dynamo = mockClient(DynamoDBDocumentClient);
export const cognito = mockClient(CognitoIdentityProviderClient);
export const ses = mockClient(SESv2Client);
export const s3 = mockClient(S3Client);

export const USER_ID = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
export const OTHER_ID = '7c1e2a90-1111-4d3e-8f4b-6a9d2c1e7b55';
export const NOW_S = () => Math.floor(Date.now() / 1000);

/** A stored profile (the table item). */
export function profile(overrides: Record<string, unknown> = {}) {
  return {
    PK: `USER#${USER_ID}`,
    SK: 'PROFILE',
    userID: USER_ID,
    role: 'employer',
    status: 'active',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    companyName: 'Analytical Engines',
    companySize: '11-50',
    country: 'United Kingdom',
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** An unsigned token with Cognito's claims: the handlers read tokens Cognito just gave them without verifying. */
export function fakeToken(claims: { sub?: string; iat?: number; exp?: number } = {}): string {
  const iat = claims.iat ?? NOW_S();
  const payload = { sub: claims.sub ?? USER_ID, iat, exp: claims.exp ?? iat + 3600, token_use: 'access' };
  return `eyJhbGciOiJub25lIn0.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;
}

/** Session cookies "session=valid" (iat given) verify as USER_ID; anything else is forged. */
export function useSessions(iat = NOW_S()) {
  setTestSessions({
    verify: async (token: string) => {
      if (token !== 'valid') throw new Error('invalid signature');
      return { sub: USER_ID, client_id: 'client', token_use: 'access', iat, exp: iat + 3600 };
    },
  });
}

function setEnvironment() {
  Object.assign(process.env, {
    INSECURE_COOKIES: 'true',
    ONBOARDING_SECRET: 'unit-test-onboarding-secret-0123456789',
    CODE_HASH_SECRET: 'unit-test-code-hash-secret-0123456789',
    USER_POOL_ID: 'us-east-1_unit',
    USER_POOL_CLIENT_ID: 'unit-client',
    AWS_ACCESS_KEY_ID: 'unit-key',
    AWS_SECRET_ACCESS_KEY: 'unit-secret',
    OPERATORS_EMAIL: 'operators@example.com',
  });
}
// Set at load too: test tables (it.each) may make onboarding cookies while collecting.
setEnvironment();

export function resetMocks() {
  dynamo.reset();
  cognito.reset();
  ses.reset();
  s3.reset();
  setEnvironment();
  delete process.env.COGNITO_ENDPOINT;
  delete process.env.RATE_LIMIT_PER_ADDRESS;
  useSessions();
}

export const afterEachTest = () => setTestSessions(undefined);

/** The code the stored one-time codes below were made from (any case works, as in the product). */
export const CODE = 'M3N4P5';
const CODE_SALT = 'c2FsdC1mb3ItdW5pdA';

/** A live one-time code item for USER_ID, as issueCode stores it. */
export const storedCode = (purpose: CodePurpose, overrides: Record<string, unknown> = {}) => ({
  ...codeKey(USER_ID, purpose),
  codeHash: hashCode(CODE, CODE_SALT),
  salt: CODE_SALT,
  tries: 0,
  expiresAt: NOW_S() + 600,
  createdAt: new Date().toISOString(),
  ...overrides,
});

/** The profile (and any other item) GetCommand answers for its key. */
export function storeItem(item: Record<string, unknown>) {
  dynamo.on(GetCommand, { Key: { PK: item.PK, SK: item.SK } }).resolves({ Item: item });
}

export const onboardingCookie = (userID = USER_ID) => `onboarding=${createOnboardingToken(userID)}`;

export type CallResult = Invocation;

/** Calls a handler (POST unless told); `signedIn` adds the session cookie of USER_ID. */
export const call = (handler: ApiHandler, options: InvokeOptions & { signedIn?: boolean } = {}): Promise<CallResult> =>
  invoke(handler, {
    ...options,
    method: options.method ?? 'POST',
    cookies: [...(options.cookies ?? []), ...(options.signedIn ? ['session=valid'] : [])],
  });

/** The JSON body of an employer sign-up; the text fields of a candidate sign-up. */
export const employerBody = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.com',
  password: 'long-enough-password',
  companyName: 'Analytical Engines',
  companySize: '11-50',
  country: 'united kingdom',
  ...overrides,
});
export const candidateFields = (overrides: Record<string, string> = {}) => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  jobType: 'full-time',
  jobTitle: 'Developer',
  country: 'France',
  password: 'long-enough-password',
  ...overrides,
});

/** A multipart form: text fields and at most one file. */
export function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; content: Buffer; type?: string },
) {
  const boundary = 'unit-boundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      ...Object.entries(fields).map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      ...(file
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
            ),
            file.content,
            Buffer.from('\r\n'),
          ]
        : []),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
  };
}

/** An AWS-style error with a name (what the SDK throws for service errors). */
export function awsError(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(name), { name, $fault: 'client', ...extra });
}

/** A cancelled transaction with one reason code per item. */
export const cancelled = (...codes: string[]) =>
  awsError('TransactionCanceledException', { CancellationReasons: codes.map((Code) => ({ Code })) });

/** The cookie named `name` among Set-Cookie lines. */
export const cookieLine = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`));

/**
 * RATE# items by key in memory, answering the rate limits' and the login throttle's reads and
 * writes as DynamoDB would (ADD, SET, the condition on lastFailureAt).
 */
export function rateItemTable() {
  const items = new Map<string, Record<string, number>>();
  const id = (key: Record<string, unknown>) => `${String(key.PK)}|${String(key.SK)}`;
  return {
    get: (key: Record<string, unknown>) => items.get(id(key)),
    update(input: UpdateCommandInput) {
      const key = id(input.Key!);
      const item = { ...items.get(key) };
      const values = input.ExpressionAttributeValues as Record<string, number>;
      if (
        input.ConditionExpression === 'attribute_not_exists(failures) OR failures = :seen' &&
        item.failures !== undefined &&
        item.failures !== values[':seen']
      )
        throw awsError('ConditionalCheckFailedException');
      const expression = input.UpdateExpression!;
      if (expression.startsWith('ADD hits')) item.hits = (item.hits ?? 0) + 1;
      if (expression.startsWith('ADD failures :one')) {
        item.failures = (item.failures ?? 0) + 1;
        item.lastFailureAt = values[':now']!;
      }
      if (expression.startsWith('ADD failures :minusOne')) item.failures = (item.failures ?? 0) - 1;
      if (expression.startsWith('SET failures = :zero')) item.failures = 0;
      items.set(key, item);
      return { Attributes: item };
    },
  };
}
