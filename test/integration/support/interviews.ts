// Interviews for integration tests: proposed by a member through the API, and picked by the candidate.
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ApiClient } from '../../../tools/api-client.js';
import type { Interview } from '#shared/schemas/interviews.js';

/** The date `days` after today, UTC. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const proposal = (conversationID: string) => ({
  conversationID,
  timeZone: 'Europe/Berlin',
  times: [
    { date: dayFromNow(3), start: '10:00', minutes: 45 },
    { date: dayFromNow(4), start: '15:30', minutes: 30 },
  ],
  where: { kind: 'video', value: 'https://meet.example.com/interview' },
});

async function interviewCall(client: ApiClient, path: string, json: unknown): Promise<Interview> {
  const answer = await client.call<{ interview: Interview }>('POST', path, { json });
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data.interview;
}

export const proposeInterview = (employer: ApiClient, conversationID: string) =>
  interviewCall(employer, '/api/propose-interview', proposal(conversationID));

/** Proposed by the employer, the first time picked by the candidate. */
export async function confirmedInterview(employer: ApiClient, candidate: ApiClient, conversationID: string) {
  const proposed = await proposeInterview(employer, conversationID);
  return interviewCall(candidate, '/api/answer-interview', {
    conversationID,
    interviewID: proposed.interviewID,
    pick: 0,
  });
}

/**
 * Rejects the application through the API, then reads every interview item of it straight
 * from the table (consistent), for tests that check all of them closed.
 */
export async function rejectAndReadInterviews(
  employer: ApiClient,
  table: { client: DynamoDBDocumentClient; name: string },
  application: { jobID: string; candidateID: string },
): Promise<Record<string, unknown>[]> {
  const rejected = await employer.call('PUT', '/api/update-application-stage', {
    json: { jobID: application.jobID, userID: application.candidateID, stage: 'rejected', rejectionReason: 'skills' },
  });
  if (rejected.status !== 200)
    throw new Error(`rejecting answered ${rejected.status}: ${JSON.stringify(rejected.body)}`);
  const { Items = [] } = await table.client.send(
    new QueryCommand({
      TableName: table.name,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :interview)',
      ExpressionAttributeValues: {
        ':pk': `JOB#${application.jobID}`,
        ':interview': `INTERVIEW#${application.candidateID}#`,
      },
      ConsistentRead: true,
    }),
  );
  return Items;
}
