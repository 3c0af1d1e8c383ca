// Checks who is calling before anything else: signed-in routes need a valid session (401)
// of the right role (403), `member` routes an employer who belongs to a company (403), and
// `operator` routes an account the deployment names an operator (403).
// Onboarding routes are checked after validation, since the account they name is in the
// input (see check-onboarding.ts). A route's `preload` is read with the session's profile,
// in one round trip.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MSG } from '#shared/messages.js';
import type { RouteDefinition } from '#shared/routes.js';
import type { ItemKey } from '../dynamodb/batch-get.js';
import { isOperator } from '../auth/operators.js';
import { forbidden, unauthorized } from '../errors.js';
import type { ApiEvent, Caller } from './types.js';

/** The key of the one item a route reads, from its validated query (ApiHandlerOptions.preload). */
export type Preload = (query: unknown) => ItemKey;

/**
 * Finds who is calling from the request's cookies (null: nobody, or a session not valid any
 * more) and, with `alsoRead`, reads that item in the same round trip.
 */
export type SessionCheck<S extends Caller> = (
  cookies: Record<string, string>,
  alsoRead?: ItemKey,
) => Promise<{ session: S; item: Record<string, unknown> | undefined } | null>;

/** Whether an operator suspended a company (teams/company-standing.ts), asked before its members act for it. */
export interface CompanyStanding {
  companySuspended(companyID: string): Promise<boolean>;
}

/**
 * Whether a call acts for the caller's company (a suspended company's members may not): the
 * route says so, or else every member call that is not a read does.
 */
export const actsForCompany = (route: RouteDefinition): boolean =>
  route.actsForCompany ?? (route.access === 'member' && route.method !== 'GET');

export function authenticate<S extends Caller>(
  route: RouteDefinition,
  checkSession: SessionCheck<S>,
  preload?: Preload,
  standing?: CompanyStanding,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (route.access === 'public' || route.access === 'onboarding') return;
      const checked = await checkSession(event.api.cookies, preload && preloadKey(route, event, preload));
      if (!checked) throw unauthorized();
      const role = route.access === 'member' ? 'employer' : route.access;
      if (role === 'operator') {
        if (!isOperator(checked.session.user)) throw forbidden(MSG.notAnOperator);
      } else if (role !== 'user' && checked.session.role !== role) throw forbidden();
      // The profile read just now says whether they still belong to a company: a removed
      // member's open session is refused from their next call on.
      if (route.access === 'member' && !checked.session.user.companyID) throw forbidden(MSG.notAMember);
      const companyID = checked.session.role === 'employer' ? checked.session.user.companyID : undefined;
      if (companyID && standing && actsForCompany(route) && (await standing.companySuspended(companyID)))
        throw forbidden(MSG.companySuspended);
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
