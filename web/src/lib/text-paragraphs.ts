/**
 * Plain text as its writer typed it, in paragraphs: blank lines separate them, single line
 * breaks stay within one (shown with white-space: pre-line). Line ends are normalised as the
 * browser's parser reads server markup, so a server-rendered page hydrates to the same text.
 */
export const textParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n?/g, '\n')
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
