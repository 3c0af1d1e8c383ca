// A message's text as sent, with its http(s) addresses made links: React escapes the text, only
// addresses that parse as http or https become links, and each opens in a new tab without
// telling the site where it came from. No HTML of the writer's is ever rendered.
import { Fragment } from 'react';

const ADDRESS = /https?:\/\/[^\s<>"']+/gi;
/** Punctuation that ends a sentence more often than an address. */
const TRAILING = /[.,;:!?)\]]+$/;

export type TextPart = { text: string } | { text: string; href: string };

/** The text cut into plain parts and link parts, in order. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    let href: string | undefined;
    try {
      const url = new URL(address);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      // Not an address after all: left as text.
    }
    if (!href) continue;
    if (start > from) parts.push({ text: text.slice(from, start) });
    parts.push({ text: address, href });
    from = start + address.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}

export function LinkedText({ text }: { text: string }) {
  return (
    <>
      {linkParts(text).map((part, index) =>
        'href' in part ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
