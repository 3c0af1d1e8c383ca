// The credential provider the Lambda bundles use instead of the SDK's default chain.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from '#commons/clients/lambda-credentials.js';

describe('Lambda credentials', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("reads the role's credentials from the environment, as Lambda sets them", async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    await expect(defaultProvider()()).resolves.toMatchObject({ accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', sessionToken: 'token' });
  });

  it('fails clearly when they are missing', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });
});
