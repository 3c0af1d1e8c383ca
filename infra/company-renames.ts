// The company rename queue (functions/jobs/company-rename.ts): the Schedule stack makes it and
// its worker; the Api stack, made before it, knows it by this name, so that neither stack
// refers to the other (as with the interview reminders).
import { Arn, Aws, Stack } from 'aws-cdk-lib';

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
