// Checks who is calling before anything else: signed-in routes need a valid session (401)
// of the right role (403), and `member` routes an employer who belongs to a company (403).
// Onboarding routes are checked after validation, since the account they name is in the
// input (see check-onboarding.ts). A route's `preload` is read with the session's profile,
// in one round trip.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDefinition } from '#shared/routes.js';
import { NOT_A_MEMBER, resolveSessionAndRead } from '../auth/session.js';
import type { ItemKey } from '../dynamodb/batch-get.js';
import { forbidden, unauthorized } from '../errors.js';
import type { ApiEvent } from './types.js';

/** The key of the one item a route reads, from its validated query (ApiHandlerOptions.preload). */
export type Preload = (query: unknown) => ItemKey;

export function authenticate(
  route: RouteDefinition,
  preload?: Preload,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (route.access === 'public' || route.access === 'onboarding') return;
      const checked = await resolveSessionAndRead(event.api.cookies, preload && preloadKey(route, event, preload));
      if (!checked) throw unauthorized();
      const role = route.access === 'member' ? 'employer' : route.access;
      if (role !== 'user' && checked.session.role !== role) throw forbidden();
      // The profile read just now says whether they still belong to a company: a removed
      // member's open session is refused from their next call on.
      if (route.access === 'member' && !checked.session.user.companyID) throw forbidden(NOT_A_MEMBER);
      event.api.session = checked.session;
      event.api.preloaded = checked.item;
    },
  };
}

/**
 * The preloaded item's key when the query is valid. A bad query reads only the session, and
 * validateInput refuses it after the session check, so 401 and 403 still come before 400.
 */
function preloadKey(route: RouteDefinition, event: ApiEvent, preload: Preload): ItemKey | undefined {
  const parsed = route.query?.safeParse(event.queryStringParameters ?? {});
  return parsed?.success ? preload(parsed.data) : undefined;
}
