// BatchWrite of any number of puts and deletes on the table: 25 a call (DynamoDB's limit),
// and what a call hands back unprocessed (under load) sent again with capped backoff.
import { withRetries } from '../async/retry.js';
import { batchWriteOnce, type WriteRequest } from './table.js';
import { isUnprocessed, UnprocessedItems } from './unprocessed-items.js';

export type { WriteRequest } from './table.js';

const BATCH_SIZE = 25;
/** Attempts per batch; with the backoff below that is about 5.5 s of waiting at most. */
export const MAX_ATTEMPTS = 10;

/** Writes one batch (at most 25 requests), resending UnprocessedItems; throws when some stay unprocessed. */
async function writeBatch(batch: WriteRequest[]): Promise<void> {
  let pending = batch;
  const writePending = async () => {
    pending = await batchWriteOnce(pending);
    if (pending.length > 0) throw new UnprocessedItems(pending.length);
  };
  await withRetries(writePending, {
    retryable: isUnprocessed,
    maxAttempts: MAX_ATTEMPTS,
    capMs: 1000,
    giveUp: (error) =>
      new Error(
        `BatchWrite: ${(error as UnprocessedItems).count} of ${batch.length} requests still unprocessed after ${MAX_ATTEMPTS} attempts`,
      ),
  });
}

/**
 * Writes every request, 25 a call, `inFlight` calls at once (default one at a time). Reads
 * `requests` lazily, so a generator of millions is fine. Answers how many were written;
 * `onBatch` hears the running count after each batch.
 */
export async function batchWrite(
  requests: Iterable<WriteRequest>,
  options: { inFlight?: number; onBatch?: (written: number) => void } = {},
): Promise<number> {
  const iterator = requests[Symbol.iterator]();
  let written = 0;
  const nextBatch = () => {
    const batch: WriteRequest[] = [];
    for (let step = iterator.next(); !step.done; step = iterator.next()) {
      batch.push(step.value);
      if (batch.length === BATCH_SIZE) break;
    }
    return batch;
  };
  const worker = async () => {
    for (let batch = nextBatch(); batch.length > 0; batch = nextBatch()) {
      await writeBatch(batch);
      written += batch.length;
      options.onBatch?.(written);
    }
  };
  await Promise.all(Array.from({ length: options.inFlight ?? 1 }, worker));
  return written;
}

/** A put of `item` for batchWrite. */
export const putRequest = (item: object): WriteRequest => ({ PutRequest: { Item: item as Record<string, unknown> } });
