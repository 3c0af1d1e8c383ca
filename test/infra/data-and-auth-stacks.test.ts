// The data and auth stacks, built alone (no functions, so fast): the table and its indexes
// from the shared table design, the private files bucket, the user pool and its client,
// the SES identities, and what happens to the data when a stack is deleted: kept in
// production, destroyed with throwaway stages.
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/platform/dynamodb/table-design.js';
import { AuthStack } from '../../infra/auth-stack.js';
import { DataStack } from '../../infra/data-stack.js';
import { logicalId, resourcesOf, SENDER, SYNTH_TIMEOUT, testApp } from './support/marketplace.js';

function build(retainData: boolean, sandboxRecipients: string[] = []) {
  const app = testApp();
  const stage = retainData ? 'prod' : 'dev';
  const data = new DataStack(app, 'Data', { stage, retainData });
  const auth = new AuthStack(app, 'Auth', { stage, retainData, senderEmail: SENDER, sandboxRecipients });
  return { data, auth, dataTemplate: Template.fromStack(data), authTemplate: Template.fromStack(auth) };
}

let kept: ReturnType<typeof build>;
let throwaway: ReturnType<typeof build>;
beforeAll(() => {
  kept = build(true);
  throwaway = build(false);
}, SYNTH_TIMEOUT);

describe('data stack', () => {
  it('is one pay-per-request table with the shared keys, point-in-time recovery and the TTL attribute', () => {
    kept.dataTemplate.resourceCountIs('AWS::DynamoDB::Table', 1);
    kept.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    });
  });

  it('has exactly the GSIs of the table design (string keys, projection ALL)', () => {
    const [table] = Object.values(resourcesOf(kept.dataTemplate, 'AWS::DynamoDB::Table'));
    const props = table!.Properties as {
      GlobalSecondaryIndexes: Array<{ IndexName: string }>;
      AttributeDefinitions: Array<{ AttributeName: string; AttributeType: string }>;
    };
    expect(props.GlobalSecondaryIndexes).toEqual(
      TABLE_INDEXES.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    );
    const names = [
      TABLE_KEYS.partitionKey,
      TABLE_KEYS.sortKey,
      ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    expect([...props.AttributeDefinitions].sort((a, b) => a.AttributeName.localeCompare(b.AttributeName))).toEqual(
      names.sort().map((name) => ({ AttributeName: name, AttributeType: 'S' })),
    );
  });

  it('keeps resumes in a private, encrypted, versioned bucket that refuses plain HTTP', () => {
    const bucketId = logicalId(kept.data.filesBucket);
    expect(resourcesOf(kept.dataTemplate, 'AWS::S3::Bucket')[bucketId]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      VersioningConfiguration: { Status: 'Enabled' },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LoggingConfiguration: { DestinationBucketName: { Ref: logicalId(kept.data.logsBucket) } },
    });
    const policy = Object.values(resourcesOf(kept.dataTemplate, 'AWS::S3::BucketPolicy')).find(
      (p) => JSON.stringify(p.Properties.Bucket) === JSON.stringify({ Ref: bucketId }),
    );
    expect(policy?.Properties.PolicyDocument).toMatchObject({
      Statement: expect.arrayContaining([
        expect.objectContaining({
          Effect: 'Deny',
          Principal: { AWS: '*' },
          Action: 's3:*',
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      ]),
    });
  });
});

