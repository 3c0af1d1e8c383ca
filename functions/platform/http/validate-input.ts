// Validates query and body against the route's zod schemas before any work. A bad request
// gets 400 with a message naming the field; unknown fields are refused by the strict
// schemas, so nothing unexpected is ever stored.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod/mini';
import type { RouteDefinition } from '#shared/routes.js';
import { ValidationError } from '../errors.js';
import type { ApiEvent } from './types.js';

export function validateInput(
  route: RouteDefinition,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: ({ event }) => {
      if (route.query) event.api.query = parseOrThrow(route.query, event.queryStringParameters ?? {});
      if (route.body) event.api.body = parseOrThrow(route.body, event.api.rawBody ?? {});
    },
  };
}

/** The input as the schema reads it, or a ValidationError naming the first wrong field. */
export function parseOrThrow<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field =
      issue.path.length > 0 ? issue.path.join('.') : issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '';
    const message = describeIssue(issue);
    if (!(field in fieldErrors)) fieldErrors[field] = message;
  }
  const first = describeIssue(result.error.issues[0]!);
  throw new ValidationError(first, fieldErrors);
}

/** Our schemas carry their own sentences; zod's defaults get the field's name in front. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type' && issue.path.length === 0) return 'The request must be a JSON object.';
  if (/^(Invalid|Too (big|small)|Expected)/.test(issue.message) && path) return `${path}: ${issue.message}`;
  return issue.message;
}
