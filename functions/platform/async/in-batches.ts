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

/**
 * A scheduled run's work on each due item, a few at once, counted by outcome: one that throws
 * is reported to `failed` (to log it) and counted as `failed`, and the others go on.
 */
export async function countOutcomesInBatches<T, O extends string>(
  items: readonly T[],
  outcomes: readonly O[],
  work: (item: T) => Promise<O>,
  failed: (item: T, error: unknown) => void,
): Promise<Record<O | 'failed', number>> {
  const report = Object.fromEntries([...outcomes, 'failed'].map((outcome) => [outcome, 0])) as Record<
    O | 'failed',
    number
  >;
  const done = await mapInBatches(items, async (item): Promise<O | 'failed'> => {
    try {
      return await work(item);
    } catch (error) {
      failed(item, error);
      return 'failed';
    }
  });
  for (const outcome of done) report[outcome] += 1;
  return report;
}
