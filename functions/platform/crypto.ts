// The few cryptographic steps the functions share, written once: sealing a text under a key
// derived for one purpose (AES-256-GCM, the session's Cognito tokens and the MFA challenge
// cookie), and comparing hashes without telling by the time taken how much of them matched.
// Node's crypto only, no path aliases: the integration helpers import it through
// accounts/session-secrets.ts.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A 256-bit key for one purpose (`info`), derived by HKDF-SHA-256 from a secret and a salt. */
export const derivedKey = (secret: string, salt: string, info: string): Buffer =>
  Buffer.from(hkdfSync('sha256', secret, salt, info, 32));

/** `text` sealed under `key` (AES-256-GCM, a random IV): `<iv>.<ciphertext>.<tag>`, each base64url. */
export function seal(text: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

/** The text `sealed` holds, or null when it is not one sealed under `key` (damaged, forged, another key). */
export function open(sealed: string, key: Buffer): string | null {
  const parts = sealed.split('.');
  if (parts.length !== 3) return null;
  const [iv, ciphertext, tag] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  // A shorter tag would be accepted by GCM and is easier to forge: only a whole one opens.
  if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Whether two hashes are the same, in a time that does not depend on where they differ. A
 * missing one (a record that holds none) is the same as nothing.
 */
export function sameHash(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
