// A conversation's entry moves its version twice: in the entry's own transaction, and once
// more after the other side's unread markers, so a reader whose poll fetched the entry before
// their marker existed fetches again and clears it. The second move may fail: the entry stands.
import {
  BatchWriteCommand,
  DynamoDBDocumentClient,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { addConversationEntry, type ConversationAccess } from '#functions/messages/conversations.js';
import { conversationKey } from '#functions/messages/conversation-items.js';
import type { ApplicationItem } from '#functions/applications/index.js';
import type { JobItem } from '#functions/jobs/index.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const JOB_ID = '6c5b4a3f-2e1d-4c0b-9a8f-7e6d5c4b3a2f';
const CANDIDATE_ID = '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
const MEMBER_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const COMPANY_ID = '7b6a5f4e-3d2c-4b1a-8f9e-8d7c6b5a4f3e';

const access: ConversationAccess = {
  conversationID: `${JOB_ID}_${CANDIDATE_ID}`,
  jobID: JOB_ID,
  candidateID: CANDIDATE_ID,
  companyID: COMPANY_ID,
  side: 'company',
  reader: { userID: MEMBER_ID, name: 'Ada Lovelace' },
  application: { jobID: JOB_ID, userID: CANDIDATE_ID, firstName: 'Grace', lastName: 'Hopper' } as ApplicationItem,
  job: { jobID: JOB_ID, companyID: COMPANY_ID, jobTitle: 'Analyst', companyName: 'Analytical Engines' } as JobItem,
  unread: false,
  closed: false,
};
const send = () =>
  addConversationEntry(access, { kind: 'message', side: 'company', text: 'Hello', sender: access.reader });

describe('a conversation entry', () => {
  beforeEach(() => {
    dynamo.reset();
    dynamo.on(TransactWriteCommand).resolves({});
    dynamo.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    dynamo.on(UpdateCommand).resolves({});
  });

  it('moves the version in its transaction, then again after the unread markers', async () => {
    await send();

    const order = dynamo.calls().map((call) => call.args[0].constructor.name);
    expect(order).toEqual(['TransactWriteCommand', 'BatchWriteCommand', 'UpdateCommand']);
    const [transaction] = dynamo.commandCalls(TransactWriteCommand);
    const conversation = (transaction!.args[0].input as TransactWriteCommandInput).TransactItems![1]!.Update!;
    expect(conversation.Key).toEqual(conversationKey(JOB_ID, CANDIDATE_ID));
    expect(conversation.UpdateExpression).toMatch(/ ADD #version :one$/);
    expect(conversation.ExpressionAttributeValues![':one']).toBe(1);
    const markers = dynamo.commandCalls(BatchWriteCommand)[0]!.args[0].input.RequestItems!;
    expect(JSON.stringify(markers)).toContain(`CONVUNREAD#CANDIDATE#${access.conversationID}`);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      Key: conversationKey(JOB_ID, CANDIDATE_ID),
      UpdateExpression: 'ADD #version :one',
      ConditionExpression: 'attribute_exists(PK)',
    });
  });

  it('stands when the second move fails', async () => {
    dynamo.on(UpdateCommand).rejects(new Error('throttled'));
    await expect(send()).resolves.toMatchObject({ item: { text: 'Hello', side: 'company' } });
  });
});
