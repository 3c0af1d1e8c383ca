// BatchGetItem of a few items of the table (at most 100 keys, DynamoDB's limit): one round
// trip instead of one per item. Keys DynamoDB hands back unprocessed (under load) are asked
// for again with capped backoff.
import { serviceUnavailable } from '../errors.js';
import { batchGetOnce } from './table.js';
import { isUnprocessed, UnprocessedItems } from './unprocessed-items.js';
import { withRetries } from '../async/retry.js';

/** The primary key of an item of the table. */
export interface ItemKey {
  PK: string;
  SK: string;
}

const keyString = (key: ItemKey) => `${key.PK}\u0000${key.SK}`;
/** Attempts in all; with the backoff below that is under 2 s of waiting. */
export const MAX_ATTEMPTS = 6;

/**
 * The items of `keys` in the order of `keys` (undefined where there is none). A key given
 * twice is read once (DynamoDB refuses a batch naming one item twice).
 */
export async function batchGetItems(
  keys: readonly ItemKey[],
  options: { consistent?: boolean } = {},
): Promise<(Record<string, unknown> | undefined)[]> {
  const found = new Map<string, Record<string, unknown>>();
  let pending: ItemKey[] = [...new Map(keys.map((key) => [keyString(key), { PK: key.PK, SK: key.SK }])).values()];
  const readPending = async () => {
    const answer = await batchGetOnce(pending, options.consistent ?? false);
    for (const item of answer.items) found.set(keyString(item as ItemKey), item);
    pending = answer.unprocessedKeys as ItemKey[];
    if (pending.length > 0) throw new UnprocessedItems(pending.length);
  };
  if (pending.length > 0) {
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
