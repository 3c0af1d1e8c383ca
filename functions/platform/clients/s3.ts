import { S3Client } from '@aws-sdk/client-s3';
import { config } from '../config.js';
import { traced } from '../observability/tracer.js';
import { clientConfig } from './aws-client-config.js';

let client: S3Client | undefined;

export function s3(): S3Client {
  const endpoint = config.endpoints.s3;
  client ??= traced(
    new S3Client({
      ...clientConfig(endpoint, config.region),
      // s3rver understands path-style requests and no optional checksums.
      forcePathStyle: Boolean(endpoint),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  );
  return client;
}
