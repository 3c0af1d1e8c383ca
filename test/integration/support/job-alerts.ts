// Helpers of the job alert tests: a candidate's alert made through the API, its stored item,
// and one run of its digest in this process against the stack (as the scheduled function
// does), with the email it sent.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AlertItem } from '#functions/job-alerts/job-alerts.js';
import type { StackInfo } from '../../../local/stack-process.js';
import { jobAlertEmails, unsubscribeTokenOf, type StoredEmail } from '../../../local/mailbox.js';
import type { ApiClient } from '../../../tools/api-client.js';
import { addJob, uniqueWord } from '../../support/jobs.js';
import { createSignedInUser, documentClient, type TestUser } from '../../../tools/test-users.js';

/** Points the digest of this process at the stack: table, mailbox and site, as its handlers have them. */
export function useStackEnvironment(stack: StackInfo): void {
  Object.assign(process.env, stack.env, { POWERTOOLS_LOG_LEVEL: 'CRITICAL' });
}

export const digests = () => import('#functions/job-alerts/job-alert-digests.js');
/** The daily run of every digest (alerts' and followers'), as the local stack's timer runs it. */
export const dailyDigests = () => import('#functions/flows/daily-digests.js');

export async function createAlert(client: ApiClient, search: Record<string, unknown>): Promise<string> {
  const answer = await client.call<{ alert: { alertID: string } }>('POST', '/api/create-job-alert', { json: search });
  if (answer.status !== 200) throw new Error(`create-job-alert answered ${answer.status}: ${answer.body.data.msg}`);
  return answer.body.data.alert.alertID;
}

export async function alertItem(stack: StackInfo, userID: string, alertID: string): Promise<AlertItem | undefined> {
  const { Item } = await documentClient(stack).send(
    new GetCommand({
      TableName: stack.env.TABLE_NAME,
      Key: { PK: `USER#${userID}`, SK: `ALERT#${alertID}` },
      ConsistentRead: true,
    }),
  );
  return Item as AlertItem | undefined;
}

/** Runs the digest of one alert now, as the daily run would for it. */
export async function runDigestOf(stack: StackInfo, userID: string, alertID: string) {
  useStackEnvironment(stack);
  const item = await alertItem(stack, userID, alertID);
  if (!item) throw new Error(`no alert ${alertID}`);
  return (await digests()).sendAlertDigest(item);
}

/**
 * A candidate with an alert for a new word, a job that matches it, and the digest email that
 * run sent them: its unsubscribe token included.
 */
export async function sentDigest(
  stack: StackInfo,
  employer: ApiClient,
): Promise<{ candidate: TestUser; alertID: string; word: string; email: StoredEmail; token: string }> {
  const word = uniqueWord();
  const candidate = await createSignedInUser(stack, 'candidate', { firstName: 'Ada' });
  const alertID = await createAlert(candidate.client, { jobTitle: word });
  await addJob(employer, { jobTitle: `${word} Analyst` });
  const outcome = await runDigestOf(stack, candidate.userID, alertID);
  if (outcome !== 'sent') throw new Error(`the digest of ${word} was ${outcome}`);
  const [email] = await jobAlertEmails(stack.mailboxUrl, candidate.email, word);
  const token = email && unsubscribeTokenOf(email);
  if (!email || !token) throw new Error(`no job alert email with an unsubscribe link reached ${candidate.email}`);
  return { candidate, alertID, word, email, token };
}
