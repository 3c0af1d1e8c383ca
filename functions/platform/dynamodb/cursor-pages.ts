// Cursor paging over one Query, shared by job search, sourcing and the lists of the screens.
// Every page reads a bounded number of items however big the table is:
//   - one Query of PAGE_SIZE + 1 entries (the extra one tells whether this is the last page),
//     or, for lists whose entries are checked as they are read, rounds within a budget
//     (readMatchingPage);
//   - a page that is not the last carries `nextCursor`, the keys of its last entry, which the
//     client sends back with the next page number;
//   - a page asked for without its cursor (a reload of ?page=3) walks the entries of the pages
//     before with keys-only reads, at most up to page SEARCH_MAX_WALK_PAGE; past that, and past
//     the end of the results, the answer is an empty last page.
// Cursors are page-cursor.ts's base64url JSON; each search decides what its cursor holds and
// checks that a cursor really is a key of that very search (anything else is a 400), since
// the cursor comes back from the client.
import { PAGE_SIZE } from '#shared/constants.js';
import { queryItems } from './query-items.js';
import { queryTable, type QueryInput } from './table.js';

/** The deepest page reached by walking from the start (no cursor): 100 pages, 1,000 keys. */
export const SEARCH_MAX_WALK_PAGE = 100;

type PageQuery = Omit<QueryInput, 'Limit' | 'ExclusiveStartKey'>;

/** `K`: the search's key (table and index key attributes of an entry). */
export interface PagedQuery<K extends Record<string, unknown>> {
  /** The search's Query, reading whole entries. */
  query: PageQuery;
  /** The same Query reading keys only, to walk past the pages before. */
  keysOnlyQuery: PageQuery;
  /** 1-based. */
  page: number;
  cursor?: string;
  /** The table and index key of an entry read by either Query. */
  keyOf: (item: Record<string, unknown>) => K;
  /** The cursor for the page `page` that starts after `key`; `shown`: the items of the page before it. */
  encodeCursor: (key: K, page: number, shown: number) => string;
  /** The start key a cursor for `page` stands for; throws a 400 when it is not one of this search's. */
  decodeCursor: (cursor: string, page: number) => K;
}

