// Short-lived signed GET links to objects of the files bucket (photos, resumes), made with the
// SDK's own SigV4 signer. A link is a URL signed with the function's credentials: nothing is
// sent to S3, so the S3 client and its request presigner (about 150 KB minified, in every
// function that shows a photo) are not needed for it. Signed as the SDK's presigner signs
// (service s3, path not escaped twice, payload UNSIGNED-PAYLOAD, content-type unsigned).
import { formatUrl } from '@aws-sdk/core/util';
import { Sha256Node } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { config } from '../config.js';
import { defaultProvider } from './lambda-credentials.js';

export interface SignedLinkOptions {
  /** Seconds the link works (S3 allows up to 7 days). */
  expiresIn: number;
  /** Content-Type and Content-Disposition S3 answers with (response-content-type, ...). */
  responseContentType?: string;
  responseContentDisposition?: string;
  /** The signing time; now by default. */
  signingDate?: Date;
}

let signer: SignatureV4 | undefined;

// In AWS (and in the local stack) a function's credentials are in its environment.
function s3Signer(): SignatureV4 {
  signer ??= new SignatureV4({ service: 's3', region: config.region, credentials: defaultProvider(), sha256: Sha256Node, uriEscapePath: false, applyChecksum: false });
  return signer;
}

/**
 * The object's URL in the files bucket: path-style on the local stack's endpoint (s3rver),
 * else the bucket's regional virtual-hosted name, as the SDK makes it (the site's CSP allows
 * this name: infra/web-stack.ts). Each key segment is URI-encoded once.
 */
function objectUrl(key: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const bucket = config.resumesBucket;
  const endpoint = config.endpoints.s3;
  if (endpoint) return new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/${path}`);
  // The China regions have their own domain; every other region is under amazonaws.com.
  const domain = config.region.startsWith('cn-') ? 'amazonaws.com.cn' : 'amazonaws.com';
  return new URL(`https://${bucket}.s3.${config.region}.${domain}/${path}`);
}

/** A signed GET link to `key` in the files bucket. */
export async function signedGetUrl(key: string, options: SignedLinkOptions): Promise<string> {
  const url = objectUrl(key);
  const request = new HttpRequest({
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    // x-id names the operation, as the SDK's presigner does: the same links, byte for byte.
    query: {
      'x-id': 'GetObject',
      ...(options.responseContentType ? { 'response-content-type': options.responseContentType } : {}),
      ...(options.responseContentDisposition ? { 'response-content-disposition': options.responseContentDisposition } : {}),
    },
    headers: { host: url.host, 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' },
  });
  const signed = await s3Signer().presign(request, {
    expiresIn: options.expiresIn,
    signingDate: options.signingDate,
    unsignableHeaders: new Set(['content-type']),
  });
  return formatUrl(signed);
}
