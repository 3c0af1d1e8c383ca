// The one format of a page cursor: what the next page starts after, as base64url JSON. The
// client only hands it back, but it can hand back anything: each list checks that what a
// cursor holds is a position in that very list, and anything else is a 400 saying to start
// again from the first page. newestFirstListPage reads one page of such a list.
import { PAGE_SIZE } from '#shared/constants.js';
import { badRequest } from '../errors.js';
import { queryTable } from './table.js';

/** The cursor that holds `position` (any JSON value). */
export const encodePageCursor = (position: unknown): string =>
  Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');

/**
 * The position a cursor holds, as `read` takes it: `read` answers undefined for a value that
 * is not a position in its list. A cursor that is not base64url JSON, or that `read` refuses,
 * is a 400 with `invalidMessage`.
 */
export function decodePageCursor<T>(
  cursor: string,
  read: (position: unknown) => T | undefined,
  invalidMessage: string,
): T {
  const bytes = Buffer.from(cursor, 'base64url');
  let position: unknown;
  try {
    // Only the cursor's own spelling: Node reads past characters that are not base64url.
    if (bytes.toString('base64url') !== cursor) throw new Error('not base64url');
    position = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(invalidMessage);
  }
  const found = read(position);
  if (found === undefined) throw badRequest(invalidMessage);
  return found;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ISO_TIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z';

/** The owner's ID of a cursor's partition key `<prefix><uuid>`, if it is one. */
export const ownerIdOf = (partitionKey: string, prefix: string): string | undefined =>
  new RegExp(`^${prefix}(${UUID})$`).exec(partitionKey)?.[1];

/** Whether a cursor's index sort key is `<ISO time>#<id>`: the newest-first order of search entries. */
export const isNewestFirstKey = (sortKey: string, id: string): boolean =>
  new RegExp(`^${ISO_TIME}#${id}$`).test(sortKey);

/**
 * The `[time, id]` a cursor of a newest-first list holds (an ISO time and a UUID, as its sort
 * key `<time>#<id>` is made), if it holds one.
 */
export function newestFirstPosition(position: unknown): { time: string; id: string } | undefined {
  const [time, id] = Array.isArray(position) && position.length === 2 ? (position as unknown[]) : [];
  if (typeof time !== 'string' || typeof id !== 'string') return undefined;
  return new RegExp(`^${UUID}$`).test(id) && isNewestFirstKey(`${time}#${id}`, id) ? { time, id } : undefined;
}

/** A cursor-paged list's `pagination`: the last page has no cursor. */
export const paginationAfter = (nextCursor: string | undefined) => ({
  isLastPage: !nextCursor,
  ...(nextCursor ? { nextCursor } : {}),
});

/**
 * One page of a GSI1 list whose sort key is `<ISO time>#<uuid>`, newest first, after `cursor`:
 * one Query of PAGE_SIZE + 1 (the one more tells whether a page follows). The cursor holds the
 * last item's `[time, id]`, checked to be one before it becomes a start key (`keyOf(id)` is the
 * item's table key).
 */
export async function newestFirstListPage(list: {
  partition: string;
  keyOf: (id: string) => { PK: string; SK: string };
  /** The last item's [time, id] of a page, for its cursor. */
  positionOf: (item: Record<string, unknown>) => [string, string];
  cursor?: string;
  badCursor: string;
}): Promise<{ items: Record<string, unknown>[]; nextCursor?: string }> {
  const start =
    list.cursor &&
    decodePageCursor(
      list.cursor,
      (position) => {
        const at = newestFirstPosition(position);
        return at && { ...list.keyOf(at.id), GSI1PK: list.partition, GSI1SK: `${at.time}#${at.id}` };
      },
      list.badCursor,
    );
  const { Items = [] } = await queryTable({
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': list.partition },
    ScanIndexForward: false,
    Limit: PAGE_SIZE + 1,
    ...(start ? { ExclusiveStartKey: start } : {}),
  });
  const items = Items.slice(0, PAGE_SIZE);
  const last = items.at(-1);
  return {
    items,
    ...(Items.length > PAGE_SIZE && last ? { nextCursor: encodePageCursor(list.positionOf(last)) } : {}),
  };
}
