// The table module: callers pass the DocumentClient's inputs without TableName and every
// command goes out on the table, a transaction's items each naming it.
import {
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteItem,
  getItem,
  paginateTableQuery,
  putItem,
  queryTable,
  scanTable,
  transact,
  updateItem,
} from '#platform/dynamodb/table.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';
const key = { PK: 'USER#1', SK: 'PROFILE' };

beforeEach(() => dynamo.reset());

describe('single-item calls, queries and scans', () => {
  it('send the caller’s input on the table, as the DocumentClient’s own commands', async () => {
    dynamo.on(GetCommand).resolves({ Item: { ...key, name: 'Ada' } });

    expect((await getItem({ Key: key, ConsistentRead: true })).Item).toEqual({ ...key, name: 'Ada' });
    await putItem({ Item: key, ConditionExpression: 'attribute_not_exists(PK)' });
    await updateItem({ Key: key, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } });
    await deleteItem({ Key: key });
    await queryTable({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': key.PK } });
    await scanTable({ Limit: 5 });

    expect(dynamo.commandCalls(GetCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Key: key,
      ConsistentRead: true,
    });
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input).toEqual({
      TableName: TABLE,
      Item: key,
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({ TableName: TABLE, Key: key });
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Key: key });
    expect(dynamo.commandCalls(QueryCommand)[0]!.args[0].input).toMatchObject({ TableName: TABLE });
    expect(dynamo.commandCalls(ScanCommand)[0]!.args[0].input).toEqual({ TableName: TABLE, Limit: 5 });
  });

  it('pages a Query on the table through the SDK paginator', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }], LastEvaluatedKey: { PK: 'a', SK: 'b' } })
      .resolves({ Items: [{ n: 2 }] });

    const pages = [];
    for await (const page of paginateTableQuery({ KeyConditionExpression: 'PK = :pk' }, 1)) pages.push(page.Items);

    expect(pages).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    // The paginator reuses one input object between pages: what each call sent is its last state.
    const sent = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(sent).toHaveLength(2);
    for (const input of sent)
      expect(input).toMatchObject({ TableName: TABLE, KeyConditionExpression: 'PK = :pk', Limit: 1 });
  });
});

describe('transact', () => {
  it('names the table in every item, whatever its operation, and keeps their order', async () => {
    dynamo.on(TransactWriteCommand).resolves({});

    await transact([
      { ConditionCheck: { Key: key, ConditionExpression: 'attribute_exists(PK)' } },
      { Put: { Item: { PK: 'A', SK: 'B' } } },
      { Delete: { Key: { PK: 'C', SK: 'D' } } },
      { Update: { Key: key, UpdateExpression: 'ADD n :one', ExpressionAttributeValues: { ':one': 1 } } },
    ]);

    expect(dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toEqual([
      { ConditionCheck: { TableName: TABLE, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
      { Put: { TableName: TABLE, Item: { PK: 'A', SK: 'B' } } },
      { Delete: { TableName: TABLE, Key: { PK: 'C', SK: 'D' } } },
      {
        Update: {
          TableName: TABLE,
          Key: key,
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
  });

  it('throws what DynamoDB throws, for transactions.ts to read', async () => {
    const cancelled = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    dynamo.on(TransactWriteCommand).rejects(cancelled);

    await expect(transact([{ Put: { Item: key } }, { Delete: { Key: key } }])).rejects.toBe(cancelled);
  });
});
