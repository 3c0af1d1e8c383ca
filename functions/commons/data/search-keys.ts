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

/** Sort-key segment for a title prefix query: lower-cased, no '#' (our separator). */
export function titleKey(title: string): string {
  return normalize(title).replaceAll('#', ' ');
}
