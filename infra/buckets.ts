// What every bucket of the app has in common: private, encrypted, TLS only, and either
// kept or emptied and deleted with its stack.
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { acknowledge } from './nag.js';

/** The settings every private bucket of the app shares: no public access, TLS only, encrypted. */
export const PRIVATE_BUCKET: s3.BucketProps = {
  blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
  encryption: s3.BucketEncryption.S3_MANAGED,
  enforceSSL: true,
  minimumTLSVersion: 1.2,
};

/** RETAIN, or DESTROY with the objects emptied out first (buckets only). */
export const removal = (retain: boolean) =>
  retain ? { removalPolicy: RemovalPolicy.RETAIN } : { removalPolicy: RemovalPolicy.DESTROY, autoDeleteObjects: true };

/**
 * A bucket for access logs (S3 server access logs, CloudFront standard logs, which are
 * delivered with an ACL: so ACLs are enabled), kept for a year.
 */
export function accessLogsBucket(scope: Construct, retain: boolean): s3.Bucket {
  const bucket = new s3.Bucket(scope, 'LogsBucket', {
    ...PRIVATE_BUCKET,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(365), abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    ...removal(retain),
  });
  acknowledge(bucket, {
    'AwsSolutions-S1':
      'This is an access-log bucket: logging its own access into itself would loop; the buckets and the distribution of its stack log here.',
  });
  return bucket;
}
