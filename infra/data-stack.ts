// Data: the single DynamoDB table, the private files bucket (which holds resumes/ and
// photos/) and the bucket that receives its access logs.
import { Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../functions/platform/dynamodb/table-design.js';
import { accessLogsBucket, PRIVATE_BUCKET, removal } from './buckets.js';

export interface DataStackProps extends StackProps {
  readonly stage: string;
  /**
   * Keep the table and the files bucket when the stack is deleted (RETAIN, table deletion
   * protection on). When false (throwaway stages) they are deleted with the stack, the
   * buckets emptied first.
   */
  readonly retainData: boolean;
}

/**
 * The files bucket's name, fixed per stage, account and region (at most 63 characters
 * for a 20-character stage). The other stacks derive its ARN and presigned-link host from
 * it, without a cross-stack reference.
 */
export const filesBucketName = (stage: string): string => `hiring-${stage}-files-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  readonly logsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { retainData } = props;

    // Single table: keys, GSIs and TTL come from the shared design, so the local stack
    // creates exactly the same table in DynamoDB Local.
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: { name: TABLE_KEYS.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE_KEYS.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: TTL_ATTRIBUTE,
      deletionProtection: retainData,
      removalPolicy: retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    for (const index of TABLE_INDEXES) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    this.logsBucket = accessLogsBucket(this, retainData);

    // Resumes and photos: private, encrypted, TLS only; read through short-lived signed URLs.
    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      ...PRIVATE_BUCKET,
      bucketName: filesBucketName(props.stage),
      versioned: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.logsBucket,
      serverAccessLogsPrefix: 'resumes-bucket/',
      lifecycleRules: [
        // Replaced or deleted files stay recoverable for a while, then go.
        { noncurrentVersionExpiration: Duration.days(30), abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      ...removal(retainData),
    });
  }
}
