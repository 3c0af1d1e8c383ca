// Helpers of the job integration and browser tests: a valid job form, posting jobs, reading the table
// directly (to check what the API leaves behind) and writing applications as docs/data-model.md, pattern 8, says.
import { randomUUID } from 'node:crypto';
import { QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '#shared/schemas/jobs.js';
import { applicantEntries, applicantPlace } from '#functions/applications/index.js';
import type { StackInfo } from '../../local/stack-process.js';
import type { ApiClient } from '../../tools/api-client.js';
import { documentClient } from '../../tools/test-users.js';

/** A word no other test uses, to find one's own jobs in a shared table. */
export const uniqueWord = () => `Zq${randomUUID().replaceAll('-', '').slice(0, 10)}`;

export const jobForm = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Backend Developer',
  jobType: 'full-time',
  department: 'Engineering',
  country: 'France',
  timeZone: 'Europe/Paris (GMT+01:00)',
  startTime: '09:00',
  endTime: '17:30',
  aboutRole: 'Build and run our APIs.',
  paymentInterval: 'monthly',
  minSalary: 4000,
  maxSalary: 6000,
  currency: 'EUR',
  applicantCountries: [],
  screeningQuestions: [],
  rejectWhenUnqualified: false,
  ...overrides,
});

export async function addJob(client: ApiClient, overrides: Record<string, unknown> = {}): Promise<Job> {
  const answer = await client.call<{ job: Job }>('POST', '/api/add-job', { json: jobForm(overrides) });
  if (answer.status !== 200) throw new Error(`add-job answered ${answer.status}: ${answer.body.data.msg}`);
  return answer.body.data.job;
}

/** Every item under the job's partition (job, search entries, applications), read directly. */
export async function partitionItems(stack: StackInfo, jobID: string) {
  const { Items } = await documentClient(stack).send(
    new QueryCommand({
      TableName: stack.env.TABLE_NAME,
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': `JOB#${jobID}` },
      ConsistentRead: true,
    }),
  );
  return Items ?? [];
}

/**
 * An application as job-application stores it (pattern 8) with its entries in the job's
 * applicant lists (pattern 37), and the job's applicantCount.
 */
export async function writeApplication(
  stack: StackInfo,
  jobID: string,
  candidate: { userID: string; firstName: string; lastName: string; email: string },
) {
  const createdAt = new Date().toISOString();
  await documentClient(stack).send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: stack.env.TABLE_NAME,
            Item: {
              PK: `JOB#${jobID}`,
              SK: `APPLICATION#${candidate.userID}`,
              GSI1PK: `CANDIDATE#${candidate.userID}`,
              GSI1SK: `APPLICATION#${createdAt}`,
              ...candidate,
              country: 'France',
              phoneNo: '+33 1 23 45 67 89',
              jobID,
              createdAt,
            },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...applicantEntries(applicantPlace({ jobID, userID: candidate.userID, createdAt })).map((Item) => ({
          Put: { TableName: stack.env.TABLE_NAME, Item },
        })),
        {
          Update: {
            TableName: stack.env.TABLE_NAME,
            Key: { PK: `JOB#${jobID}`, SK: 'JOB' },
            UpdateExpression: 'ADD applicantCount :one',
            ConditionExpression: 'attribute_exists(PK) AND active = :open',
            ExpressionAttributeValues: { ':one': 1, ':open': true },
          },
        },
      ],
    }),
  );
}

/** The application form as a candidate in Spain sends it, with `fields` over it. */
export const applicationForm = (who: { email: string }, jobID: string, fields: Record<string, unknown> = {}) => ({
  firstName: 'Ada',
  lastName: 'Applicant',
  email: who.email,
  country: 'Spain',
  phoneNo: '+34 600 000 000',
  jobID,
  ...fields,
});

/** Sends the application form through the real call; answers the API's answer. */
export const sendApplication = (
  who: { email: string; client: ApiClient },
  jobID: string,
  fields: Record<string, unknown> = {},
) => who.client.call('POST', '/api/job-application', { json: applicationForm(who, jobID, fields) });

/** Applies through the real call and fails the test unless it answers 200. */
export async function applyTo(
  who: { email: string; client: ApiClient },
  jobID: string,
  fields: Record<string, unknown> = {},
): Promise<void> {
  const answer = await sendApplication(who, jobID, fields);
  if (answer.status !== 200) throw new Error(`job-application answered ${answer.status}: ${answer.body.data.msg}`);
}
