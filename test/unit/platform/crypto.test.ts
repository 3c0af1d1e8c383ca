// The shared sealing and hash comparison. The sealed values below were made by the sealing
// code each caller had of its own before it moved here: the stored tokens and the cookies
// already out there must still open, and what is sealed now must keep their format.
import { createDecipheriv, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedKey, open, sameHash, seal } from '#platform/crypto.js';
import { seal as sealToken, unseal } from '#functions/accounts/session-secrets.js';
import { openChallenge } from '#functions/accounts/http/mfa-challenge-cookie.js';

const SECRET = 'A'.repeat(43);
const SESSION_ID = 'session-id-of-22-chars';
const SEALED_BEFORE = {
  refresh: 'eYilyp2hn0c7uVX5.Fj73jU1yZByOT46F6egxgrU.LrzgDU4fNTKHRKSVsiIXag',
  access: 'xaIY1utYf2MHWUMU.8vh5nPa7aARFZavJlNm51g.MetQ92laOdxyIZSdBJvq0A',
  mfa: 'irG6Wp9Q44mEn0C2.X21Qhkm5l5HYy1catWdpl3tNS-QOTLG3gC5PwouGXrpzuS8G3hdVftjnBYHXNXwOEcbx9OqR5W-Ii6y4gQVqMi50Mwq_zMghZdvOXXleKugfYi4SOqTEZFzby9iURKnUl0g.85zCLq3eXpBtGJUD3ZaQOg',
};

describe('seal and open', () => {
  const key = derivedKey('a secret', 'a salt', 'a purpose');

  it('opens what it sealed, and nothing sealed under another key or changed on the way', () => {
    const sealed = seal('the text', key);

    expect(open(sealed, key)).toBe('the text');
    expect(open(sealed, derivedKey('a secret', 'a salt', 'another purpose'))).toBeNull();
    const [iv, body, tag] = sealed.split('.') as [string, string, string];
    const flipped = `${body.startsWith('A') ? 'B' : 'A'}${body.slice(1)}`;
    expect(open([iv, flipped, tag].join('.'), key)).toBeNull();
    expect(open([iv, body, tag.slice(0, 8)].join('.'), key)).toBeNull();
    expect(open(`${sealed}.more`, key)).toBeNull();
    expect(open('', key)).toBeNull();
  });

  it('writes <iv>.<ciphertext>.<tag> in base64url: AES-256-GCM, a 12-byte IV, a 16-byte tag, an HKDF-SHA-256 key', () => {
    const [iv, body, tag] = seal('the text', key)
      .split('.')
      .map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
    expect(iv).toHaveLength(12);
    expect(tag).toHaveLength(16);
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(hkdfSync('sha256', 'a secret', 'a salt', 'a purpose', 32)),
      iv,
    );
    decipher.setAuthTag(tag);
    expect(Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')).toBe('the text');
  });

  it('opens the session tokens and the MFA cookie sealed before it was shared', () => {
    expect(unseal(SEALED_BEFORE.refresh, SECRET, SESSION_ID)).toBe('the refresh token');
    expect(unseal(SEALED_BEFORE.access, SECRET, SESSION_ID, 'cognito-access-token')).toBe('the access token');
    expect(unseal(SEALED_BEFORE.access, SECRET, SESSION_ID)).toBeNull();
    expect(unseal(sealToken('again', SECRET, SESSION_ID), SECRET, SESSION_ID)).toBe('again');

    const previous = process.env.ONBOARDING_SECRET;
    process.env.ONBOARDING_SECRET = 'an onboarding secret of at least thirty-two characters';
    try {
      expect(openChallenge(SEALED_BEFORE.mfa, 1_700_000_000_000)).toEqual({
        session: 'cognito-session',
        username: 'user-1',
        email: 'ada@example.com',
        expiresAt: 1_700_000_300,
      });
    } finally {
      if (previous === undefined) delete process.env.ONBOARDING_SECRET;
      else process.env.ONBOARDING_SECRET = previous;
    }
  });
});

describe('sameHash', () => {
  it('is true only for the same hash, and never for a missing one', () => {
    expect(sameHash('abc', 'abc')).toBe(true);
    expect(sameHash('abc', 'abd')).toBe(false);
    expect(sameHash('abc', 'abcd')).toBe(false);
    expect(sameHash(undefined, 'abc')).toBe(false);
    expect(sameHash('abc', undefined)).toBe(false);
  });
});
