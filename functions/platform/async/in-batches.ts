// Many independent writes of one request, a few at a time: faster than one after the other,
// and friendlier to the table's throughput than all at once.

/** Writes at once at most: the default of mapInBatches. */
export const WRITES_AT_ONCE = 8;

/** `items` in consecutive groups of at most `size` (an API's limit per call, say). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += size) groups.push(items.slice(start, start + size));
  return groups;
}

/** `work` on every item, `size` at a time; the results in the order of `items`. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  size = WRITES_AT_ONCE,
): Promise<R[]> {
  const results: R[] = [];
  for (const group of chunks(items, size)) results.push(...(await Promise.all(group.map(work))));
  return results;
}
