// Cursor paging over one Query, shared by job search and sourcing. Every page reads the same
// bounded number of items however big the table is:
//   - one Query of PAGE_SIZE + 1 entries (the extra one tells whether this is the last page);
//   - a page that is not the last carries `nextCursor`, the keys of its last entry, which the
//     client sends back with the next page number;
//   - a page asked for without its cursor (a reload of ?page=3) walks the entries of the pages
//     before with keys-only reads, at most up to page SEARCH_MAX_WALK_PAGE; past that, and past
//     the end of the results, the answer is an empty last page.
// Each search owns its cursor format and checks that a cursor really is a key of that very
// search (anything else is a 400), since the cursor comes back from the client.
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { PAGE_SIZE } from '#shared/constants.js';
import { dynamo } from '../clients/dynamodb.js';
import { queryItems } from './query-pages.js';

/** The deepest page reached by walking from the start (no cursor): 100 pages, 1,000 keys. */
export const SEARCH_MAX_WALK_PAGE = 100;

type QueryInput = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;

/** `K`: the search's key (table and index key attributes of an entry). */
export interface PagedQuery<K extends Record<string, unknown>> {
  /** The search's Query, reading whole entries. */
  query: QueryInput;
  /** The same Query reading keys only, to walk past the pages before. */
  keysOnlyQuery: QueryInput;
  /** 1-based. */
  page: number;
  cursor?: string;
  /** The table and index key of an entry read by either Query. */
  keyOf: (item: Record<string, unknown>) => K;
  /** The cursor for the page `page` that starts after `key`. */
  encodeCursor: (key: K, page: number) => string;
  /** The start key a cursor for `page` stands for; throws a 400 when it is not one of this search's. */
  decodeCursor: (cursor: string, page: number) => K;
}

export interface PageOfItems {
  items: Record<string, unknown>[];
  pagination: { currentPage: number; isLastPage: boolean; nextCursor?: string };
}

export async function readPage<K extends Record<string, unknown>>(paged: PagedQuery<K>): Promise<PageOfItems> {
  const emptyLastPage: PageOfItems = { items: [], pagination: { currentPage: paged.page, isLastPage: true } };
  let startKey: K | undefined;
  if (paged.cursor) {
    startKey = paged.decodeCursor(paged.cursor, paged.page);
  } else if (paged.page > 1) {
    if (paged.page > SEARCH_MAX_WALK_PAGE) return emptyLastPage;
    const key = await keyOfEntry(paged, (paged.page - 1) * PAGE_SIZE);
    if (!key) return emptyLastPage;
    startKey = key;
  }
  const { Items = [] } = await dynamo().send(
    new QueryCommand({ ...paged.query, Limit: PAGE_SIZE + 1, ExclusiveStartKey: startKey }),
  );
  const items = Items.slice(0, PAGE_SIZE);
  const isLastPage = Items.length <= PAGE_SIZE;
  return {
    items,
    pagination: {
      currentPage: paged.page,
      isLastPage,
      ...(isLastPage ? {} : { nextCursor: paged.encodeCursor(paged.keyOf(items.at(-1)!), paged.page + 1) }),
    },
  };
}

/** The key of the `count`-th entry from the start, reading keys only; null when there are fewer. */
async function keyOfEntry<K extends Record<string, unknown>>(paged: PagedQuery<K>, count: number): Promise<K | null> {
  const keys = await queryItems(paged.keysOnlyQuery, { limit: count });
  return keys.length === count ? paged.keyOf(keys.at(-1)!) : null;
}
