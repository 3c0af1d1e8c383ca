import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ONBOARDING_TTL_SECONDS, createOnboardingToken, readOnboardingToken } from '#platform/auth/onboarding-token.js';

const USER = '6f1c3c1e-8a1b-4c8e-9d3a-0b7d8e2f4a11';

describe('onboarding token', () => {
  beforeEach(() => {
    process.env.ONBOARDING_SECRET = 'a-test-secret-that-is-long-enough-123456';
  });
  afterEach(() => {
    delete process.env.ONBOARDING_SECRET;
  });

  it('proves the account it was made for', () => {
    expect(readOnboardingToken(createOnboardingToken(USER))).toBe(USER);
  });

  it('refuses a token for another account, a forged signature and garbage', () => {
    const token = createOnboardingToken(USER);
    const [, expiry, signature] = token.split('.');
    expect(readOnboardingToken(`someone-else.${expiry}.${signature}`)).toBeNull();
    expect(
      readOnboardingToken(`${USER}.${expiry}.${signature!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`),
    ).toBeNull();
    expect(readOnboardingToken('not-a-token')).toBeNull();
    expect(readOnboardingToken(undefined)).toBeNull();
  });

  it('expires', () => {
    const now = Date.now();
    const token = createOnboardingToken(USER, now);
    expect(readOnboardingToken(token, now + (ONBOARDING_TTL_SECONDS - 1) * 1000)).toBe(USER);
    expect(readOnboardingToken(token, now + (ONBOARDING_TTL_SECONDS + 1) * 1000)).toBeNull();
  });

  it('refuses to work with a short secret', () => {
    process.env.ONBOARDING_SECRET = 'short';
    expect(() => createOnboardingToken(USER)).toThrow(/ONBOARDING_SECRET/);
  });
});
