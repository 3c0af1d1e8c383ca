// The departments lookup: PK LOOKUP#DEPARTMENT, SK <name>; one Query reads them all.
import { dynamo, GetCommand, QueryCommand } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { batchWrite, putRequest } from './batch-write.js';

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
  await batchWrite(names.map((name) => putRequest({ PK: DEPARTMENTS_PK, SK: name.toLowerCase(), name })));
}
