// Text helpers every email uses: what users typed can hold line breaks (never in a subject)
// and markup (never live in an HTML body).

/** The product's name as emails sign it (the web app's APP_NAME). */
export const PRODUCT_NAME = 'Remote Hiring Marketplace';

/** Subjects and single lines are one line whatever the input held. */
export const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/** Text safe inside HTML, attributes included. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The absolute address of a path of the site, when known: platform/http/site-link.ts's
 * `siteLink`, passed in by handlers (the domain code that writes emails reads no HTTP setting).
 */
export type SiteLink = (path: string) => Promise<string | undefined>;

/** An entry of a list of links in an email (a job of a digest): its title linked, a line of details under it. */
export interface LinkedEntry {
  title: string;
  details: string;
  url: string;
}

/** The list as text: title, details and address, a blank line after each. */
export const linkedEntriesText = (entries: LinkedEntry[]) =>
  entries.flatMap((entry) => [oneLine(entry.title), oneLine(entry.details), entry.url, '']);

/** The list as HTML: a <ul> of the linked titles in bold, with their details under them. */
export const linkedEntriesHtml = (entries: LinkedEntry[]) =>
  [
    '<ul>',
    ...entries.map(
      (entry) =>
        `<li><a href="${escapeHtml(entry.url)}"><strong>${escapeHtml(oneLine(entry.title))}</strong></a><br>${escapeHtml(oneLine(entry.details))}</li>`,
    ),
    '</ul>',
  ].join('');
