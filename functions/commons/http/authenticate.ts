// Checks who is calling before anything else: signed-in routes need a valid session (401)
// of the right role (403). Onboarding routes are checked after validation, since the
// account they name is in the input (see check-onboarding.ts).
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDefinition } from '#shared/routes.js';
import { resolveSession } from '../auth/session.js';
import { forbidden, unauthorized } from '../errors.js';
import type { ApiEvent } from './types.js';

export function authenticate(route: RouteDefinition): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (route.access === 'public' || route.access === 'onboarding') return;
      const session = await resolveSession(event.api.cookies);
      if (!session) throw unauthorized();
      if (route.access !== 'user' && session.role !== route.access) throw forbidden();
      event.api.session = session;
    },
  };
}
