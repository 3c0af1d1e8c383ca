// Key parts shared by the job and candidate search entries (docs/data-model.md, patterns 10
// and 11): every combination of set / unset filters, with values normalised so that
// matching is case-insensitive equality, and the words of titles.

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

// ---- Title words (job search and sourcing by title) ------------------------------------
// A title is found by any run of its words: "react dev" finds "Senior React Developer". Each
// title has one index entry per prefix of each of its words (up to WORD_KEY_LENGTH letters),
// so a query reads the one partition of its most telling word, newest first, and the title
// itself decides the rest (titleMatches).

/** Longest word prefix with its own index key: longer query words share the key of their first letters. */
export const WORD_KEY_LENGTH = 6;

/** Lower-case words of letters and digits: punctuation and spaces separate words ("Node.js" -> node, js). */
export function titleWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** The distinct index keys of a title: every prefix of every word, up to WORD_KEY_LENGTH characters. */
export function titleWordKeys(title: string): string[] {
  const keys = new Set<string>();
  for (const word of titleWords(title)) {
    const letters = [...word];
    for (let length = 1; length <= Math.min(letters.length, WORD_KEY_LENGTH); length += 1)
      keys.add(letters.slice(0, length).join(''));
  }
  return [...keys];
}

/**
 * The index key a title query reads: that of its longest word (the fewest titles share it),
 * the first on a tie. Undefined when the query has no word (only punctuation).
 */
export function queryWordKey(query: string): string | undefined {
  const words = titleWords(query);
  if (words.length === 0) return undefined;
  const longest = words.reduce((best, word) => ([...word].length > [...best].length ? word : best));
  return [...longest].slice(0, WORD_KEY_LENGTH).join('');
}

/** Whether the query's words are prefixes of consecutive words of the title, in order (case-insensitive). */
export function titleMatches(title: string, query: string): boolean {
  const words = titleWords(title);
  const wanted = titleWords(query);
  if (wanted.length === 0) return true;
  for (let start = 0; start + wanted.length <= words.length; start += 1) {
    if (wanted.every((word, offset) => words[start + offset]!.startsWith(word))) return true;
  }
  return false;
}
