// The departments lookup: PK LOOKUP#DEPARTMENT, SK <name>; one Query reads them all.
import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';

const DEPARTMENTS_PK = 'LOOKUP#DEPARTMENT';

export async function listDepartments(): Promise<{ name: string }[]> {
  const names: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': DEPARTMENTS_PK },
        ProjectionExpression: '#name',
        ExpressionAttributeNames: { '#name': 'name' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) names.push(String(item.name));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return names.map((name) => ({ name }));
}

/** The department of that name (case-insensitive), in its stored spelling; one GetItem. */
export async function findDepartment(name: string): Promise<string | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: config.tableName, Key: { PK: DEPARTMENTS_PK, SK: name.trim().toLowerCase() } }),
  );
  return Item ? String(Item.name) : undefined;
}

/** Idempotent: writing a department that exists changes nothing. */
export async function seedDepartments(names: readonly string[]): Promise<void> {
  for (let i = 0; i < names.length; i += 25) {
    let requests: Record<string, object[]> | undefined = {
      [config.tableName]: names.slice(i, i + 25).map((name) => ({
        PutRequest: { Item: { PK: DEPARTMENTS_PK, SK: name.toLowerCase(), name } },
      })),
    };
    // BatchWrite may hand back part of the batch under load: send that part again.
    while (requests && Object.keys(requests).length > 0) {
      const { UnprocessedItems } = await dynamo().send(new BatchWriteCommand({ RequestItems: requests }));
      requests = UnprocessedItems as Record<string, object[]> | undefined;
    }
  }
}
