// What each function may do, derived from its route's `uses` (shared/routes.ts) and
// nothing else: every action is named (no `service:*`, no `Get*`), every resource is the
// specific table, index, object prefix, user pool or email identity.
import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  USER_POOL_OPERATIONS,
  type AwsUses,
  type FilesAccess,
  type FilesFolder,
  type ParameterName,
} from '../shared/routes.js';

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
/** Erasing a user's files: every version of them too (the bucket is versioned). */
export const FILES_ERASE_ACTIONS = ['s3:DeleteObjectVersion'] as const;
/** Listing the versions under a folder: granted on the bucket, limited to the folders by s3:prefix. */
export const FILES_LIST_ACTIONS = ['s3:ListBucket', 's3:ListBucketVersions'] as const;
/** The ARN of every object in a folder of the bucket: what a Files statement grants. */
export const filesPrefixArn = (bucketArn: string, folder: FilesFolder): string => `${bucketArn}/${folder}/*`;

/** SES v2 SendEmail is authorised as ses:SendEmail on the sending identity. */
export const EMAIL_ACTIONS = ['ses:SendEmail'] as const;

/** The interview reminders' schedules, and handing the scheduler the role it invokes their function with. */
export const REMINDER_SCHEDULE_ACTIONS = [
  'scheduler:CreateSchedule',
  'scheduler:UpdateSchedule',
  'scheduler:DeleteSchedule',
] as const;
export const PASS_ROLE_ACTIONS = ['iam:PassRole'] as const;

/** Reading one String parameter by its name (no decryption, no listing, no path). */
export const PARAMETER_ACTIONS = ['ssm:GetParameter'] as const;

/** The resources a function may be granted. ARNs may be tokens. */
export interface GrantableResources {
  readonly tableArn: string;
  readonly indexNames: readonly string[];
  /** Needed only by functions that use files or users. */
  readonly filesBucketArn?: string;
  readonly userPoolArn?: string;
  /** The sender's identities: the address itself and its domain (SES authorises the one it sends with). */
  readonly senderIdentityArns: readonly string[];
  /** The configuration set every email names: SES authorises SendEmail on it too. */
  readonly configurationSetArn?: string;
  /**
   * The SSM parameters the stage's functions read. A declared one missing here is not read: the
   * stage gives its value in the environment instead (SITE_URL, with a custom domain).
   */
  readonly parameterArns?: Partial<Record<ParameterName, string>>;
  /** The interview reminders' schedules (their group's) and the role the scheduler invokes with. */
  readonly reminders?: { readonly schedulesArn: string; readonly schedulerRoleArn: string };
  /** The company rename queue, which the bio update hands the jobs' renaming to. */
  readonly companyRenameQueueArn?: string;
}

/** `value`, which a function that uses `what` cannot do without. */
function needed(value: string | undefined, what: string): string {
  if (!value) throw new Error(`A function that uses ${what} needs its ARN`);
  return value;
}

/** The folders of the bucket a route's uses grant at exactly `access`, in a stable order. */
export const filesFolders = (uses: AwsUses, access: FilesAccess): FilesFolder[] =>
  (['resumes', 'photos', 'logos'] as const).filter((folder) => uses.files?.[folder] === access);

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
  const objectActions: Record<FilesAccess, readonly string[]> = {
    read: FILES_READ_ACTIONS,
    write: [...FILES_READ_ACTIONS, ...FILES_WRITE_ACTIONS],
    erase: [...FILES_READ_ACTIONS, ...FILES_WRITE_ACTIONS, ...FILES_ERASE_ACTIONS],
  };
  const sids: Record<FilesAccess, string> = { read: 'FilesRead', write: 'FilesWrite', erase: 'FilesErase' };
  for (const access of ['read', 'write', 'erase'] as const) {
    const folders = filesFolders(uses, access);
    if (folders.length === 0) continue;
    const bucketArn = needed(resources.filesBucketArn, 'files');
    statements.push(
      new iam.PolicyStatement({
        sid: sids[access],
        actions: [...objectActions[access]],
        resources: folders.map((folder) => filesPrefixArn(bucketArn, folder)),
      }),
    );
    if (access === 'erase') {
      statements.push(
        new iam.PolicyStatement({
          sid: 'FilesList',
          actions: [...FILES_LIST_ACTIONS],
          resources: [bucketArn],
          conditions: { StringLike: { 's3:prefix': folders.map((folder) => `${folder}/*`) } },
        }),
      );
    }
  }
  // Token-authorised calls (USER_TOKEN_OPERATIONS) take no IAM grant: Cognito ignores IAM for them.
  const adminOperations = (uses.users ?? []).filter((operation) =>
    (USER_POOL_OPERATIONS as readonly string[]).includes(operation),
  );
  if (adminOperations.length) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Users',
        actions: adminOperations.map((operation) => `cognito-idp:${operation}`),
        resources: [needed(resources.userPoolArn, 'users')],
      }),
    );
  }
  if (uses.email) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'Email',
        actions: [...EMAIL_ACTIONS],
        resources: [
          ...resources.senderIdentityArns,
          ...(resources.configurationSetArn ? [resources.configurationSetArn] : []),
        ],
      }),
    );
  }
  if (uses.reminders) {
    const reminders = resources.reminders;
    if (!reminders) throw new Error('A function that uses reminders needs their schedule group and role');
    statements.push(
      new iam.PolicyStatement({
        sid: 'Reminders',
        actions: [...REMINDER_SCHEDULE_ACTIONS],
        resources: [reminders.schedulesArn],
      }),
      new iam.PolicyStatement({
        sid: 'PassReminderRole',
        actions: [...PASS_ROLE_ACTIONS],
        resources: [reminders.schedulerRoleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );
  }
  if (uses.companyRenames) {
    statements.push(
      new iam.PolicyStatement({
        sid: 'CompanyRenameQueue',
        actions: ['sqs:SendMessage'],
        resources: [needed(resources.companyRenameQueueArn, 'the company rename queue')],
      }),
    );
  }
  const parameters = (uses.parameters ?? []).flatMap((name) => resources.parameterArns?.[name] ?? []);
  if (parameters.length) {
    statements.push(
      new iam.PolicyStatement({ sid: 'Parameters', actions: [...PARAMETER_ACTIONS], resources: parameters }),
    );
  }
  return statements;
}

/** ARN of an SES configuration set in the stack's account and region. */
export const sesConfigurationSetArn = (scope: Stack, name: string): string =>
  Arn.format(
    { service: 'ses', resource: 'configuration-set', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    scope,
  );

/** ARN of an SES identity (an address or a domain) in the stack's account and region. */
export const sesIdentityArn = (scope: Stack, identity: string): string =>
  Arn.format(
    { service: 'ses', resource: 'identity', resourceName: identity, arnFormat: ArnFormat.SLASH_RESOURCE_NAME },
    scope,
  );

/** ARN of an SSM parameter (its name starts with /) in the stack's account and region. */
export const ssmParameterArn = (scope: Stack, name: string): string =>
  Arn.format(
    {
      service: 'ssm',
      resource: 'parameter',
      resourceName: name.replace(/^\//, ''),
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    },
    scope,
  );
