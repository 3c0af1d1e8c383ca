// BatchGetItem of items of the table: one round trip per 100 keys (DynamoDB's limit) instead
// of one per item. Keys DynamoDB hands back unprocessed (under load) are asked for again with
// capped backoff.
import { serviceUnavailable } from '../errors.js';
import { batchGetOnce } from './table.js';
import { isUnprocessed, UnprocessedItems } from './unprocessed-items.js';
import { withRetries } from '../async/retry.js';
import { chunks } from '../async/in-batches.js';

/** The primary key of an item of the table. */
export interface ItemKey {
  PK: string;
  SK: string;
}

const keyString = (key: ItemKey) => `${key.PK}\u0000${key.SK}`;
/** Attempts in all; with the backoff below that is under 2 s of waiting. */
export const MAX_ATTEMPTS = 6;
/** Keys in one BatchGetItem at most: DynamoDB's limit. */
const KEYS_PER_CALL = 100;

/**
 * The items of `keys` in the order of `keys` (undefined where there is none), read 100 keys a
 * call. A key given twice is read once (DynamoDB refuses a batch naming one item twice).
 * `attributes`: only these of each item, beside its keys.
 */
export async function batchGetItems(
  keys: readonly ItemKey[],
  options: { consistent?: boolean; attributes?: readonly string[] } = {},
): Promise<(Record<string, unknown> | undefined)[]> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(keys.map((key) => [keyString(key), { PK: key.PK, SK: key.SK }])).values()];
  for (const group of chunks(unique, KEYS_PER_CALL)) {
    let pending: ItemKey[] = group;
    const readPending = async () => {
      const answer = await batchGetOnce(pending, options.consistent ?? false, options.attributes);
      for (const item of answer.items) found.set(keyString(item as ItemKey), item);
      pending = answer.unprocessedKeys as ItemKey[];
      if (pending.length > 0) throw new UnprocessedItems(pending.length);
    };
    // Still unprocessed after every attempt: the table is busy, worth a retry later (503).
    await withRetries(readPending, {
      retryable: isUnprocessed,
      maxAttempts: MAX_ATTEMPTS,
      capMs: 500,
      giveUp: () => serviceUnavailable(),
    });
  }
  return keys.map((key) => found.get(keyString(key)));
}
