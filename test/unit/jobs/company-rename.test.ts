// The company rename worker (jobs/company-rename.ts, handlers/rename-company-jobs.ts): one page
// of the company's jobs per message, each stale job renamed under the version lock and on
// condition that the company still has the name, then the next page's message queued; a run
// overtaken by a later rename stops; a page run again writes no job twice.
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobKey, type JobItem } from '#functions/jobs/jobs.js';
import { RENAME_PAGE_SIZE, renameCompanyJobsPage } from '#functions/jobs/company-rename.js';
import { handler as renameCompanyJobs } from '#functions/jobs/handlers/rename-company-jobs.js';
import { OWNER_COMPANY_ID, jobsTestTable, storedJob } from '../support/jobs.js';
import { lambdaContext } from '../../support/lambda-events.js';

const dynamo = jobsTestTable();
const sqs = mockClient(SQSClient);
const QUEUE_URL = 'https://sqs.us-east-1.amazonaws.com/123456789012/hiring-test-company-renames';
const NEW_NAME = 'Engines Inc';
const jobID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const COMPANY_KEY = { PK: `COMPANY#${OWNER_COMPANY_ID}`, SK: 'COMPANY' };
const lastKey = (job: JobItem) => ({ PK: job.PK, SK: job.SK, GSI1PK: job.GSI1PK, GSI1SK: job.GSI1SK });
const transactions = () => dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
const queued = () => sqs.commandCalls(SendMessageCommand).map((c) => JSON.parse(c.args[0].input.MessageBody!));
const cancelled = (codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

beforeEach(() => {
  sqs.reset();
  sqs.on(SendMessageCommand).resolves({ MessageId: 'm-1' });
  process.env.COMPANY_RENAME_QUEUE_URL = QUEUE_URL;
  dynamo.on(TransactWriteCommand).resolves({});
});

describe('company rename worker', () => {
  it('renames the stale jobs of one page, skips those already renamed, and queues the next page', async () => {
    const page = [
      storedJob({ jobID: jobID(1), version: 2 }),
      storedJob({ jobID: jobID(2), companyName: NEW_NAME }),
      storedJob({ jobID: jobID(3), active: false }),
    ];
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: page, LastEvaluatedKey: lastKey(page[2]!) });

    const event = {
      Records: [{ messageId: 'r-1', body: JSON.stringify({ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME }) }],
    };
    const answer = (await renameCompanyJobs(event as unknown as SQSEvent, lambdaContext)) as SQSBatchResponse;

    expect(answer.batchItemFailures).toEqual([]);
    const query = dynamo.commandCalls(QueryCommand, { IndexName: 'GSI1' })[0]!.args[0].input;
    expect(query).toMatchObject({
      Limit: RENAME_PAGE_SIZE,
      ExpressionAttributeValues: { ':pk': `COMPANYJOBS#${OWNER_COMPANY_ID}` },
    });
    expect(query.ExclusiveStartKey).toBeUndefined();
    const writes = transactions();
    expect(writes.map((items) => items[1]!.Update!.Key)).toEqual([jobKey(jobID(1)), jobKey(jobID(3))]);
    const [guard, job, ...entries] = writes[0]!;
    expect(guard!.ConditionCheck).toMatchObject({
      Key: COMPANY_KEY,
      ConditionExpression: 'companyName = :name',
      ExpressionAttributeValues: { ':name': NEW_NAME },
    });
    expect(job!.Update!.ExpressionAttributeValues).toMatchObject({ ':version': 2, ':next': 3 });
    expect(Object.values(job!.Update!.ExpressionAttributeValues!)).toContain(NEW_NAME);
    expect(entries.map((entry) => entry.Put!.Item!.SK)).toContain('LIST#all');
    for (const entry of entries.filter((item) => item.Put))
      expect(entry.Put!.Item!.card).toMatchObject({ employer: { companyName: NEW_NAME } });
    expect(queued()).toEqual([{ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME, after: lastKey(page[2]!) }]);
  });

  it('goes on from the key the message carries, and queues nothing after the last page', async () => {
    const after = lastKey(storedJob({ jobID: jobID(3) }));
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [storedJob({ jobID: jobID(4) })] });

    const report = await renameCompanyJobsPage({ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME, after });

    expect(report).toEqual({ renamed: 1, unchanged: 0, superseded: false });
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'GSI1' })[0]!.args[0].input.ExclusiveStartKey).toEqual(after);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('reads a job changed meanwhile again, and skips it when it already carries the name', async () => {
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [storedJob({ jobID: jobID(1) })] });
    dynamo.on(TransactWriteCommand).rejectsOnce(cancelled(['None', 'ConditionalCheckFailed']));
    dynamo
      .on(GetCommand, { Key: jobKey(jobID(1)) })
      .resolves({ Item: storedJob({ jobID: jobID(1), version: 2, companyName: NEW_NAME }) });

    const report = await renameCompanyJobsPage({ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME });

    expect(report).toEqual({ renamed: 0, unchanged: 1, superseded: false });
    expect(transactions()).toHaveLength(1);
  });

  it('stops when the company was renamed again since: the later run names the jobs', async () => {
    const page = [storedJob({ jobID: jobID(1) }), storedJob({ jobID: jobID(2) })];
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: page, LastEvaluatedKey: lastKey(page[1]!) });
    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None']));

    const report = await renameCompanyJobsPage({ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME });

    expect(report).toEqual({ renamed: 0, unchanged: 0, superseded: true });
    // No retry of the overtaken write, no other job, no next page.
    expect(transactions()).toHaveLength(1);
    expect(sqs.commandCalls(SendMessageCommand)).toHaveLength(0);
  });

  it('reports a message that failed alone, for SQS to hand it back', async () => {
    dynamo.on(QueryCommand, { IndexName: 'GSI1' }).resolves({ Items: [] });
    const event = {
      Records: [
        { messageId: 'r-1', body: JSON.stringify({ companyID: OWNER_COMPANY_ID }) },
        { messageId: 'r-2', body: JSON.stringify({ companyID: OWNER_COMPANY_ID, companyName: NEW_NAME }) },
      ],
    };

    const answer = (await renameCompanyJobs(event as unknown as SQSEvent, lambdaContext)) as SQSBatchResponse;

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'r-1' }]);
    expect(dynamo.commandCalls(QueryCommand, { IndexName: 'GSI1' })).toHaveLength(1);
  });
});
