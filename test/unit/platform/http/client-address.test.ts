// The caller's address for rate limits: CloudFront's viewer address is believed only with the
// secret origin header, else the connection's address stands.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionAddress, ORIGIN_VERIFY_HEADER, viewerAddress } from '#platform/http/client-address.js';
import { httpEvent } from '../../../support/lambda-events.js';

const SECRET = 'origin-secret-0123456789';
const fromEdge = (headers: Record<string, string>) => httpEvent({ sourceIp: '130.176.0.1', headers });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('client address', () => {
  it('is the connection’s source address', () => {
    expect(connectionAddress(httpEvent({ sourceIp: '203.0.113.7' }))).toBe('203.0.113.7');
  });

  it('is the viewer’s, less the port, when the request carries the origin secret', () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', SECRET);
    const event = fromEdge({ 'cloudfront-viewer-address': '198.51.100.4:53211', [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(viewerAddress(event)).toBe('198.51.100.4');
  });

  it.each([
    ['without the origin secret', { 'cloudfront-viewer-address': '198.51.100.4:53211' }],
    [
      'with a wrong origin secret',
      { 'cloudfront-viewer-address': '198.51.100.4:53211', [ORIGIN_VERIFY_HEADER]: 'guessed' },
    ],
  ])('ignores a viewer address sent %s', (_case, headers) => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', SECRET);
    expect(viewerAddress(fromEdge(headers))).toBe('130.176.0.1');
  });

  it('never believes the header where no secret is configured (the local stack)', () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET', '');
    const event = fromEdge({ 'cloudfront-viewer-address': '198.51.100.4:53211', [ORIGIN_VERIFY_HEADER]: '' });
    expect(viewerAddress(event)).toBe('130.176.0.1');
  });
});
