// State-changing calls refuse requests another site made a browser send (CSRF). Browsers
// mark every request with Sec-Fetch-Site; older ones at least send Origin on cross-origin
// writes. SameSite=Strict session cookies already stop most of this: this is the second
// lock. Requests without either header (curl, server-to-server) carry no browser cookies
// by accident, so they pass.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MSG } from '#shared/messages.js';
import type { RouteDefinition } from '#shared/routes.js';
import { forbidden } from '../errors.js';
import type { ApiEvent } from './types.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function refuseCrossSite(
  route: RouteDefinition,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      if (SAFE_METHODS.has(route.method)) return;
      const headers = event.headers ?? {};
      const fetchSite = headers['sec-fetch-site'];
      if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden(MSG.crossSite);
      const origin = headers.origin;
      if (!fetchSite && origin && !isAllowedOrigin(origin, headers)) throw forbidden(MSG.crossSite);
    },
  };
}

/** The app's own origin: APP_ORIGIN when configured (behind CloudFront), else the Host. */
function isAllowedOrigin(origin: string, headers: Record<string, string | undefined>): boolean {
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const configured = process.env.APP_ORIGIN;
  if (configured) return configured.split(',').some((allowed) => new URL(allowed.trim()).host === originHost);
  return originHost === (headers['x-forwarded-host'] ?? headers.host);
}
