// The departments lookup: PK LOOKUP#DEPARTMENT, SK <name>; one Query reads them all.
import { batchWrite, putRequest } from '#platform/dynamodb/batch-write.js';
import { queryItems } from '#platform/dynamodb/query-items.js';
import { getItem } from '#platform/dynamodb/table.js';

const DEPARTMENTS_PK = 'LOOKUP#DEPARTMENT';

export async function listDepartments(): Promise<{ name: string }[]> {
  const items = await queryItems({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': DEPARTMENTS_PK },
    ProjectionExpression: '#name',
    ExpressionAttributeNames: { '#name': 'name' },
  });
  return items.map((item) => ({ name: String(item.name) }));
}

/** The key of the department of that name (case-insensitive). */
export const departmentKey = (name: string) => ({ PK: DEPARTMENTS_PK, SK: name.trim().toLowerCase() });

/** The department of that name (case-insensitive), in its stored spelling; one GetItem. */
export async function findDepartment(name: string): Promise<string | undefined> {
  const { Item } = await getItem({ Key: departmentKey(name) });
  return Item ? String(Item.name) : undefined;
}

/** Idempotent: writing a department that exists changes nothing. */
export async function seedDepartments(names: readonly string[]): Promise<void> {
  await batchWrite(names.map((name) => putRequest({ PK: DEPARTMENTS_PK, SK: name.toLowerCase(), name })));
}
