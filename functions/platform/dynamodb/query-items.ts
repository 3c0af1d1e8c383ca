// Reading a Query on the table page after page, through the SDK's own paginator. Every caller
// bounds what it asks for: a key that holds few items, or a `limit`.
import { paginateTableQuery, type QueryInput } from './table.js';

export type TableQuery = Omit<QueryInput, 'Limit'>;

type Item = Record<string, unknown>;

/** Every page of a Query on the table, `pageSize` items a page at most (DynamoDB's 1 MB otherwise). */
export async function* queryPages(input: TableQuery, options: { pageSize?: number } = {}): AsyncGenerator<Item[]> {
  const pages = paginateTableQuery(input, options.pageSize);
  for await (const page of pages) yield page.Items ?? [];
}

/**
 * The items of a Query: all of them, or the first `limit` (pages of `limit` items, so a
 * Query without a filter reads no more than that).
 */
export async function queryItems(input: TableQuery, options: { limit?: number } = {}): Promise<Item[]> {
  const { limit } = options;
  const items: Item[] = [];
  for await (const page of queryPages(input, { pageSize: limit })) {
    items.push(...page);
    if (limit !== undefined && items.length >= limit) return items.slice(0, limit);
  }
  return items;
}
