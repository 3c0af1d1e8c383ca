// S3: putting and deleting the files of the files bucket, as the SDK names and types those
// commands (clients/aws/service-client.ts says why they are not the SDK's).
import type { DeleteObjectCommandInput, DeleteObjectCommandOutput, PutObjectCommandInput, PutObjectCommandOutput } from '@aws-sdk/client-s3';
import type { MetadataBearer } from '@smithy/types';
import { config } from '../config.js';
import { xmlError } from './aws/protocols.js';
import { awsEndpoint, ServiceClient, ServiceCommand, sharedClient, type ServiceResponse } from './aws/service-client.js';

/**
 * An object's URL: path-style on the local stack's endpoint (s3rver), else the bucket's
 * regional virtual-hosted name, as the SDK makes it (the site's CSP allows this name:
 * infra/web-stack.ts). Each key segment is URI-encoded once.
 */
export function objectUrl(bucket: string, key: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const endpoint = config.endpoints.s3;
  if (endpoint) return new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/${path}`);
  return new URL(`${awsEndpoint(`${bucket}.s3`, config.region)}/${path}`);
}

abstract class ObjectCommand<Input extends { Bucket: string | undefined; Key: string | undefined }, Output extends MetadataBearer> extends ServiceCommand<Input, Output> {
  protected url(input: Input): string {
    return objectUrl(input.Bucket ?? '', input.Key ?? '').toString();
  }

  protected toError(response: ServiceResponse) {
    return xmlError(response);
  }
}

/** What our uploads send: the bytes, and the headers S3 answers downloads with. */
export type PutObjectInput = Pick<PutObjectCommandInput, 'Bucket' | 'Key' | 'ContentType' | 'ContentDisposition'> & { Body: Uint8Array | string };

export class PutObjectCommand extends ObjectCommand<PutObjectInput, PutObjectCommandOutput> {
  readonly commandName = 'PutObjectCommand';

  protected toRequest(input: PutObjectInput) {
    const headers: Record<string, string> = {};
    if (input.ContentType) headers['content-type'] = input.ContentType;
    if (input.ContentDisposition) headers['content-disposition'] = input.ContentDisposition;
    return { method: 'PUT', url: this.url(input), headers, body: input.Body };
  }

  protected toOutput(response: ServiceResponse) {
    return { ETag: response.headers.etag, VersionId: response.headers['x-amz-version-id'] };
  }
}

export class DeleteObjectCommand extends ObjectCommand<DeleteObjectCommandInput, DeleteObjectCommandOutput> {
  readonly commandName = 'DeleteObjectCommand';

  protected toRequest(input: DeleteObjectCommandInput) {
    return { method: 'DELETE', url: this.url(input), headers: {} };
  }

  protected toOutput(response: ServiceResponse) {
    return { DeleteMarker: response.headers['x-amz-delete-marker'] === 'true' || undefined, VersionId: response.headers['x-amz-version-id'] };
  }
}

export class S3Client extends ServiceClient {}

export const s3 = sharedClient(S3Client, { signingName: 's3', host: 's3', localEndpoint: () => config.endpoints.s3 });
