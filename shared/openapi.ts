// The API as an OpenAPI 3.1 document, made from the route table: every call with its method,
// path, access, query, body and answer, the schemas being zod's own JSON Schema output of the
// route's schemas. `npm run contract` writes it to shared/openapi.json, which is committed so
// that a change of the contract shows in review; a unit test fails when the file is stale.
import * as z from 'zod/mini';
import { routeList, type RouteEntry } from './routes.js';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema => {
  // zod's $schema line is for standalone documents; OpenAPI 3.1 schemas are 2020-12 already.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

/** Every answer is { statusCode, data } with the HTTP status equal to statusCode. */
const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  properties: { statusCode: { type: 'integer' }, data },
  required: ['statusCode', 'data'],
});

const ERROR = envelope({ type: 'object', properties: { msg: { type: 'string' } }, required: ['msg'] });

const ACCESS_TEXT: Record<RouteEntry['access'], string> = {
  public: 'Anyone.',
  onboarding: 'A browser holding the onboarding cookie of the account it names (just signed up, not yet confirmed).',
  user: 'Any signed-in user.',
  employer: 'A signed-in employer.',
  member: 'A signed-in employer who is a member of a company (the company owns what the call touches).',
  candidate: 'A signed-in candidate.',
  operator: 'A signed-in operator of the marketplace (named in the deployment settings).',
};

/** A query schema's fields as OpenAPI query parameters. */
function queryParameters(route: RouteEntry): JsonSchema[] {
  if (!route.query) return [];
  const schema = toSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

function requestBody(route: RouteEntry): JsonSchema | undefined {
  if (route.bodyKind === 'none') return undefined;
  const fields = route.body ? toSchema(route.body, 'input') : { type: 'object' };
  if (route.bodyKind === 'json') return { required: true, content: { 'application/json': { schema: fields } } };
  // Files travel as parts of their own beside the text fields (see the call's summary).
  return { required: true, content: { 'multipart/form-data': { schema: { ...fields, additionalProperties: true } } } };
}

function operation(route: RouteEntry): JsonSchema {
  const body = requestBody(route);
  const signedIn =
    route.access === 'user' || route.access === 'employer' || route.access === 'member' || route.access === 'candidate';
  return {
    operationId: route.name,
    summary: route.summary,
    description: `Who may call it: ${ACCESS_TEXT[route.access]}`,
    ...(signedIn ? { security: [{ session: [] }] } : {}),
    parameters: queryParameters(route),
    ...(body ? { requestBody: body } : {}),
    responses: {
      200: {
        description: 'Done.',
        content: { 'application/json': { schema: envelope(toSchema(route.response, 'output')) } },
      },
      default: {
        description: 'Refused or failed: data.msg says why, for people.',
        content: { 'application/json': { schema: ERROR } },
      },
    },
  };
}

export function openApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of routeList) {
    paths[route.path] = { ...paths[route.path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Remote Hiring Marketplace API',
      version: '1.0.0',
      description:
        'Every call answers { statusCode, data }; a refusal carries data.msg. Generated from shared/routes.ts.',
    },
    paths,
    components: {
      securitySchemes: {
        // __Host-session over HTTPS; plain "session" on the local stack over http.
        session: { type: 'apiKey', in: 'cookie', name: '__Host-session' },
      },
    },
  };
}

/** The document as written to shared/openapi.json. */
export const openApiJson = (): string => `${JSON.stringify(openApiDocument(), null, 2)}\n`;
