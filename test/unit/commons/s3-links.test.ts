// Signed links to files (clients/s3-links.ts) against the SDK's own presigner as the oracle:
// the same credentials, time and object must give the very same URL, on AWS and locally.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedGetUrl } from '#commons/clients/s3-links.js';

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'session-token-example' };
const signingDate = new Date('2026-11-22T10:20:30Z');
const bucket = 'unit-resumes';

beforeEach(() => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', credentials.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', credentials.secretAccessKey);
  vi.stubEnv('AWS_SESSION_TOKEN', credentials.sessionToken);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

function sdkLink(input: Omit<ConstructorParameters<typeof GetObjectCommand>[0], 'Bucket'>, expiresIn: number, endpoint?: string) {
  // The settings of the app's S3 client (clients/s3.ts): no optional checksums.
  const client = new S3Client({
    region: 'us-east-1',
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
  });
  return getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, ...input }), { expiresIn, signingDate });
}

describe('signedGetUrl', () => {
  it('signs a photo link exactly as the SDK presigner does, on the bucket in AWS', async () => {
    const key = 'photos/1b4e28ba-2fa1-11d2-883f-0016d3cca427/5f0c3b1e-0000-4000-8000-000000000001.png';
    const ours = await signedGetUrl(key, { expiresIn: 1800, signingDate });
    expect(ours).toBe(await sdkLink({ Key: key }, 1800));
    expect(ours).toContain('X-Amz-Expires=1800');
  });

  it('signs a resume link with its response headers exactly as the SDK does, path-style on the local endpoint', async () => {
    vi.stubEnv('S3_ENDPOINT', 'http://127.0.0.1:4569');
    const key = 'resumes/1b4e28ba-2fa1-11d2-883f-0016d3cca427/résumé 2026.pdf';
    const options = { responseContentType: 'application/pdf', responseContentDisposition: 'inline; filename="resume.pdf"' };
    const ours = await signedGetUrl(key, { expiresIn: 600, signingDate, ...options });
    const sdk = await sdkLink({ Key: key, ResponseContentType: options.responseContentType, ResponseContentDisposition: options.responseContentDisposition }, 600, 'http://127.0.0.1:4569');
    expect(ours).toBe(sdk);
    expect(ours.startsWith(`http://127.0.0.1:4569/${bucket}/resumes/`)).toBe(true);
  });

  it('is refused without credentials in the environment (nothing to sign with)', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(signedGetUrl('photos/x.png', { expiresIn: 60, signingDate })).rejects.toThrow();
  });
});