describe('auth stack', () => {
  it('has a user pool where people sign in with their email and only the API creates accounts', () => {
    kept.authTemplate.resourceCountIs('AWS::Cognito::UserPool', 1);
    kept.authTemplate.hasResourceProperties('AWS::Cognito::UserPool', {
      UsernameAttributes: ['email'],
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          RequireLowercase: false,
          RequireUppercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
        },
      },
    });
  });

  it('lets each user turn on TOTP two-step sign-in (optional, authenticator apps only, no SMS)', () => {
    const [pool] = Object.values(resourcesOf(kept.authTemplate, 'AWS::Cognito::UserPool'));
    expect(pool!.Properties.MfaConfiguration).toBe('OPTIONAL');
    expect(pool!.Properties.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
    expect(pool!.Properties.SmsConfiguration).toBeUndefined();
  });

  it('has the custom role attribute, immutable', () => {
    const [pool] = Object.values(resourcesOf(kept.authTemplate, 'AWS::Cognito::UserPool'));
    const schema = pool!.Properties.Schema as Array<{ Name: string; Mutable: boolean; AttributeDataType: string }>;
    expect(schema).toEqual(
      expect.arrayContaining([expect.objectContaining({ Name: 'role', Mutable: false, AttributeDataType: 'String' })]),
    );
  });

  it('has one app client for the API: admin password sign-in and refresh, no secret, 1 h access and 30 d refresh tokens', () => {
    kept.authTemplate.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    const [client] = Object.values(resourcesOf(kept.authTemplate, 'AWS::Cognito::UserPoolClient'));
    const props = client!.Properties;
    expect([...(props.ExplicitAuthFlows as string[])].sort()).toEqual([
      'ALLOW_ADMIN_USER_PASSWORD_AUTH',
      'ALLOW_REFRESH_TOKEN_AUTH',
    ]);
    expect(props.GenerateSecret).toBe(false);
    expect(props).toMatchObject({
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { AccessToken: 'minutes', RefreshToken: 'minutes' },
      EnableTokenRevocation: true,
      // A TOTP challenge lasts as long as the API's challenge cookie.
      AuthSessionValidity: 5,
    });
    // No self-service writes of email, names or role with a user's own token (an empty list
    // would mean every standard attribute): one attribute the product never reads.
    expect(props.WriteAttributes).toEqual(['locale']);
  });

  it('has an SES identity for the sender address, and one per sandbox recipient when asked', () => {
    kept.authTemplate.resourceCountIs('AWS::SES::EmailIdentity', 1);
    kept.authTemplate.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: SENDER });
    expect(kept.auth.sendingIdentities).toEqual([SENDER, SENDER.split('@')[1]]);

    const sandbox = build(false, ['Tester@Example.org', SENDER]);
    sandbox.authTemplate.resourceCountIs('AWS::SES::EmailIdentity', 2);
    sandbox.authTemplate.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'tester@example.org' });
    expect(sandbox.auth.sendingIdentities).toEqual([SENDER, SENDER.split('@')[1], 'tester@example.org']);
  });
});

describe('data protection', () => {
  const deletionPolicy = (template: Template, type: string, id: string) => {
    const resource = resourcesOf(template, type)[id]!;
    return [resource.DeletionPolicy, resource.UpdateReplacePolicy];
  };

  it('keeps the table, the files bucket and the user pool when a retaining stage is deleted', () => {
    expect(deletionPolicy(kept.dataTemplate, 'AWS::DynamoDB::Table', logicalId(kept.data.table))).toEqual([
      'Retain',
      'Retain',
    ]);
    expect(deletionPolicy(kept.dataTemplate, 'AWS::S3::Bucket', logicalId(kept.data.filesBucket))).toEqual([
      'Retain',
      'Retain',
    ]);
    expect(deletionPolicy(kept.authTemplate, 'AWS::Cognito::UserPool', logicalId(kept.auth.userPool))).toEqual([
      'Retain',
      'Retain',
    ]);
    kept.dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: true });
    kept.authTemplate.hasResourceProperties('AWS::Cognito::UserPool', { DeletionProtection: 'ACTIVE' });
    // Nothing empties the buckets.
    kept.dataTemplate.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('deletes them, emptying the buckets first, when a throwaway stage is deleted', () => {
    const data = throwaway.dataTemplate;
    expect(deletionPolicy(data, 'AWS::DynamoDB::Table', logicalId(throwaway.data.table))).toEqual(['Delete', 'Delete']);
    expect(deletionPolicy(data, 'AWS::S3::Bucket', logicalId(throwaway.data.filesBucket))).toEqual([
      'Delete',
      'Delete',
    ]);
    expect(
      deletionPolicy(throwaway.authTemplate, 'AWS::Cognito::UserPool', logicalId(throwaway.auth.userPool)),
    ).toEqual(['Delete', 'Delete']);
    data.hasResourceProperties('AWS::DynamoDB::Table', { DeletionProtectionEnabled: false });
    data.hasResourceProperties('Custom::S3AutoDeleteObjects', {
      BucketName: { Ref: logicalId(throwaway.data.filesBucket) },
    });
  });
});
