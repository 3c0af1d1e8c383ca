// The meta description and link preview text of a server-rendered page (a job's, a company's):
// what a search result or a shared link shows under the title.

const DESCRIPTION_MAX = 300;

/** Text on one line, cut at a word with "…" past DESCRIPTION_MAX characters. */
export function shortDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
