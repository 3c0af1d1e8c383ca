// Title-word entries (docs/data-model.md, patterns 10 and 11): how jobs and candidates are found
// by any word of a title. One small item per (filter combination, word key) of an owner:
//   PK <owner's PK> / SK WORD#<combo>#<key>
//   GSI2 GSI2PK = `<index>#<combo>#<key>`, GSI2SK = `<createdAt>#<id>` (descending: newest first)
//   title (the owner's, so readers match the whole query on the entry)
// A title of a few words has tens of keys, times the filter combinations: more than one
// transaction may hold. So they are not written with the owner but around its write:
//   1. the owner's entries as stored are read (one Query of its own partition), and the ones
//      the new state needs and lacks are put (an entry whose owner does not match it yet is
//      never shown: readers check each owner found, see `isCurrentEntry`);
//   2. the owner's own write (its transaction, with its card entries); if it fails, the
//      entries just put are taken back;
//   3. every stored entry the new state does not need is deleted, left-overs of an earlier
//      change cut short included; a failure here is logged, not thrown (the change is made),
//      and the next change of the owner deletes them.
// Searches only read: a stale entry they meet is skipped.
import { isDeepStrictEqual } from 'node:util';
import { logger } from '../observability/logger.js';
import { batchWrite, putRequest, type WriteRequest } from '../dynamodb/batch-write.js';
import { queryItems } from '../dynamodb/query-items.js';
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
}

/** The partition a query of `index` reads for a filter combination and a word key. */
export const wordPartition = (index: string, combo: string, key: string) => `${index}#${combo}#${key}`;

/** Every entry of an owner (none for `undefined`: not indexed, e.g. a closed job). */
export function wordEntries(index: string, owner: WordIndexed | undefined): WordEntry[] {
  if (!owner) return [];
  const keys = titleWordKeys(owner.title);
  return owner.combos.flatMap((combo) =>
    keys.map((key) => ({
      PK: owner.pk,
      SK: `${WORD_SK_PREFIX}${combo}#${key}`,
      GSI2PK: wordPartition(index, combo, key),
      GSI2SK: `${owner.createdAt}#${owner.id}`,
      entity: 'WORD' as const,
      id: owner.id,
      title: owner.title,
    })),
  );
}

/**
 * Whether `entry` is one the owner, as it is now, should have, with its title: checked on the
 * entry's own keys (its SK is `WORD#<combo>#<key>`), without building the owner's entries.
 */
export function isCurrentEntry(entry: Record<string, unknown>, owner?: WordIndexed): boolean {
  if (!owner || entry.title !== owner.title || entry.GSI2SK !== `${owner.createdAt}#${owner.id}`) return false;
  const sk = String(entry.SK);
  const key = sk.slice(sk.lastIndexOf('#') + 1);
  return (
    titleWordKeys(owner.title).includes(key) && owner.combos.some((combo) => sk === `${WORD_SK_PREFIX}${combo}#${key}`)
  );
}

/** The owner's word entries as stored (small items: read whole, to put one back if need be). */
const storedEntries = (pk: string) =>
  queryItems({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :word)',
    ExpressionAttributeValues: { ':pk': pk, ':word': WORD_SK_PREFIX },
    ConsistentRead: true,
  });

const deleteRequest = (entry: Record<string, unknown>): WriteRequest => ({
  DeleteRequest: { Key: { PK: entry.PK, SK: entry.SK } },
});

/** Batches of 25, a few at once: a title's entries are written in one short burst. */
const IN_FLIGHT = 4;

/** Deletes entries; a failure is logged (the owner's next change deletes them, searches skip them). */
async function deleteEntries(entries: Record<string, unknown>[], why: string): Promise<void> {
  if (entries.length === 0) return;
  try {
    await batchWrite(entries.map(deleteRequest), { inFlight: IN_FLIGHT });
  } catch (error) {
    logger.warn(`title-word entries left for the next change to remove (${why})`, { count: entries.length, error });
  }
}

/**
 * Runs `write` (the owner's change from the state `before` to `after`; undefined: not
 * indexed) with the word entries around it (see the top of this file); a change that keeps
 * title, filters and state leaves them alone. Answers what `write` answers.
 */
export async function withWordEntries<T>(
  index: string,
  pk: string,
  before: WordIndexed | undefined,
  after: WordIndexed | undefined,
  write: () => Promise<T>,
): Promise<T> {
  if (before && isDeepStrictEqual(before, after)) return write();
  const stored = await storedEntries(pk);
  const next = wordEntries(index, after);
  const sameAs = (entry: WordEntry) => (item: Record<string, unknown>) =>
    item.SK === entry.SK && item.GSI2SK === entry.GSI2SK && item.title === entry.title;
  const puts = next.filter((entry) => !stored.some(sameAs(entry)));
  if (puts.length > 0) await batchWrite(puts.map(putRequest), { inFlight: IN_FLIGHT });
  let result: T;
  try {
    result = await write();
  } catch (error) {
    // The owner did not change: what was put for the new state goes, and what it replaced comes back.
    const added = puts.filter((entry) => !stored.some((item) => item.SK === entry.SK));
    const replaced = stored.filter((item) => puts.some((entry) => entry.SK === item.SK));
    await deleteEntries(added as unknown as Record<string, unknown>[], 'a change that failed');
    if (replaced.length > 0)
      await batchWrite(replaced.map(putRequest), { inFlight: IN_FLIGHT }).catch((undo: unknown) =>
        logger.warn('title-word entries of a failed change left for the next change to mend', { error: undo }),
      );
    throw error;
  }
  const needed = new Set(next.map((entry) => entry.SK));
  await deleteEntries(
    stored.filter((item) => !needed.has(String(item.SK))),
    'entries of an earlier state',
  );
  return result;
}
