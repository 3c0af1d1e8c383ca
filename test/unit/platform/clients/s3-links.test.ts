// Signed links to files (clients/s3-links.ts): made by the SDK's presigner with the app's S3
// client, so they name the files bucket the way each environment reaches it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const signingDate = new Date('2026-11-22T10:20:30Z');

beforeEach(() => {
  vi.resetModules();
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY');
  vi.stubEnv('AWS_SESSION_TOKEN', 'session-token-example');
});

afterEach(() => {
  vi.unstubAllEnvs();
});

// The S3 client is made once per process: a fresh module graph per test sees its endpoint.
const load = () => import('#platform/clients/s3-links.js');

describe('signedGetUrl', () => {
  it('signs a photo link on the bucket in AWS (virtual-hosted, with its expiry and the session token)', async () => {
    const { signedGetUrl } = await load();
    const key = 'photos/1b4e28ba-2fa1-11d2-883f-0016d3cca427/5f0c3b1e-0000-4000-8000-000000000001.png';
    const url = new URL(await signedGetUrl(key, { expiresIn: 1800, signingDate }));
    expect(url.origin).toBe('https://unit-files.s3.us-east-1.amazonaws.com');
    expect(url.pathname).toBe(`/${key}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1800');
    expect(url.searchParams.get('X-Amz-Date')).toBe('20261122T102030Z');
    expect(url.searchParams.get('X-Amz-Security-Token')).toBe('session-token-example');
    expect(url.searchParams.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20261122/us-east-1/s3/aws4_request');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a resume link with its response headers, path-style on the local endpoint', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    const { signedGetUrl } = await load();
    const key = 'resumes/1b4e28ba-2fa1-11d2-883f-0016d3cca427/résumé 2026.pdf';
    const url = new URL(
      await signedGetUrl(key, {
        expiresIn: 600,
        signingDate,
        responseContentType: 'application/pdf',
        responseContentDisposition: 'inline; filename="resume.pdf"',
      }),
    );
    expect(url.origin).toBe('http://127.0.0.1:4569');
    expect(decodeURIComponent(url.pathname)).toBe(`/unit-files/${key}`);
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline; filename="resume.pdf"');
  });

  it('gives a different signature for a different object', async () => {
    const { signedGetUrl } = await load();
    const sign = async (key: string) =>
      new URL(await signedGetUrl(key, { expiresIn: 60, signingDate })).searchParams.get('X-Amz-Signature');
    expect(await sign('photos/a.png')).not.toBe(await sign('photos/b.png'));
  });
});
