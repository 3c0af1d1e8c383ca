// The onboarding cookie: proof that this browser signed up the account named in an
// unauthenticated onboarding call (add bio, verify code, resend code). An HMAC-signed
// "<userID>.<expiry>" value; the secret comes from configuration.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const ONBOARDING_TTL_SECONDS = 24 * 60 * 60;

function secret(): string {
  const value = process.env.ONBOARDING_SECRET;
  if (!value || value.length < 32) throw new Error('ONBOARDING_SECRET must be set to at least 32 characters');
  return value;
}

const sign = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

export function createOnboardingToken(userID: string, now = Date.now()): string {
  const payload = `${userID}.${Math.floor(now / 1000) + ONBOARDING_TTL_SECONDS}`;
  return `${payload}.${sign(payload)}`;
}

/** The userID the token was made for, or null when it is forged, malformed or expired. */
export function readOnboardingToken(token: string | undefined, now = Date.now()): string | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [userID, expiry, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(`${userID}.${expiry}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d+$/.test(expiry) || Number(expiry) * 1000 < now) return null;
  return userID;
}
