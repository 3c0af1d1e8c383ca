// Helpers of the candidate and application unit tests: a signed-in session of either role
// (token check swapped, profile read from the mocked table) and handler calls.
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';
import { setTestSessions } from '#functions/accounts/session-check.js';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { invoke, type InvokeOptions } from '../../support/lambda-events.js';

export const CANDIDATE_ID = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
export const EMPLOYER_ID = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
export const OTHER_CANDIDATE_ID = '7c1e2a90-1111-4d3e-8f4b-6a9d2c1e7b55';

export const candidateProfile = (overrides: Record<string, unknown> = {}) => ({
  PK: `USER#${CANDIDATE_ID}`,
  SK: 'PROFILE',
  userID: CANDIDATE_ID,
  role: 'candidate',
  status: 'active',
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  jobTitle: 'Developer',
  jobType: 'full-time',
  country: 'France',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const employerProfile = () => ({
  PK: `USER#${EMPLOYER_ID}`,
  SK: 'PROFILE',
  userID: EMPLOYER_ID,
  role: 'employer',
  status: 'active',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyID: '7b6a5f4e-3d2c-4b1a-8f9e-8d7c6b5a4f3e',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** Tokens `candidate-token` and `employer-token` sign in as the two users above. */
export function useTestSessions() {
  process.env.INSECURE_COOKIES = 'true';
  setTestSessions({
    verify: async (token: string) => {
      const sub = { 'candidate-token': CANDIDATE_ID, 'employer-token': EMPLOYER_ID }[token];
      if (!sub) throw new Error('invalid signature');
      return { sub, client_id: 'client', token_use: 'access' };
    },
  });
}

/** The mocked profile reads of the session check. */
export function storeProfiles(dynamo: AwsClientStub<DynamoDBDocumentClient>, ...profiles: Record<string, unknown>[]) {
  for (const profile of profiles)
    dynamo.on(GetCommand, { Key: { PK: profile.PK, SK: 'PROFILE' } }).resolves({ Item: profile });
}

/** Calls a handler (GET unless told) as the candidate, the employer, or a visitor. */
export const call = (
  handler: ApiHandler,
  options: Omit<InvokeOptions, 'cookies'> & { as?: 'candidate' | 'employer' },
) => invoke(handler, { ...options, cookies: options.as ? [`session=${options.as}-token`] : [] });

/** A multipart body with one file part. */
export function multipart(fieldName: string, fileName: string, content: Buffer) {
  const boundary = 'unit-boundary';
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fieldName}"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

export const afterSessions = () => setTestSessions(undefined);
