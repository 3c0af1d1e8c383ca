// Many independent writes of one request, a few at a time: faster than one after the other,
// and friendlier to the table's throughput than all at once.

/** Writes at once at most: the default of mapInBatches. */
export const WRITES_AT_ONCE = 8;

/** `work` on every item, `size` at a time; the results in the order of `items`. */
export async function mapInBatches<T, R>(
  items: readonly T[],
  work: (item: T) => Promise<R>,
  size = WRITES_AT_ONCE,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  }
  return results;
}
