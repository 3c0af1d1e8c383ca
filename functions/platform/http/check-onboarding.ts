// Onboarding calls name an account (userID in query or body) and come from a browser that
// is not signed in. They are accepted only with the onboarding cookie made for that very
// account at sign-up; whether the account is still in onboarding is the handler's check.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDefinition } from '#shared/routes.js';
import { readOnboardingToken } from '../auth/onboarding-token.js';
import { cookieNames } from '../auth/cookie-names.js';
import { forbidden } from '../errors.js';
import type { ApiEvent } from './types.js';

const ONBOARDING_EXPIRED =
  'This sign-up session has expired or belongs to another browser. Please sign up again or log in.';

export function checkOnboarding(
  route: RouteDefinition,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      if (route.access !== 'onboarding') return;
      const named = userIdOf(event.api.query) ?? userIdOf(event.api.body);
      const proven = readOnboardingToken(event.api.cookies[cookieNames.onboarding]);
      if (!named || !proven || named !== proven) throw forbidden(ONBOARDING_EXPIRED);
      event.api.onboardingUserID = proven;
    },
  };
}

function userIdOf(input: unknown): string | undefined {
  if (input && typeof input === 'object' && 'userID' in input && typeof input.userID === 'string') return input.userID;
  return undefined;
}
