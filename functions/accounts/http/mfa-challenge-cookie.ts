// The cookie that carries a sign-in between its password and its TOTP code: Cognito's
// challenge session and the user it names, for 5 minutes. Sealed (AES-256-GCM) under a key
// derived from the onboarding secret for this purpose alone, so it can be neither read nor
// forged nor re-dated, and it names its user: it cannot complete another user's sign-in.
import { config } from '#platform/config.js';
import { derivedKey, open, seal } from '#platform/crypto.js';
import { clearCookie, serializeCookie } from '#platform/http/cookies.js';
import type { MfaChallenge } from '../cognito-users.js';
import { cookieNames } from '#platform/auth/cookie-names.js';

export const MFA_CHALLENGE_TTL_SECONDS = 5 * 60;

function key(): Buffer {
  const value = process.env.ONBOARDING_SECRET;
  if (!value || value.length < 32) throw new Error('ONBOARDING_SECRET must be set to at least 32 characters');
  return derivedKey(value, 'remote-hiring', 'mfa-challenge-cookie');
}

/** What the cookie holds: the challenge, the email signing in, and its expiry (epoch seconds). */
export interface SealedChallenge extends MfaChallenge {
  email: string;
  expiresAt: number;
}

export function sealChallenge(challenge: MfaChallenge, email: string, now = Date.now()): string {
  const payload: SealedChallenge = {
    ...challenge,
    email,
    expiresAt: Math.floor(now / 1000) + MFA_CHALLENGE_TTL_SECONDS,
  };
  return seal(JSON.stringify(payload), key());
}

/** The challenge, or null when the cookie is missing, forged, damaged or expired. */
export function openChallenge(value: string | undefined, now = Date.now()): SealedChallenge | null {
  try {
    const opened = open(value ?? '', key());
    if (opened === null) return null;
    const payload = JSON.parse(opened) as Partial<SealedChallenge>;
    if (
      typeof payload.session !== 'string' ||
      typeof payload.username !== 'string' ||
      typeof payload.email !== 'string' ||
      typeof payload.expiresAt !== 'number' ||
      payload.expiresAt * 1000 < now
    )
      return null;
    return payload as SealedChallenge;
  } catch {
    return null;
  }
}

export const mfaChallengeCookie = (challenge: MfaChallenge, email: string) =>
  serializeCookie(cookieNames.mfaChallenge, sealChallenge(challenge, email), {
    maxAgeSeconds: MFA_CHALLENGE_TTL_SECONDS,
    secure: config.secureCookies,
  });
export const clearMfaChallengeCookie = () => clearCookie(cookieNames.mfaChallenge, config.secureCookies);
