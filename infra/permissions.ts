// What each function may do, derived from its route's `uses` (shared/routes.ts) and
// nothing else: every action is named (no `service:*`, no `Get*`), every resource is the
// specific table, index, object prefix, user pool or email identity.
import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { AwsUses, FilesFolder } from '../shared/routes.js';

/** GetItem, Query and BatchGetItem: every read the data layer makes (no Scan, ever). */
export const TABLE_READ_ACTIONS = ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'] as const;
/**
 * Writes, singly, in batches and in transactions: TransactWriteItems is authorised per
 * item as Put/Update/Delete, plus ConditionCheckItem for its condition-only items.
 */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
] as const;

/** Reading an object also covers HeadObject and the presigned GET links the API hands out. */
export const FILES_READ_ACTIONS = ['s3:GetObject'] as const;
export const FILES_WRITE_ACTIONS = ['s3:PutObject', 's3:DeleteObject'] as const;
/** The ARN of every object in a folder of the bucket: what a Files statement grants. */
export const filesPrefixArn = (bucketArn: string, folder: FilesFolder): string => `${bucketArn}/${folder}/*`;

/** SES v2 SendEmail is authorised as ses:SendEmail on the sending identity. */
export const EMAIL_ACTIONS = ['ses:SendEmail'] as const;

/** The resources a function may be granted. ARNs may be tokens. */
export interface GrantableResources {
  readonly tableArn: string;
  readonly indexNames: readonly string[];
  /** Needed only by functions that use files or users. */
  readonly filesBucketArn?: string;
  readonly userPoolArn?: string;
  /** The sender's identities: the address itself and its domain (SES authorises the one it sends with). */
  readonly senderIdentityArns: readonly string[];
}

/** `value`, which a function that uses `what` cannot do without. */
function needed(value: string | undefined, what: string): string {
  if (!value) throw new Error(`A function that uses ${what} needs its ARN`);
  return value;
}

/** The folders of the bucket a route's uses grant at exactly `access`, in a stable order. */
export const filesFolders = (uses: AwsUses, access: 'read' | 'write'): FilesFolder[] =>
  (['resumes', 'photos'] as const).filter((folder) => uses.files?.[folder] === access);

/** The statements a function whose route declares `uses` needs, in a stable order. */
export function statementsFor(uses: AwsUses, resources: GrantableResources): iam.PolicyStatement[] {
  const statements = [
    new iam.PolicyStatement({
      sid: 'Table',
      actions: uses.table === 'write' ? [...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS] : [...TABLE_READ_ACTIONS],
      resources: [resources.tableArn, ...resources.indexNames.map((index) => `${resources.tableArn}/index/${index}`)],
    }),
  ];
  // One statement per access level, each naming the folders granted it.
  for (const access of ['read', 'write'] as const) {
    const folders = filesFolders(uses, access);
    if (folders.length === 0) continue;
    statements.push(
      new iam.PolicyStatement({
        sid: access === 'read' ? 'FilesRead' : 'FilesWrite',
        actions: access === 'write' ? [...FILES_READ_ACTIONS, ...FILES_WRITE_ACTIONS] : [...FILES_READ_ACTIONS],
        resources: folders.map((folder) => filesPrefixArn(needed(resources.filesBucketArn, 'files'), folder)),
      }),
    );
  }
  if (uses.users?.length) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Users',
        actions: uses.users.map((operation) => `cognito-idp:${operation}`),
        resources: [needed(resources.userPoolArn, 'users')],
      }),
    );
  }
  if (uses.email) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Email',
        actions: [...EMAIL_ACTIONS],
        resources: [...resources.senderIdentityArns],
      }),
    );
  }
  return statements;
}

/** ARN of an SES identity (an address or a domain) in the stack's account and region. */
export const sesIdentityArn = (scope: Stack, identity: string): string =>
  Arn.format(
    { service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    scope,
  );
