// Creates what the product needs in the emulators, when missing: the table with its GSIs
// and TTL, the files bucket, the user pool with its app client; then seeds the
// departments lookup. Safe to run on every start.
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '#platform/dynamodb/table-design.js';

// s3rver accepts only its own well-known key; the other emulators accept any.
export const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const local = { region: 'us-east-1', credentials: LOCAL_CREDENTIALS };

/** Creates the table unless it exists; answers whether it did. */
export async function ensureTable(endpoint: string, tableName: string): Promise<{ created: boolean }> {
  const client = new DynamoDBClient({ ...local, endpoint });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return { created: false };
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
  const creator = new DynamoDBClient({ ...local, endpoint });
  const keyNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  await creator.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await creator.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  creator.destroy();
  return { created: true };
}

export async function ensureBucket(endpoint: string, bucket: string): Promise<void> {
  const client = new S3Client({ ...local, endpoint, forcePathStyle: true });
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    client.destroy();
  }
}

/** The pool's and client's IDs; both are made once and then found again by name. */
export async function ensureUserPool(
  endpoint: string,
  poolName: string,
): Promise<{ userPoolId: string; clientId: string }> {
  const client = new CognitoIdentityProviderClient({ ...local, endpoint });
  try {
    const pools = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = pools.UserPools?.find((pool) => pool.Name === poolName)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: poolName,
          UsernameAttributes: ['email'],
          Policies: { PasswordPolicy: { MinimumLength: 8 } },
          Schema: [{ Name: 'role', AttributeDataType: 'String', Mutable: false }],
        }),
      );
      userPoolId = created.UserPool!.Id!;
    }
    const clients = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let clientId = clients.UserPoolClients?.find((app) => app.ClientName === `${poolName}-web`)?.ClientId;
    if (!clientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: `${poolName}-web`,
          ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      clientId = created.UserPoolClient!.ClientId!;
    }
    return { userPoolId, clientId };
  } finally {
    client.destroy();
  }
}
