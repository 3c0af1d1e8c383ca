// The handler of a function that answers a web page rather than an API call: a job's public
// page (jobs/handlers/job-page.ts), served at the site's own paths through CloudFront
// (infra/web-stack.ts) and the local gateway. The same trace, logger and metrics as every
// function; a failure is logged and answers a short page with 500, never cached.
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { logger } from '../observability/logger.js';
import { observability } from '../observability/observability.js';

/**
 * A public page the same for everyone (no cookie is read): CloudFront keeps it 5 minutes, so
 * a change to the job shows within that time; browsers ask again each time.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=0, s-maxage=300';

export interface PageAnswer {
  statusCode: number;
  /** The whole HTML document. */
  html: string;
  cacheControl: string;
}

export type PageHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

const htmlResponse = (statusCode: number, html: string, cacheControl: string): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  },
  body: html,
});

const FAILED_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Something went wrong</title></head>' +
  '<body><h1>Something went wrong</h1><p>Please try again in a moment.</p></body></html>';

export function pageHandler(answer: (event: APIGatewayProxyEventV2) => Promise<PageAnswer>): PageHandler {
  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(observability())
    .handler(async (event) => {
      try {
        const page = await answer(event);
        return htmlResponse(page.statusCode, page.html, page.cacheControl);
      } catch (error) {
        logger.error('the page could not be answered', { error, path: event.rawPath });
        return htmlResponse(500, FAILED_PAGE, 'no-store');
      }
    }) as unknown as PageHandler;
}
