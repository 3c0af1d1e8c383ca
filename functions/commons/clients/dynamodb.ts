// DynamoDB, as the SDK's document client (lib-dynamodb) offers it: items in and out are plain
// values, marshalled here with the SDK's own util-dynamodb. The commands are the ones our data
// code uses (clients/aws/service-client.ts says why they are not the SDK's).
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import type { MetadataBearer } from '@smithy/types';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { config } from '../config.js';
import { JsonRpcCommand } from './aws/protocols.js';
import { ServiceClient, sharedClient } from './aws/service-client.js';

/** Fields that hold one item or key (a map of attributes), wherever they are in a request or answer. */
const ATTRIBUTE_MAPS = new Set(['Item', 'Key', 'Attributes', 'ExpressionAttributeValues', 'ExclusiveStartKey', 'LastEvaluatedKey']);
/** Fields that hold a list of items or keys. */
const ATTRIBUTE_MAP_LISTS = new Set(['Items', 'Keys']);

type Convert = (map: Record<string, unknown>) => Record<string, unknown>;

/**
 * Copies a request or an answer, converting every item and key in it: BatchGetItem's
 * Responses are lists by table; TransactWriteItems' items sit two levels down (Put.Item).
 */
function convertItems(value: unknown, convert: Convert): unknown {
  if (Array.isArray(value)) return value.map((entry) => convertItems(entry, convert));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([field, inner]) => {
      if (inner === undefined || inner === null) return [field, inner];
      if (ATTRIBUTE_MAPS.has(field)) return [field, convert(inner as Record<string, unknown>)];
      if (ATTRIBUTE_MAP_LISTS.has(field)) return [field, (inner as Record<string, unknown>[]).map(convert)];
      if (field === 'Responses' && !Array.isArray(inner)) {
        return [field, Object.fromEntries(Object.entries(inner as Record<string, Record<string, unknown>[]>).map(([table, items]) => [table, items.map(convert)]))];
      }
      return [field, convertItems(inner, convert)];
    }),
  );
}

// Undefined attributes are left out, as the document client was set to do.
const toAttributes: Convert = (map) => marshall(map, { removeUndefinedValues: true });
const fromAttributes: Convert = (map) => unmarshall(map as Parameters<typeof unmarshall>[0]);

abstract class DocumentCommand<Input extends object, Output extends MetadataBearer> extends JsonRpcCommand<Input, Output> {
  protected abstract readonly operation: string;
  protected readonly jsonVersion = '1.0';

  protected get target() {
    return `DynamoDB_20120810.${this.operation}`;
  }

  protected override serialize(input: Input) {
    return convertItems(input, toAttributes);
  }

  protected override deserialize(body: Record<string, unknown>) {
    return convertItems(body, fromAttributes) as Omit<Output, '$metadata'>;
  }
}

/**
 * The command class of one operation (a class, so aws-sdk-client-mock can match its
 * instances), with the document client's name for it.
 */
// A pure call: bundles drop the commands a function never sends.
/* @__NO_SIDE_EFFECTS__ */
const documentCommand = <Input extends object, Output extends MetadataBearer>(operation: string, commandName: string) =>
  class extends DocumentCommand<Input, Output> {
    readonly commandName = commandName;
    protected readonly operation = operation;
  };

export const GetCommand = documentCommand<GetCommandInput, GetCommandOutput>('GetItem', 'GetCommand');
export const PutCommand = documentCommand<PutCommandInput, PutCommandOutput>('PutItem', 'PutCommand');
export const UpdateCommand = documentCommand<UpdateCommandInput, UpdateCommandOutput>('UpdateItem', 'UpdateCommand');
export const DeleteCommand = documentCommand<DeleteCommandInput, DeleteCommandOutput>('DeleteItem', 'DeleteCommand');
export const QueryCommand = documentCommand<QueryCommandInput, QueryCommandOutput>('Query', 'QueryCommand');
export const BatchGetCommand = documentCommand<BatchGetCommandInput, BatchGetCommandOutput>('BatchGetItem', 'BatchGetCommand');
export const BatchWriteCommand = documentCommand<BatchWriteCommandInput, BatchWriteCommandOutput>('BatchWriteItem', 'BatchWriteCommand');
export const TransactWriteCommand = documentCommand<TransactWriteCommandInput, TransactWriteCommandOutput>('TransactWriteItems', 'TransactWriteCommand');

export class DynamoDBDocumentClient extends ServiceClient {}

/** The DynamoDB document client, made once per process (Lambda container or local gateway). */
export const dynamo = sharedClient(DynamoDBDocumentClient, { signingName: 'dynamodb', host: 'dynamodb', localEndpoint: () => config.endpoints.dynamodb });

export type { BatchGetCommandInput, BatchGetCommandOutput, BatchWriteCommandInput, QueryCommandInput, TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
