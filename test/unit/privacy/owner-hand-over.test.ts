// An Owner's account deletion hands the company to the longest-standing member on condition
// that they are still a member, in the same transaction: a successor who left meanwhile fails
// it, and the hand-over goes to the next member read afresh. Prepare / Act / Assess.
import {
  AdminDeleteUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { ListObjectVersionsCommand, S3Client } from '@aws-sdk/client-s3';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, expect, it } from 'vitest';
import { finishAccountDeletion } from '#functions/privacy/account-deletion.js';
import type { UserProfile } from '#functions/accounts/users.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);
const s3 = mockClient(S3Client);
const COMPANY = 'c0000000-0000-4000-8000-000000000001';
const [OWNER, FIRST, SECOND] = ['owner', 'first-member', 'second-member'];

const member = (userID: string, joinedAt: string) => ({
  PK: `COMPANY#${COMPANY}`,
  SK: `MEMBER#${userID}`,
  entity: 'MEMBER',
  userID,
  joinedAt,
});
const company = { PK: `COMPANY#${COMPANY}`, SK: 'COMPANY', companyID: COMPANY, ownerID: OWNER };
const owner = {
  PK: `USER#${OWNER}`,
  SK: 'PROFILE',
  userID: OWNER,
  role: 'employer',
  status: 'deleting',
  companyID: COMPANY,
  email: 'owner@example.com',
} as unknown as UserProfile;

beforeEach(() => {
  dynamo.reset();
  cognito.reset();
  s3.reset();
  process.env.FILES_BUCKET = 'files-bucket';
  process.env.USER_POOL_ID = 'us-east-1_pool';
  delete process.env.COGNITO_ENDPOINT;
  delete process.env.S3_ENDPOINT;
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  s3.on(ListObjectVersionsCommand).resolves({ IsTruncated: false });
  dynamo.on(QueryCommand).resolves({ Items: [] });
});

it('conditions the hand-over on the successor still being a member, and reads again when they left', async () => {
  dynamo
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': `COMPANY#${COMPANY}` } })
    .resolvesOnce({
      Items: [company, member(OWNER, '2026-01-01'), member(FIRST, '2026-02-01'), member(SECOND, '2026-03-01')],
    })
    .resolves({ Items: [company, member(OWNER, '2026-01-01'), member(SECOND, '2026-03-01')] });
  dynamo
    .on(TransactWriteCommand)
    .rejectsOnce(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'None' }, { Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    )
    .resolves({});

  await finishAccountDeletion(owner);

  const handOvers = dynamo
    .commandCalls(TransactWriteCommand)
    .map((call) => call.args[0].input.TransactItems!)
    .filter((items) => items.some((item) => item.Update?.UpdateExpression === 'SET ownerID = :next'));
  expect(handOvers).toHaveLength(2);
  const [first, second] = handOvers;
  expect(first![1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':next': FIRST });
  expect(first![2]!.ConditionCheck).toMatchObject({
    Key: { PK: `COMPANY#${COMPANY}`, SK: `MEMBER#${FIRST}` },
    ConditionExpression: 'attribute_exists(PK)',
  });
  expect(second![1]!.Update!.ExpressionAttributeValues).toMatchObject({ ':next': SECOND });
  expect(second![2]!.ConditionCheck!.Key).toEqual({ PK: `COMPANY#${COMPANY}`, SK: `MEMBER#${SECOND}` });
});
