// The caller's address, for the per-address rate limits. Behind CloudFront, API Gateway sees
// the edge server's address, and the viewer's comes in CloudFront-Viewer-Address. Anyone can
// send that header to the API's own endpoint, so it is believed only with the secret origin
// header that CloudFront adds to every request it sends to the API (infra/web-stack.ts).
// Passed to apiHandler by the routes that read `sourceIp`, so that only their functions
// receive the secret (uses.secrets 'origin').
import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/** The header CloudFront adds to requests to the API, holding ORIGIN_VERIFY_SECRET. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

type AddressedEvent = Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>;

/** The connection's source address: the caller itself, or CloudFront's edge server. */
export const connectionAddress = (event: AddressedEvent): string => event.requestContext?.http?.sourceIp ?? '';

/**
 * The viewer's address ("ip:port" less the port) when the request proves it came through
 * CloudFront; otherwise the connection's. Without ORIGIN_VERIFY_SECRET (the local stack's
 * gateway sets nothing) the header is never believed.
 */
export function viewerAddress(event: AddressedEvent): string {
  const viewer = event.headers?.['cloudfront-viewer-address'];
  const secret = process.env.ORIGIN_VERIFY_SECRET;
  if (viewer && secret && sameSecret(event.headers?.[ORIGIN_VERIFY_HEADER], secret)) return viewer.replace(/:\d+$/, '');
  return connectionAddress(event);
}

/** Constant-time comparison (of digests, so that lengths leak nothing either). */
function sameSecret(given: string | undefined, secret: string): boolean {
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
