// Key parts shared by the job and candidate search entries (table-design.ts, patterns 10
// and 11): every combination of set / unset filters, with values normalised so that
// matching is case-insensitive equality.

export const ANY = '*';

/** Lower-cased, trimmed, inner spaces collapsed: how filter values and titles are compared. */
export function normalize(value: string): string {
  return value.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Every subset of the given filters, each filter either its value or ANY. */
export function filterCombinations<K extends string>(filters: Record<K, string>): Record<K, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const [name, value] of Object.entries(filters) as [K, string][]) {
    combinations = combinations.flatMap((combination) => [
      { ...combination, [name]: normalize(value) },
      { ...combination, [name]: ANY },
    ]);
  }
  return combinations as Record<K, string>[];
}

/** The greatest code point: in UTF-8 byte order, which DynamoDB sorts by, it follows every other. */
const LAST_CHARACTER = '\u{10FFFF}';

/** Sort-key segment for a title prefix query: lower-cased, no '#' (our separator), no LAST_CHARACTER. */
export function titleKey(title: string): string {
  return normalize(title).replaceAll('#', ' ').replaceAll(LAST_CHARACTER, '');
}

/**
 * "Sort key starts with `prefix`" as a key range, `sk BETWEEN from AND to`: the same items as
 * begins_with (no title key holds LAST_CHARACTER), and DynamoDB Local serves a range from its
 * index where it answers begins_with by walking the whole partition (for the same items read).
 */
export const prefixRange = (prefix: string) => ({ from: prefix, to: `${prefix}${LAST_CHARACTER}` });

/** The key condition "`sortKey` starts with `prefix`" (as prefixRange) and its values. */
export function startsWithCondition(sortKey: string, prefix: string) {
  const { from, to } = prefixRange(prefix);
  return { condition: `${sortKey} BETWEEN :from AND :to`, values: { ':from': from, ':to': to } };
}
