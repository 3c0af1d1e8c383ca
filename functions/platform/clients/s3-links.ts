// Short-lived signed GET links to objects of the files bucket (photos, resumes), made by the
// SDK's request presigner with the app's S3 client: nothing is sent to S3 to make one.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';
import { s3 } from './s3.js';

export interface SignedLinkOptions {
  /** Seconds the link works (S3 allows up to 7 days). */
  expiresIn: number;
  /** Content-Type and Content-Disposition S3 answers with (response-content-type, ...). */
  responseContentType?: string;
  responseContentDisposition?: string;
  /** The signing time; now by default. */
  signingDate?: Date;
}

/** A signed GET link to `key` in the files bucket. */
export function signedGetUrl(key: string, options: SignedLinkOptions): Promise<string> {
  const command = new GetObjectCommand({
    Bucket: config.filesBucket,
    Key: key,
    ResponseContentType: options.responseContentType,
    ResponseContentDisposition: options.responseContentDisposition,
  });
  return getSignedUrl(s3(), command, { expiresIn: options.expiresIn, signingDate: options.signingDate });
}
