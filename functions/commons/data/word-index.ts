// Title-word entries (table-design.ts, patterns 10 and 11): how jobs and candidates are found
// by any word of a title. One small item per (filter combination, word key) of an owner:
//   PK <owner's PK> / SK WORD#<combo>#<key>
//   GSI2 GSI2PK = `<index>#<combo>#<key>`, GSI2SK = `<createdAt>#<id>` (descending: newest first)
//   title (the owner's, so readers match the whole query on the entry), writtenAt
// A title of a few words has tens of keys, times the filter combinations: more than one
// transaction may hold. So they are not written with the owner but around its write:
//   1. the entries the new state adds (all of them when the title changes) are put first (an
//      entry whose owner does not match it yet is never shown: readers check each owner
//      found, see `isCurrentEntry`);
//   2. the owner's own write (its transaction, with its card entries);
//   3. the entries the old state had and the new one lacks are deleted; a failure here is
//      logged, not thrown (the change is made), and readers delete what they find stale
//      (`deleteStaleEntries`: only entries written over a minute ago, so never the ones a
//      writer has just put ahead of its owner's write).
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.js';
import { config } from '../config.js';
import { logger } from '../helpers/logger.js';
import { batchWrite, putRequest, type WriteRequest } from './batch-write.js';
import { titleWordKeys } from './search-keys.js';

export const WORD_SK_PREFIX = 'WORD#';

/** What an indexed owner (an open job, a confirmed candidate) gives the index. */
export interface WordIndexed {
  /** The owner's partition key: `JOB#<id>` or `USER#<id>`. */
  pk: string;
  id: string;
  createdAt: string;
  title: string;
  /** The filter combinations the owner belongs to (search-keys.ts filterCombinations). */
  combos: string[];
}

export interface WordEntry {
  PK: string;
  SK: string;
  GSI2PK: string;
  GSI2SK: string;
  entity: 'WORD';
  id: string;
  title: string;
  writtenAt: string;
}

/** The partition a query of `index` reads for a filter combination and a word key. */
export const wordPartition = (index: string, combo: string, key: string) => `${index}#${combo}#${key}`;

/** Every entry of an owner (none for `undefined`: not indexed, e.g. a closed job). */
export function wordEntries(index: string, owner: WordIndexed | undefined, now = new Date()): WordEntry[] {
  if (!owner) return [];
  const keys = titleWordKeys(owner.title);
  const writtenAt = now.toISOString();
  return owner.combos.flatMap((combo) =>
    keys.map((key) => ({
      PK: owner.pk,
      SK: `${WORD_SK_PREFIX}${combo}#${key}`,
      GSI2PK: wordPartition(index, combo, key),
      GSI2SK: `${owner.createdAt}#${owner.id}`,
      entity: 'WORD' as const,
      id: owner.id,
      title: owner.title,
      writtenAt,
    })),
  );
}

/** Whether `entry` is one the owner, as it is now, should have, with its title. */
export function isCurrentEntry(index: string, entry: Record<string, unknown>, owner?: WordIndexed): boolean {
  return (
    !!owner &&
    entry.title === owner.title &&
    wordEntries(index, owner).some((own) => own.SK === entry.SK && own.GSI2SK === entry.GSI2SK)
  );
}

const deleteRequest = (entry: WordEntry): WriteRequest => ({ DeleteRequest: { Key: { PK: entry.PK, SK: entry.SK } } });

/** Batches of 25, a few at once: a title's entries are written in one short burst. */
const IN_FLIGHT = 4;

/**
 * Runs `write` (the owner's change from `before` to `after`) with the word entries around it:
 * the new entries first, the stale ones after (see the top of this file). Answers what
 * `write` answers; if `write` throws, nothing is deleted.
 */
export async function withWordEntries<T>(
  index: string,
  before: WordIndexed | undefined,
  after: WordIndexed | undefined,
  write: () => Promise<T>,
): Promise<T> {
  const old = wordEntries(index, before);
  const next = wordEntries(index, after);
  const oldKeys = new Set(old.map((entry) => entry.SK));
  const nextKeys = new Set(next.map((entry) => entry.SK));
  // Entries carry the title: a new title rewrites them all.
  const puts = before?.title === after?.title ? next.filter((entry) => !oldKeys.has(entry.SK)) : next;
  const removed = old.filter((entry) => !nextKeys.has(entry.SK));
  if (puts.length > 0) await batchWrite(puts.map(putRequest), { inFlight: IN_FLIGHT });
  const result = await write();
  if (removed.length > 0) {
    try {
      await batchWrite(removed.map(deleteRequest), { inFlight: IN_FLIGHT });
    } catch (error) {
      logger.warn('title-word entries left for readers to remove', { count: removed.length, error });
    }
  }
  return result;
}

/** How old a stale entry must be before a reader deletes it: longer than any writer takes between its steps. */
const STALE_AFTER_MS = 60_000;

/**
 * Deletes entries a reader found stale (their owner has gone, closed or changed), unless one
 * was written in the last minute: it may belong to a write still under way. Each delete is
 * conditioned on that, so an entry put again meanwhile stays. Failures are logged only.
 */
export async function deleteStaleEntries(entries: readonly Record<string, unknown>[], now = Date.now()): Promise<void> {
  const cutoff = new Date(now - STALE_AFTER_MS).toISOString();
  const old = entries.filter((entry) => typeof entry.writtenAt === 'string' && entry.writtenAt < cutoff);
  await Promise.all(
    old.map((entry) =>
      dynamo()
        .send(
          new DeleteCommand({
            TableName: config.tableName,
            Key: { PK: entry.PK, SK: entry.SK },
            ConditionExpression: 'writtenAt < :cutoff',
            ExpressionAttributeValues: { ':cutoff': cutoff },
          }),
        )
        .catch((error: unknown) => {
          if ((error as Error).name !== 'ConditionalCheckFailedException')
            logger.warn('could not delete a stale title-word entry', { error });
        }),
    ),
  );
}
