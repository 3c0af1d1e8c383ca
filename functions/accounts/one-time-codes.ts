// One-time codes (docs/data-model.md, pattern 4): PK USER#<id>, SK OTP#<purpose>, one live code
// per purpose (a new code replaces the old one). Six characters from an alphabet of capital
// letters and digits without the look-alikes 0/O and 1/I, drawn with crypto.randomInt.
// Only an HMAC-SHA256 of the code is stored, keyed by a per-code random salt (and the
// server secret, when set), so the table alone does not reveal codes. A code works once,
// for 10 minutes (TTL attribute plus a clock check, since TTL deletes lazily), and stops
// working after 5 wrong tries. Codes are compared case-insensitively: the email shows them
// in capitals, and people type them on phones that lower-case the first letter.
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { sameHash } from '#platform/crypto.js';
import { MSG } from '#shared/messages.js';
import { ACCOUNT_MSG } from './account-messages.js';
import { HttpError, badRequest } from '#platform/errors.js';
import { compensate } from '#platform/async/best-effort.js';
import { deleteItem, getItem, putItem, updateItem } from '#platform/dynamodb/table.js';
import { conditionFailed } from '#platform/dynamodb/transactions.js';

export type CodePurpose =
  'confirm-email' | 'change-email' | 'change-password' | 'reset-password' | 'delete-account' | 'verify-company';

export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_TRIES = 5;

export interface StoredCode {
  PK: string;
  SK: string;
  codeHash: string;
  salt: string;
  tries: number;
  /** Epoch seconds (the table's TTL attribute). */
  expiresAt: number;
  createdAt: string;
  /** For an email change: the new address, applied once the code is right. Never a password. */
  pendingEmail?: string;
  /** For a company's verification: the website whose domain the address proves. */
  pendingWebsite?: string;
}

export const codeKey = (userID: string, purpose: CodePurpose) => ({ PK: `USER#${userID}`, SK: `OTP#${purpose}` });

export function generateCode(): string {
  let code = '';
  for (let index = 0; index < CODE_LENGTH; index += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The codes' own hashing key (not the onboarding cookie's): a leak of one does not give the other. */
function codeHashSecret(): string {
  const value = process.env.CODE_HASH_SECRET;
  if (!value || value.length < 32) throw new Error('CODE_HASH_SECRET must be set to at least 32 characters');
  return value;
}

export function hashCode(code: string, salt: string): string {
  const key = Buffer.concat([Buffer.from(salt, 'base64url'), Buffer.from(codeHashSecret())]);
  return createHmac('sha256', key).update(code.trim().toUpperCase()).digest('base64url');
}

/** Makes and stores a new code (replacing any earlier one of that purpose); returns it in clear, to email. */
export async function issueCode(
  userID: string,
  purpose: CodePurpose,
  pending: { email?: string; website?: string } = {},
  now = Date.now(),
): Promise<string> {
  const code = generateCode();
  const salt = randomBytes(16).toString('base64url');
  const item: StoredCode = {
    ...codeKey(userID, purpose),
    codeHash: hashCode(code, salt),
    salt,
    tries: 0,
    expiresAt: Math.floor(now / 1000) + CODE_TTL_SECONDS,
    createdAt: new Date(now).toISOString(),
    ...(pending.email ? { pendingEmail: pending.email } : {}),
    ...(pending.website ? { pendingWebsite: pending.website } : {}),
  };
  await putItem({ Item: item });
  return code;
}

/**
 * Checks a code without using it up: returns the stored code when `given` is right.
 * Expired or missing: 400; wrong: 400 with the tries left; the fifth wrong try and any try
 * after it: 429, the code is dead. Every try is counted before the comparison, in one
 * conditional write, so parallel guesses get no more than CODE_MAX_TRIES comparisons in all.
 * The caller then deletes the code with `deleteCodeItem` in the transaction that applies
 * what it proves, which makes it single-use even under concurrent tries.
 */
export async function checkCode(
  userID: string,
  purpose: CodePurpose,
  given: string,
  now = Date.now(),
): Promise<StoredCode> {
  const { Item } = await getItem({ Key: codeKey(userID, purpose), ConsistentRead: true });
  const stored = Item as StoredCode | undefined;
  if (!stored || stored.expiresAt * 1000 <= now) throw badRequest(ACCOUNT_MSG.codeExpired);
  if (stored.tries >= CODE_MAX_TRIES) throw new HttpError(429, ACCOUNT_MSG.codeLocked);

  let tries: number;
  try {
    const { Attributes } = await updateItem({
      Key: codeKey(userID, purpose),
      UpdateExpression: 'ADD tries :one',
      ConditionExpression: 'codeHash = :hash AND tries < :max',
      ExpressionAttributeValues: { ':one': 1, ':hash': stored.codeHash, ':max': CODE_MAX_TRIES },
      ReturnValues: 'UPDATED_NEW',
    });
    tries = Number(Attributes?.tries);
  } catch (error) {
    // Tries used up by parallel ones, or the code replaced or used meanwhile: no comparison.
    if (conditionFailed(error)) throw badRequest(MSG.invalidCode);
    throw error;
  }
  if (sameHash(hashCode(given, stored.salt), stored.codeHash)) return stored;
  if (tries >= CODE_MAX_TRIES) throw new HttpError(429, ACCOUNT_MSG.codeLocked);
  throw badRequest(ACCOUNT_MSG.codeWrong(CODE_MAX_TRIES - tries));
}

/** Transaction item that uses the code up, only if it is still the one that was checked. */
export const deleteCodeItem = (userID: string, purpose: CodePurpose, codeHash: string) => ({
  Delete: {
    Key: codeKey(userID, purpose),
    ConditionExpression: 'codeHash = :codeHash',
    ExpressionAttributeValues: { ':codeHash': codeHash },
  },
});

/** Uses the code up on its own (when nothing else changes in the table with it); a code used meanwhile is a 400. */
export async function deleteCode(userID: string, purpose: CodePurpose, codeHash: string): Promise<void> {
  try {
    await deleteItem(deleteCodeItem(userID, purpose, codeHash).Delete);
  } catch (error) {
    if (conditionFailed(error)) throw badRequest(ACCOUNT_MSG.codeExpired);
    throw error;
  }
}

/**
 * Uses the code up, then does what it proves outside the table (e.g. sets a password in
 * Cognito). Should that fail, the code is put back as it was (unless a newer code replaced it
 * meanwhile), so the user can simply try again instead of asking for a new code.
 */
export async function spendCode<T>(
  userID: string,
  purpose: CodePurpose,
  code: StoredCode,
  work: () => Promise<T>,
): Promise<T> {
  await deleteCode(userID, purpose, code.codeHash);
  try {
    return await work();
  } catch (error) {
    await compensate('put back a code whose change failed', () =>
      putItem({ Item: code, ConditionExpression: 'attribute_not_exists(PK)' }),
    );
    throw error;
  }
}
