// Combination search (docs/data-model.md, pattern 11: sourcing candidates): a search reads
// one GSI2 partition newest first, a page at a time (cursor-pages.ts), either
//   - the owners' card entries, `<cards>#<combo>` (no title), or
//   - the title-word entries of the query's longest word, `<words>#<combo>#<word key>`
//     (word-index.ts), whose owners the caller then reads and checks.
// Sort keys are `<createdAt>#<id>` in both. A cursor is the keys of a page's last entry,
// base64url JSON, checked to belong to the very search it is sent back to. Title-word
// entries carry their owner's title: a page keeps those that match the whole query
// (readMatchingPage), then reads their owners and keeps those the entry still stands for.
import { decodePageCursor, encodePageCursor, isNewestFirstKey, ownerIdOf } from '../dynamodb/page-cursor.js';
import { batchGetItems, type ItemKey } from '../dynamodb/batch-get.js';
import { readMatchingPage, readPage, type PageOfItems } from '../dynamodb/cursor-pages.js';
import { queryWordKey, titleMatches, titleWords } from './search-keys.js';
import { isCurrentEntry, WORD_SK_PREFIX, wordPartition, type WordIndexed } from './word-index.js';
import type { QueryInput } from '../dynamodb/table.js';

/** Which entries a search reads. */
export interface SearchPlan {
  /** GSI2PK of the entries. */
  partition: string;
  /** SK of the entries, on each owner's partition. */
  entrySK: string;
  /** Title-word entries (owners to read and check) rather than card entries. */
  byWord: boolean;
  /** The owners' partition key prefix: `JOB#` or `USER#`. */
  ownerPrefix: string;
  /** The word index (GSI2PK prefix of the word entries). */
  words: string;
  /** The title query, when byWord. */
  title: string;
}

export function searchPlan(options: {
  ownerPrefix: string;
  /** GSI2PK prefix of the card entries (`<cards>#<combo>`) and of the word entries. */
  cards: string;
  words: string;
  combo: string;
  title?: string;
}): SearchPlan {
  const { ownerPrefix, combo } = options;
  const wordKey = options.title ? queryWordKey(options.title) : undefined;
  return wordKey
    ? {
        partition: wordPartition(options.words, combo, wordKey),
        entrySK: `${WORD_SK_PREFIX}${combo}#${wordKey}`,
        byWord: true,
        ownerPrefix,
        words: options.words,
        title: options.title!,
      }
    : {
        partition: `${options.cards}#${combo}`,
        entrySK: `SEARCH#${combo}`,
        byWord: false,
        ownerPrefix,
        words: options.words,
        title: '',
      };
}

type Key = { PK: string; SK: string; GSI2PK: string; GSI2SK: string };

function queryInput(plan: SearchPlan, keysOnly: boolean): Omit<QueryInput, 'Limit' | 'ExclusiveStartKey'> {
  return {
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': plan.partition },
    // Keys-only reads when walking pages; otherwise the entry as stored.
    ...(keysOnly ? { ProjectionExpression: 'PK, SK, GSI2PK, GSI2SK' } : {}),
    // The sort key is <createdAt>#<id>: descending is newest first.
    ScanIndexForward: false,
  };
}

const keyOf = (item: Record<string, unknown>): Key => ({
  PK: String(item.PK),
  SK: String(item.SK),
  GSI2PK: String(item.GSI2PK),
  GSI2SK: String(item.GSI2SK),
});

/** A title search's words, in the cursor: queries that read the same entries keep their own places. */
const queryOf = (plan: SearchPlan) => (plan.byWord ? [titleWords(plan.title).join(' ')] : []);

/** A cursor holds the entry's four keys and the title query, as a JSON array. */
const encodeCursor = (plan: SearchPlan, key: Key): string =>
  encodePageCursor([key.PK, key.SK, key.GSI2PK, key.GSI2SK, ...queryOf(plan)]);

/** The key of an entry of this very search that `parts` names, if it names one. */
function entryKeyOf(plan: SearchPlan, parts: unknown): Key | undefined {
  const query = queryOf(plan);
  if (!Array.isArray(parts) || parts.length !== 4 + query.length || !parts.every((part) => typeof part === 'string'))
    return undefined;
  const [pk, sk, indexPk, indexSk, words] = parts as [string, string, string, string, string?];
  if (words !== query[0]) return undefined;
  const id = ownerIdOf(pk, plan.ownerPrefix);
  if (!id || sk !== plan.entrySK || indexPk !== plan.partition) return undefined;
  if (!isNewestFirstKey(indexSk, id)) return undefined;
  return { PK: pk, SK: sk, GSI2PK: indexPk, GSI2SK: indexSk };
}

/** The start key a cursor stands for, when it is the key of an entry of this very search; else 400. */
const decodeCursor = (plan: SearchPlan, cursor: string): Key =>
  decodePageCursor(
    cursor,
    (parts) => entryKeyOf(plan, parts),
    'This search position is not valid any more. Start again from the first page.',
  );

/** Whether a title-word entry's title matches the plan's whole title query. */
const entryMatches = (plan: SearchPlan) => (entry: Record<string, unknown>) =>
  typeof entry.title === 'string' && titleMatches(entry.title, plan.title);

/**
 * One page of the plan's entries with its pagination: card entries (PAGE_SIZE + 1 read), or
 * title-word entries matching the whole query (at most 2 x PAGE_SIZE + 1 reads with the
 * owners the caller reads).
 */
export function readSearchPage(plan: SearchPlan, page: number, cursor?: string): Promise<PageOfItems> {
  const paged = {
    query: queryInput(plan, false),
    keysOnlyQuery: queryInput(plan, true),
    page,
    cursor,
    keyOf,
    encodeCursor: (key: Key) => encodeCursor(plan, key),
    decodeCursor: (value: string) => decodeCursor(plan, value),
  };
  return plan.byWord ? readMatchingPage(paged, entryMatches(plan)) : readPage(paged);
}

/**
 * The owners of title-word entries (one BatchGetItem), in the entries' order, that the entry
 * still stands for (open, same title and filters: isCurrentEntry). A stale entry is skipped:
 * searches only read (word-index.ts: the owner's next change removes it).
 */
export async function currentOwners(
  entries: Record<string, unknown>[],
  ownerKey: (id: string) => ItemKey,
  wordOwner: (item: Record<string, unknown> | undefined) => WordIndexed | undefined,
): Promise<Record<string, unknown>[]> {
  const owners = await batchGetItems(entries.map((entry) => ownerKey(String(entry.id))));
  return owners.filter(
    (owner, position): owner is Record<string, unknown> =>
      !!owner && isCurrentEntry(entries[position]!, wordOwner(owner)),
  );
}
