// Infrastructure test of the placeholder stack: the synthesized template, checked against
// the route table and the table design. NodejsFunction bundling is skipped (context
// `aws:cdk:bundling-stacks: []`), so no esbuild run and no handler code is read; the
// handler files must still exist, because the CDK checks every entry path.
import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../../functions/commons/data/table-design.js';
import {
  PlaceholderStack,
  missingHandlerFiles,
  pascalCase,
  usesResumesBucket,
} from '../../infra/placeholder-stack.js';
import { routeList } from '../../shared/routes.js';

type CfnResource = { Type: string; Properties: Record<string, unknown> };

// The same feature flags as `cdk synth` (cdk.json), so the template under test is the one
// that would deploy.
const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context: Record<string, unknown>;
};

describe('table design (functions/commons/data/table-design.ts)', () => {
  it('has the PK/SK keys, three overloaded GSIs and the TTL attribute', () => {
    expect(TABLE_KEYS).toEqual({ partitionKey: 'PK', sortKey: 'SK' });
    expect(TABLE_INDEXES).toEqual([
      { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
      { indexName: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
      { indexName: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    ]);
    expect(TTL_ATTRIBUTE).toBe('expiresAt');
  });
});

describe('route table handler files', () => {
  it('every route-table entry has its handler file under functions/', () => {
    const missing = missingHandlerFiles();
    expect(missing, `handler files named in shared/routes.ts are missing:\n  ${missing.join('\n  ')}\n`).toEqual([]);
  });
});

describe('PlaceholderStack', () => {
  let stack: PlaceholderStack;
  let template: Template;

  beforeAll(() => {
    const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
    stack = new PlaceholderStack(app, 'PlaceholderTest', { stage: 'test' });
    template = Template.fromStack(stack);
  });

  const logicalId = (construct: { node: { defaultChild?: unknown } }): string =>
    stack.getLogicalId(construct.node.defaultChild as CfnFunction);

  describe('table', () => {
    it('is one pay-per-request table with PK/SK string keys, PITR and TTL', () => {
      template.resourceCountIs('AWS::DynamoDB::Table', 1);
      template.hasResourceProperties('AWS::DynamoDB::Table', {
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        BillingMode: 'PAY_PER_REQUEST',
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      });
    });

    it('has exactly the three overloaded GSIs, string keys, projection ALL', () => {
      const [table] = Object.values(template.findResources('AWS::DynamoDB::Table')) as CfnResource[];
      const props = table!.Properties as {
        GlobalSecondaryIndexes: Array<{ IndexName: string; KeySchema: unknown; Projection: unknown }>;
        AttributeDefinitions: Array<{ AttributeName: string; AttributeType: string }>;
      };
      const byName = Object.fromEntries(props.GlobalSecondaryIndexes.map((gsi) => [gsi.IndexName, gsi]));
      expect(Object.keys(byName).sort()).toEqual(['GSI1', 'GSI2', 'GSI3']);
      for (const n of [1, 2, 3]) {
        expect(byName[`GSI${n}`]).toEqual({
          IndexName: `GSI${n}`,
          KeySchema: [
            { AttributeName: `GSI${n}PK`, KeyType: 'HASH' },
            { AttributeName: `GSI${n}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        });
      }
      const expectedAttributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'];
      expect(props.AttributeDefinitions).toHaveLength(expectedAttributes.length);
      expect(props.AttributeDefinitions).toEqual(
        expect.arrayContaining(expectedAttributes.map((name) => ({ AttributeName: name, AttributeType: 'S' }))),
      );
    });
  });

  describe('resumes bucket', () => {
    it('is private, S3-encrypted and versioned', () => {
      template.resourceCountIs('AWS::S3::Bucket', 1);
      template.hasResourceProperties('AWS::S3::Bucket', {
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
      });
    });

    it('denies every request that does not use TLS', () => {
      template.hasResourceProperties('AWS::S3::BucketPolicy', {
        Bucket: { Ref: logicalId(stack.resumesBucket) },
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: 'Deny',
              Principal: { AWS: '*' },
              Action: 's3:*',
              Condition: { Bool: { 'aws:SecureTransport': 'false' } },
            }),
          ]),
        },
      });
    });
  });

  describe('functions', () => {
    it('has exactly one Lambda function per route-table entry, named after the route', () => {
      const lambdaIds = Object.keys(template.findResources('AWS::Lambda::Function')).sort();
      const routeFunctionIds = routeList.map((route) => {
        const fn = stack.functions[route.name];
        expect(fn, `no function for route ${route.name}`).toBeDefined();
        const id = logicalId(fn);
        expect(id.startsWith(`${pascalCase(route.name)}Function`), `${id} for route ${route.name}`).toBe(true);
        return id;
      });
      expect(new Set(routeFunctionIds).size).toBe(routeList.length);
      expect(lambdaIds).toEqual([...routeFunctionIds].sort());
    });

    it('runs every function on Node.js 22, arm64, with the table and bucket names', () => {
      const functions = Object.entries(template.findResources('AWS::Lambda::Function')) as Array<[string, CfnResource]>;
      expect(functions).toHaveLength(routeList.length);
      for (const [id, fn] of functions) {
        expect(fn.Properties, id).toMatchObject({
          Runtime: 'nodejs22.x',
          Architectures: ['arm64'],
          Handler: 'index.handler',
          Environment: {
            Variables: {
              TABLE_NAME: { Ref: logicalId(stack.table) },
              RESUMES_BUCKET: { Ref: logicalId(stack.resumesBucket) },
            },
          },
        });
      }
    });

    it('grants the table to every function and the bucket only to resume-handling routes', () => {
      const policies = Object.values(template.findResources('AWS::IAM::Policy')) as CfnResource[];
      const tableId = logicalId(stack.table);
      const bucketId = logicalId(stack.resumesBucket);
      const bucketUsers: string[] = [];
      for (const route of routeList) {
        const roleId = logicalId(stack.functions[route.name].role!);
        const statements = JSON.stringify(
          policies
            .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`))
            .map((policy) => policy.Properties.PolicyDocument),
        );
        expect(statements.includes(`"${tableId}"`), `table access of ${route.name}`).toBe(true);
        expect(statements.includes(`"${bucketId}"`), `bucket access of ${route.name}`).toBe(usesResumesBucket(route));
        if (usesResumesBucket(route)) bucketUsers.push(route.handler);
      }
      expect(bucketUsers).toContain('accounts/candidate-signup');
      expect(bucketUsers).toContain('candidates/upload-resume');
      expect(bucketUsers).not.toContain('accounts/login');
    });
  });

  describe('HTTP API', () => {
    it('is one HTTP API with exactly one route per entry, keyed `${method} ${path}`', () => {
      template.resourceCountIs('AWS::ApiGatewayV2::Api', 1);
      template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'HTTP' });
      const routeKeys = (Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[]).map(
        (route) => route.Properties.RouteKey,
      );
      expect(routeKeys).toHaveLength(routeList.length);
      expect([...routeKeys].sort()).toEqual(routeList.map((route) => `${route.method} ${route.path}`).sort());
    });

    it("sends each route to its own route's function (payload format 2.0)", () => {
      const integrations = template.findResources('AWS::ApiGatewayV2::Integration') as Record<string, CfnResource>;
      const routes = Object.values(template.findResources('AWS::ApiGatewayV2::Route')) as CfnResource[];
      for (const route of routeList) {
        const cfnRoute = routes.find((r) => r.Properties.RouteKey === `${route.method} ${route.path}`);
        expect(cfnRoute, `route ${route.name}`).toBeDefined();
        const target = JSON.stringify(cfnRoute!.Properties.Target);
        const integrationId = Object.keys(integrations).find((id) => target.includes(`"${id}"`));
        expect(integrationId, `integration of ${route.name}`).toBeDefined();
        expect(integrations[integrationId!]!.Properties).toMatchObject({
          IntegrationType: 'AWS_PROXY',
          PayloadFormatVersion: '2.0',
          IntegrationUri: { 'Fn::GetAtt': [logicalId(stack.functions[route.name]), 'Arn'] },
        });
      }
    });
  });
});
