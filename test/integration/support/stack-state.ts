// Counts what the local stack has stored (items, files, emails), so tests can prove that
// refused requests stored nothing. Test-only: it scans, which request paths never do.
import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { StackInfo } from '../../../local/stack-process.js';

export interface StoredCounts {
  items: number;
  files: number;
  emails: number;
}

export async function countStored(stack: StackInfo): Promise<StoredCounts> {
  const credentials = { accessKeyId: stack.env.AWS_ACCESS_KEY_ID!, secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY! };
  const dynamo = new DynamoDBClient({ endpoint: stack.env.DYNAMODB_ENDPOINT, region: 'us-east-1', credentials });
  let items = 0;
  let startKey: Record<string, never> | undefined;
  do {
    const page = await dynamo.send(
      new ScanCommand({
        TableName: stack.env.TABLE_NAME,
        Select: 'COUNT',
        // Rate-limit counters count calls that answer, not data (export-my-data takes no input
        // and counts every download); they expire by themselves.
        FilterExpression: 'NOT begins_with(PK, :rate)',
        ExpressionAttributeValues: { ':rate': { S: 'RATE#' } },
        ExclusiveStartKey: startKey,
      }),
    );
    items += page.Count ?? 0;
    startKey = page.LastEvaluatedKey as Record<string, never> | undefined;
  } while (startKey);
  dynamo.destroy();

  const s3 = new S3Client({ endpoint: stack.env.S3_ENDPOINT, region: 'us-east-1', credentials, forcePathStyle: true });
  let files = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: stack.env.FILES_BUCKET, ContinuationToken: token }));
    files += page.KeyCount ?? 0;
    token = page.NextContinuationToken;
  } while (token);
  s3.destroy();

  const store = (await (await fetch(`${stack.mailboxUrl}/store`)).json()) as { emails: unknown[] };
  return { items, files, emails: store.emails.length };
}
