// The company rename queue (functions/jobs/company-rename.ts): the Schedule stack makes it and
// its worker; the Api stack, made before it, knows it by this name, so that neither stack
// refers to the other (as with the interview reminders).
import { Arn, Aws, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  COMPANY_RENAME_MAX_RECEIVES,
  COMPANY_RENAME_QUEUE_VISIBILITY,
  COMPANY_RENAMES,
  COMPANY_RENAMES_TIMEOUT,
  type TaskFunction,
} from './scheduled-tasks.js';
import { feedFromQueue, workQueue } from './work-queues.js';

export const companyRenameQueueName = (stage: string) => `hiring-${stage}-company-renames`;

/** The queue's ARN, in the stack's account and region. */
export const companyRenameQueueArn = (scope: Stack, stage: string): string =>
  Arn.format({ service: 'sqs', resource: companyRenameQueueName(stage) }, scope);

/** What a function that queues renames finds in its environment (its URL, made as SQS makes it). */
export function companyRenameEnvironment(scope: Stack, stage: string): Record<string, string> {
  return {
    COMPANY_RENAME_QUEUE_URL: `https://sqs.${scope.region}.${Aws.URL_SUFFIX}/${scope.account}/${companyRenameQueueName(stage)}`,
  };
}

/**
 * The queue and its worker, in the Schedule stack: the bio update (Api stack, by the queue's
 * name) queues the first page; the worker renames a page of jobs per message and queues the next.
 */
export function companyRenameWorker(
  stack: Stack,
  stage: string,
  makeFunction: (task: TaskFunction) => lambda.Function,
  tableStatements: iam.PolicyStatement[],
) {
  const { queue, deadLetters } = workQueue(stack, 'CompanyRename', {
    queueName: companyRenameQueueName(stage),
    visibilityTimeout: COMPANY_RENAME_QUEUE_VISIBILITY,
    maxReceiveCount: COMPANY_RENAME_MAX_RECEIVES,
  });
  const worker = makeFunction({
    baseId: 'RenameCompanyJobs',
    bundle: COMPANY_RENAMES,
    roleDescription:
      "The company rename worker: takes pages from its queue, reads and rewrites the company's jobs, queues the next page.",
    description: "Company renames: puts a company's new name on its jobs, a page per message.",
    statements: [
      ...tableStatements,
      new iam.PolicyStatement({
        sid: 'CompanyRenameQueue',
        actions: [
          'sqs:SendMessage',
          'sqs:ReceiveMessage',
          'sqs:DeleteMessage',
          'sqs:ChangeMessageVisibility',
          'sqs:GetQueueAttributes',
        ],
        resources: [queue.queueArn],
      }),
    ],
    memorySize: 512,
    timeout: COMPANY_RENAMES_TIMEOUT,
    environment: companyRenameEnvironment(stack, stage),
  });
  // One page per invocation: well within the worker's timeout.
  feedFromQueue(stack, 'RenameCompanyJobsFromQueue', worker, queue, { batchSize: 1 });
  return { queue, deadLetters, worker };
}
