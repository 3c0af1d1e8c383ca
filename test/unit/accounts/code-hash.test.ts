// One-time codes are hashed with their own key (CODE_HASH_SECRET), not the onboarding
// cookie's: a leak of either key gives nothing of the other.
import { afterEach, describe, expect, it } from 'vitest';
import { hashCode } from '#functions/accounts/one-time-codes.js';

const saved = { CODE_HASH_SECRET: process.env.CODE_HASH_SECRET, ONBOARDING_SECRET: process.env.ONBOARDING_SECRET };
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('hashCode', () => {
  const salt = Buffer.from('a salt of sixteen').toString('base64url');

  it('depends on the code key and not on the onboarding key', () => {
    process.env.CODE_HASH_SECRET = 'code-key-one-0123456789-0123456789';
    process.env.ONBOARDING_SECRET = 'onboarding-key-one-0123456789-0123';
    const first = hashCode('abc123', salt);
    process.env.ONBOARDING_SECRET = 'onboarding-key-two-0123456789-0123';
    expect(hashCode(' ABC123 ', salt)).toBe(first);
    process.env.CODE_HASH_SECRET = 'code-key-two-0123456789-0123456789';
    expect(hashCode('abc123', salt)).not.toBe(first);
  });

  it('refuses to hash without a code key of 32 characters or more', () => {
    delete process.env.CODE_HASH_SECRET;
    expect(() => hashCode('abc123', salt)).toThrow('CODE_HASH_SECRET');
    process.env.CODE_HASH_SECRET = 'short';
    expect(() => hashCode('abc123', salt)).toThrow('CODE_HASH_SECRET');
  });
});
