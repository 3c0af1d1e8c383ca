// Structured data as Google's job search reads it: the JSON-LD of a page's HTML, extracted the
// way a crawler does (@marbec/web-auto-extractor) and checked against Google's required and
// recommended fields of each type (@adobe/structured-data-validator, maintained from Google's
// rich results documentation).
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor, { type ExtractedData } from '@marbec/web-auto-extractor';

/** The page's JSON-LD items by type ("JobPosting": [...]). */
export function extractStructuredData(html: string): ExtractedData {
  return new WebAutoExtractor({ addLocation: false }).parse(html);
}

/** The page's JSON-LD items of one type. */
export const jsonLdOfType = (html: string, type: string): Record<string, unknown>[] =>
  extractStructuredData(html).jsonld[type] ?? [];

/**
 * Every problem Google's rules find in the page's structured data, one line each:
 * "ERROR: Required attribute ..." (the item is not eligible) or "WARNING: Missing field ..."
 * (a recommended field is missing). Also what could not be parsed at all.
 */
export async function structuredDataProblems(html: string): Promise<string[]> {
  const issues = await new Validator().validate(extractStructuredData(html));
  return issues.map((issue) => `${issue.severity ?? 'ERROR'}: ${issue.issueMessage ?? issue.message ?? ''}`);
}

/** A JSON-LD object as a page carries it, for checking one object without a page around it. */
export const pageWithJsonLd = (item: object): string =>
  `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(item).replace(/</g, '\\u003c')}</script></head><body></body></html>`;
