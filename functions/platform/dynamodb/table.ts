// The table, reached one way. Every read and write of the functions goes through here and
// names the table here, so callers pass the DocumentClient's own inputs without TableName
// and nothing else constructs a DynamoDB command (a lint rule holds it: eslint.config.js).
// The commands stay the DocumentClient's classes, which unit tests mock by class.
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  paginateQuery,
  PutCommand,
  QueryCommand,
  ScanCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchWriteCommandInput,
  type DeleteCommandInput,
  type GetCommandInput,
  type PutCommandInput,
  type QueryCommandInput,
  type ScanCommandInput,
  type TransactWriteCommandInput,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';

type WithoutTable<Input> = Omit<Input, 'TableName'>;

export type GetInput = WithoutTable<GetCommandInput>;
export type PutInput = WithoutTable<PutCommandInput>;
export type UpdateInput = WithoutTable<UpdateCommandInput>;
export type DeleteInput = WithoutTable<DeleteCommandInput>;
export type QueryInput = WithoutTable<QueryCommandInput>;
export type ScanInput = WithoutTable<ScanCommandInput>;

export const getItem = (input: GetInput) => dynamo().send(new GetCommand({ TableName: config.tableName, ...input }));
export const putItem = (input: PutInput) => dynamo().send(new PutCommand({ TableName: config.tableName, ...input }));
export const updateItem = (input: UpdateInput) =>
  dynamo().send(new UpdateCommand({ TableName: config.tableName, ...input }));
export const deleteItem = (input: DeleteInput) =>
  dynamo().send(new DeleteCommand({ TableName: config.tableName, ...input }));
export const queryTable = (input: QueryInput) =>
  dynamo().send(new QueryCommand({ TableName: config.tableName, ...input }));
export const scanTable = (input: ScanInput) =>
  dynamo().send(new ScanCommand({ TableName: config.tableName, ...input }));

/** The pages of a Query, through the SDK's own paginator (`pageSize` items a page at most). */
export const paginateTableQuery = (input: QueryInput, pageSize?: number) =>
  paginateQuery({ client: dynamo(), pageSize }, { TableName: config.tableName, ...input });

type SdkTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
const TRANSACT_OPERATIONS = ['ConditionCheck', 'Put', 'Delete', 'Update'] as const;

/** One item of a transaction: the DocumentClient's shape without TableName. */
export type TransactItem = {
  [Operation in (typeof TRANSACT_OPERATIONS)[number]]?: WithoutTable<NonNullable<SdkTransactItem[Operation]>>;
};

/**
 * One TransactWriteItems of `items`, all on the table. It fails as a whole; why DynamoDB
 * cancelled it (which item's condition failed) is read with transactions.ts.
 */
export function transact(items: readonly TransactItem[]) {
  const TransactItems = items.map((item) => {
    const named: SdkTransactItem = {};
    for (const operation of TRANSACT_OPERATIONS) {
      const body = item[operation];
      if (body) Object.assign(named, { [operation]: { TableName: config.tableName, ...body } });
    }
    return named;
  });
  return dynamo().send(new TransactWriteCommand({ TransactItems }));
}

/**
 * One BatchGetItem of keys of the table: the items found, and the keys DynamoDB left unread
 * (under load). `attributes`: only these of each item (and its keys), to answer less.
 */
export async function batchGetOnce(keys: readonly object[], consistentRead: boolean, attributes?: readonly string[]) {
  const projected = attributes ? ['PK', 'SK', ...attributes] : undefined;
  const projection = projected && {
    ProjectionExpression: projected.map((_, index) => `#a${index}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(projected.map((name, index) => [`#a${index}`, name])),
  };
  const answer = await dynamo().send(
    new BatchGetCommand({
      RequestItems: { [config.tableName]: { Keys: [...keys], ConsistentRead: consistentRead, ...projection } },
    }),
  );
  return {
    items: answer.Responses?.[config.tableName] ?? [],
    unprocessedKeys: answer.UnprocessedKeys?.[config.tableName]?.Keys ?? [],
  };
}

export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** One BatchWriteItem of requests on the table: answers the requests DynamoDB left unwritten (under load). */
export async function batchWriteOnce(requests: readonly WriteRequest[]): Promise<WriteRequest[]> {
  const answer = await dynamo().send(new BatchWriteCommand({ RequestItems: { [config.tableName]: [...requests] } }));
  return answer.UnprocessedItems?.[config.tableName] ?? [];
}