export interface PageOfItems {
  items: Record<string, unknown>[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

/** Where a page starts: after the cursor's key, after the walked entries, at the start; null: past the end. */
async function startKeyOf<K extends Record<string, unknown>>(paged: PagedQuery<K>): Promise<K | undefined | null> {
  if (paged.cursor) return paged.decodeCursor(paged.cursor, paged.page);
  if (paged.page === 1) return undefined;
  if (paged.page > SEARCH_MAX_WALK_PAGE) return null;
  return keyOfEntry(paged, (paged.page - 1) * PAGE_SIZE);
}

const emptyLastPage = (page: number): PageOfItems => ({
  items: [],
  pagination: { currentPage: page, isLastPage: true },
});

export async function readPage<K extends Record<string, unknown>>(paged: PagedQuery<K>): Promise<PageOfItems> {
  const startKey = await startKeyOf(paged);
  if (startKey === null) return emptyLastPage(paged.page);
  const { Items = [] } = await queryTable({ ...paged.query, Limit: PAGE_SIZE + 1, ExclusiveStartKey: startKey });
  const items = Items.slice(0, PAGE_SIZE);
  const isLastPage = Items.length <= PAGE_SIZE;
  return {
    items,
    pagination: {
      currentPage: paged.page,
      isLastPage,
      ...(isLastPage
        ? {}
        : { nextCursor: paged.encodeCursor(paged.keyOf(items.at(-1)!), paged.page + 1, items.length) }),
    },
  };
}

/** The most items a page of matching entries reads: PAGE_SIZE + 1 entries and the PAGE_SIZE items they stand for. */
export const MATCHING_PAGE_READS = 2 * PAGE_SIZE + 1;

export interface MatchingBudget {
  /** The most reads of a page. */
  reads: number;
  /** Whether each matching entry of the page costs one more read, of the item behind it (which the caller makes). */
  itemBehindEntry: boolean;
  /** The most Queries a page makes; unset: as many as the reads allow. */
  roundTrips?: number;
  /** Entries the first Query asks for; unset: a page and one more. */
  firstRound?: number;
}

/** How many entries the next round asks for: what the share matched so far says the page still needs, and a fifth more. */
function nextRoundSize(wanted: number, read: number, found: number): number {
  return Math.max(wanted, Math.ceil(((wanted * (read + 1)) / (found + 1)) * 1.2));
}

/**
 * A page of the entries that pass `matches`, for lists whose entries can hold some that do
 * not (title words: the entries of one word, checked against the whole query; a search's
 * list checked against its other filters). Reads entries in rounds until it has a page and
 * one more, or the entries end, or the budget is spent: the first round a page and one more
 * (or `firstRound`), each next one as many as the share matched so far says the page needs,
 * within the reads left (MATCHING_PAGE_READS by default, counting a read of the item behind
 * each matching entry of the page) and the round trips left. A page can then be short and
 * still not the last; its cursor is the last entry looked at. Without a cursor, page N walks
 * (N - 1) x PAGE_SIZE entries, matching or not.
 */
export async function readMatchingPage<K extends Record<string, unknown>>(
  paged: PagedQuery<K>,
  matches: (item: Record<string, unknown>) => boolean,
  budget: MatchingBudget = { reads: MATCHING_PAGE_READS, itemBehindEntry: true },
): Promise<PageOfItems> {
  let startKey = await startKeyOf(paged);
  if (startKey === null) return emptyLastPage(paged.page);
  const found: Record<string, unknown>[] = [];
  let lastSeen: Record<string, unknown> | undefined;
  let read = 0;
  let rounds = 0;
  let exhausted = false;
  const itemReads = (count: number) => (budget.itemBehindEntry ? Math.min(count, PAGE_SIZE) : 0);
  while (!exhausted && found.length <= PAGE_SIZE && rounds < (budget.roundTrips ?? Infinity)) {
    const wanted = PAGE_SIZE + 1 - found.length;
    // The most entries this round can read if every one matches: each costs its read and, up
    // to a page, the read of its item.
    let limit = rounds === 0 ? (budget.firstRound ?? wanted) : nextRoundSize(wanted, read, found.length);
    limit = Math.min(limit, budget.reads - read);
    while (limit > 0 && read + limit + itemReads(found.length + limit) > budget.reads) limit -= 1;
    if (limit <= 0) break;
    const { Items = [], LastEvaluatedKey } = await queryTable({
      ...paged.query,
      Limit: limit,
      ExclusiveStartKey: startKey,
    });
    rounds += 1;
    read += Items.length;
    // A round cut short by the 1 MB a Query answers still has its LastEvaluatedKey.
    exhausted = !LastEvaluatedKey || Items.length === 0;
    for (const item of Items) {
      lastSeen = item;
      if (matches(item)) found.push(item);
    }
    if (Items.length > 0) startKey = paged.keyOf(Items.at(-1)!);
  }
  return matchingPage(paged, found, !exhausted, lastSeen);
}

/**
 * The page of the first PAGE_SIZE `found`, the last page when nothing is found past them and
 * `unread` is false. After a full page, the next starts after its last item; after a short
 * one, after `lastSeen`, the last entry looked at.
 */
function matchingPage<K extends Record<string, unknown>>(
  paged: PagedQuery<K>,
  found: Record<string, unknown>[],
  unread: boolean,
  lastSeen: Record<string, unknown> | undefined,
): PageOfItems {
  const items = found.slice(0, PAGE_SIZE);
  const more = found.length > PAGE_SIZE || unread;
  const resumeAfter = found.length > PAGE_SIZE ? items.at(-1) : lastSeen;
  return {
    items,
    pagination: {
      currentPage: paged.page,
      isLastPage: !more,
      ...(more && resumeAfter
        ? { nextCursor: paged.encodeCursor(paged.keyOf(resumeAfter), paged.page + 1, items.length) }
        : {}),
    },
  };
}

/** The key of the `count`-th entry from the start, reading keys only; null when there are fewer. */
async function keyOfEntry<K extends Record<string, unknown>>(paged: PagedQuery<K>, count: number): Promise<K | null> {
  const keys = await queryItems(paged.keysOnlyQuery, { limit: count });
  return keys.length === count ? paged.keyOf(keys.at(-1)!) : null;
}
