import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let documentClient: DynamoDBDocumentClient | undefined;

/** The DynamoDB document client, made once per process (Lambda container or local gateway). */
export function dynamo(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(
    traced(new DynamoDBClient(clientConfig(config.endpoints.dynamodb, config.region))),
    { marshallOptions: { removeUndefinedValues: true } },
  );
  return documentClient;
}
