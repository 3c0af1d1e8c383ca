// Short-lived signed GET links to objects of the files bucket (photos, resumes). A link is a
// URL signed with the function's credentials (SigV4 in the query): nothing is sent to S3.
// Signed as the SDK's presigner signs (payload UNSIGNED-PAYLOAD, x-id naming the operation),
// so the links are the SDK's, byte for byte.
import { config } from '../config.js';
import { signRequest } from './aws/service-client.js';
import { objectUrl, s3 } from './s3.js';

export interface SignedLinkOptions {
  /** Seconds the link works (S3 allows up to 7 days). */
  expiresIn: number;
  /** Content-Type and Content-Disposition S3 answers with (response-content-type, ...). */
  responseContentType?: string;
  responseContentDisposition?: string;
  /** The signing time; now by default. */
  signingDate?: Date;
}

/** RFC 3986 encoding, as SigV4 wants it: encodeURIComponent leaves !'()* alone. */
const encodeRfc3986 = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** A signed GET link to `key` in the files bucket. */
export async function signedGetUrl(key: string, options: SignedLinkOptions): Promise<string> {
  const url = objectUrl(config.resumesBucket, key);
  const query: Record<string, string | undefined> = {
    'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    'X-Amz-Expires': String(options.expiresIn),
    'response-content-disposition': options.responseContentDisposition,
    'response-content-type': options.responseContentType,
    'x-id': 'GetObject',
  };
  for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, value);
  const signed = await signRequest(
    s3().config,
    { method: 'GET', url: url.toString(), headers: {} },
    { signQuery: true, datetime: options.signingDate?.toISOString().replace(/[:-]|\.\d{3}/g, '') },
  );
  // URLSearchParams would write a space as "+", which S3 reads as a plus: write the query as it
  // was signed, in the canonical (sorted) order the SDK writes it in.
  const search = [...signed.url.searchParams]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${encodeRfc3986(name)}=${encodeRfc3986(value)}`).join('&');
  return `${signed.url.origin}${signed.url.pathname}?${search}`;
}
