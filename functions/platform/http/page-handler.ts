// The handler of a function that answers a document at the site's own path rather than an API
// call: a job's public page (jobs/handlers/job-page.ts), the job feeds (jobs-rss.ts,
// jobs-json.ts), served through CloudFront (infra/web-stack.ts) and the local gateway. The same
// trace, logger and metrics as every function; a refused request (ValidationError) answers its
// message as text with its 4xx, a failure is logged and answers a short page with 500, both
// never cached.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { toPublicError } from '../errors.js';
import { logger } from '../observability/logger.js';
import { observability } from '../observability/observability.js';

/**
 * A public page or feed the same for everyone (no cookie is read): CloudFront keeps it 5 minutes, so
 * a change to the job shows within that time; browsers ask again each time.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300';

/**
 * A moved page's 301 (a company's old slug): kept an hour by browsers, not for ever as a 301
 * without Cache-Control would be, since a slug may come back to its company.
 */
export const MOVED_PAGE_CACHE = 'public, max-age=3600, s-maxage=300';

export interface PageAnswer {
  statusCode: number;
  /** The whole HTML document. */
  html: string;
  cacheControl: string;
  /** Where a redirect (3xx) sends the visitor: a path of the site. */
  location?: string;
}

/** Any other document: its bytes as text and its type. */
export interface DocumentAnswer {
  statusCode: number;
  body: string;
  contentType: string;
  cacheControl: string;
  location?: string;
}

export type PageHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const HTML = 'text/html; charset=utf-8';

const documentResponse = (answer: DocumentAnswer): APIGatewayProxyStructuredResultV2 => ({
  statusCode: answer.statusCode,
  headers: {
    'content-type': answer.contentType,
    'cache-control': answer.cacheControl,
    'x-content-type-options': 'nosniff',
    ...(answer.location ? { location: answer.location } : {}),
  },
  body: answer.body,
});

const FAILED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  '<body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>';

export function documentHandler(answer: (event: APIGatewayProxyEventV2) => Promise<DocumentAnswer>): PageHandler {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(observability())
    .handler(async (event) => {
      try {
        return documentResponse(await answer(event));
      } catch (error) {
        const { statusCode, msg } = toPublicError(error);
        if (statusCode < 500)
          return documentResponse({
            statusCode,
            body: msg,
            contentType: 'text/plain; charset=utf-8',
            cacheControl: 'no-store',
          });
        logger.error('the page could not be answered', { error, path: event.rawPath });
        return documentResponse({ statusCode: 500, body: FAILED_PAGE, contentType: HTML, cacheControl: 'no-store' });
      }
    }) as unknown as PageHandler;
}

export function pageHandler(answer: (event: APIGatewayProxyEventV2) => Promise<PageAnswer>): PageHandler {
  return documentHandler(async (event) => {
    const { html, ...page } = await answer(event);
    return { ...page, body: html, contentType: HTML };
  });
}
