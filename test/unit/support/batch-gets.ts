// Unit tests describe the table's items once, as GetCommand answers of the mocked document
// client; this answers each BatchGetCommand key by key from those same answers, so a
// handler that reads items in one batch (the session's profile with a preloaded item, for
// example) sees the same table. Each key of a batch is also recorded as a GetCommand call:
// assert on batches with commandCalls(BatchGetCommand).
import {
  BatchGetCommand,
  GetCommand,
  type BatchGetCommandInput,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { AwsClientStub } from 'aws-sdk-client-mock';

export function answerBatchGetsFromGets(dynamo: AwsClientStub<DynamoDBDocumentClient>): void {
  dynamo.on(BatchGetCommand).callsFake(async (input: BatchGetCommandInput) => {
    const Responses: Record<string, Record<string, unknown>[]> = {};
    for (const [TableName, { Keys = [], ConsistentRead }] of Object.entries(input.RequestItems ?? {})) {
      Responses[TableName] = [];
      for (const Key of Keys) {
        // The stub's own send: the GetCommand answers set up with dynamo.on(GetCommand, ...).
        const send = dynamo.send as unknown as (
          command: GetCommand,
        ) => Promise<{ Item?: Record<string, unknown> } | undefined>;
        const answer = await send(new GetCommand({ TableName, Key, ConsistentRead }));
        if (answer?.Item) Responses[TableName].push(answer.Item);
      }
    }
    return { Responses };
  });
}
