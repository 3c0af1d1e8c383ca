// Passwords found in public breaches are refused wherever a password is set (sign-ups, joining
// from an invitation, password change, password reset): SECURITY.md, "Passwords".
//
// The list (common-passwords-list.ts, from `npm run common-passwords`) is 100,000 entries,
// lower-cased and sorted, compressed into one string. It is imported dynamically, so only the
// bundles of the routes that set a password hold it, as a chunk loaded on their first check
// (never at a cold start, never in another route); it is decompressed once per instance and
// searched by bisection: exact (a Bloom filter would refuse a few good passwords), and no
// per-entry objects beyond one array.
import { brotliDecompressSync } from 'node:zlib';
import { MSG } from '#shared/messages.js';
import { ValidationError } from '#platform/errors.js';

let entries: Promise<readonly string[]> | undefined;

/** The sorted list, loaded on first use (a failed load is tried again on the next call). */
export function commonPasswordList(): Promise<readonly string[]> {
  entries ??= import('./common-passwords-list.js').then(
    ({ COMMON_PASSWORDS }) =>
      brotliDecompressSync(Buffer.from(COMMON_PASSWORDS, 'base64')).toString('utf8').split('\n'),
    (error: unknown) => {
      entries = undefined;
      throw error;
    },
  );
  return entries;
}

/** True when the password, in any case, is on the list. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswordList();
  const wanted = password.toLowerCase();
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const entry = list[middle]!;
    if (entry === wanted) return true;
    if (entry < wanted) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** A 400 naming the field (as the schema's own errors do), so the form shows it under the field. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password))
    throw new ValidationError(MSG.passwordTooCommon, { [field]: MSG.passwordTooCommon });
}
