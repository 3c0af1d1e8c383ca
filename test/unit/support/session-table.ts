// An in-memory table behind the mocked DynamoDB client, for the session tests: profiles, the
// session records and their rotation transaction, revocation, and the Query and batch delete
// that end every session. Other writes (rate limits, codes, the email change) succeed.
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type BatchGetCommandInput,
  type BatchWriteCommandInput,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { awsError, cancelled, dynamo } from './accounts.js';

type Item = Record<string, unknown>;
type Key = { PK: unknown; SK: unknown };
const id = (key: Key) => `${String(key.PK)}|${String(key.SK)}`;

/** `SET a = :x, b = :y` applied to `item`. */
function applySet(item: Item, expression: string, values: Record<string, unknown>): void {
  for (const assignment of expression.replace(/^SET /, '').split(', ')) {
    const [name, value] = assignment.split(' = ') as [string, string];
    item[name] = values[value];
  }
}

export function useSessionTable(...initial: Item[]) {
  const items = new Map<string, Item>(initial.map((item) => [id(item as Key), { ...item }]));
  const get = (key: Key) => items.get(id(key));
  // Reads answer copies, as DynamoDB does: a later write does not change what was read.
  const read = (key: Key) => (get(key) ? structuredClone(get(key)) : undefined);

  dynamo.on(GetCommand).callsFake(async (input: { Key: Key }) => ({ Item: read(input.Key) }));
  dynamo.on(BatchGetCommand).callsFake(async (input: BatchGetCommandInput) => {
    const [table, { Keys = [] }] = Object.entries(input.RequestItems!)[0]!;
    return { Responses: { [table]: Keys.map((key) => read(key as Key)).filter(Boolean) } };
  });
  dynamo.on(PutCommand).callsFake(async (input: { Item: Item; ConditionExpression?: string }) => {
    if (input.ConditionExpression === 'attribute_not_exists(PK)' && get(input.Item as Key))
      throw awsError('ConditionalCheckFailedException');
    items.set(id(input.Item as Key), { ...input.Item });
    return {};
  });
  dynamo.on(DeleteCommand).callsFake(async (input: { Key: Key }) => {
    items.delete(id(input.Key));
    return {};
  });
  dynamo
    .on(UpdateCommand)
    .callsFake(async (input: { Key: Key; UpdateExpression: string; ExpressionAttributeValues: Item }) => {
      if (input.UpdateExpression === 'SET sessionsValidAfter = :cutoff') {
        get(input.Key)!.sessionsValidAfter = input.ExpressionAttributeValues[':cutoff'];
        return {};
      }
      return { Attributes: { hits: 1 } };
    });
  dynamo.on(QueryCommand).callsFake(async (input: { ExpressionAttributeValues: Item }) => {
    const { ':pk': pk, ':prefix': prefix } = input.ExpressionAttributeValues as { ':pk': string; ':prefix': string };
    const found = [...items.values()].filter((item) => item.PK === pk && String(item.SK).startsWith(prefix));
    return { Items: found.map(({ PK, SK }) => ({ PK, SK })) };
  });
  dynamo.on(BatchWriteCommand).callsFake(async (input: BatchWriteCommandInput) => {
    for (const request of Object.values(input.RequestItems!)[0]!) items.delete(id(request.DeleteRequest!.Key as Key));
    return { UnprocessedItems: {} };
  });
  dynamo.on(TransactWriteCommand).callsFake(async (input: TransactWriteCommandInput) => {
    const [first, second] = input.TransactItems!;
    if (!first?.Update || !String(first.Update.Key!.SK).startsWith('SESSION#')) return {};
    // The rotation: the session's secret must be the expected one, the profile not revoked since.
    const values = first.Update.ExpressionAttributeValues!;
    const record = get(first.Update.Key as Key);
    if (!record || record.secretHash !== values[':expected']) throw cancelled('ConditionalCheckFailed', 'None');
    const profile = get(second!.ConditionCheck!.Key as Key);
    const startedAt = second!.ConditionCheck!.ExpressionAttributeValues![':startedAt'] as number;
    if (
      profile?.status !== 'active' ||
      (profile.sessionsValidAfter !== undefined && (profile.sessionsValidAfter as number) >= startedAt)
    )
      throw cancelled('None', 'ConditionalCheckFailed');
    applySet(record, first.Update.UpdateExpression!, values);
    return {};
  });

  return {
    items,
    get,
    put: (item: Item) => items.set(id(item as Key), { ...item }),
    /** The session records, oldest first as stored. */
    sessions: () => [...items.values()].filter((item) => String(item.SK).startsWith('SESSION#')),
  };
}
