// A page of the site fetched as a crawler or a browser without JavaScript reads it: its status,
// headers and HTML, parsed, and what a reader sees of its app root, spaces folded.
import { parse, type HTMLElement } from 'node-html-parser';
import type { StackInfo } from '../../../local/stack-process.js';

export interface FetchedPage {
  status: number;
  headers: Headers;
  html: string;
  document: HTMLElement;
  text: string;
}

/** `init.redirect: 'manual'` to see a redirect itself rather than where it leads. */
export async function fetchPage(stack: StackInfo, path: string, init: RequestInit = {}): Promise<FetchedPage> {
  const response = await fetch(new URL(path, stack.appUrl), init);
  const html = await response.text();
  const document = parse(html);
  const text = (document.getElementById('root')?.textContent ?? '').replace(/\s+/g, ' ');
  return { status: response.status, headers: response.headers, html, document, text };
}
