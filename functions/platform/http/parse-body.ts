// Reads the request body as the route expects it: JSON, multipart/form-data (through the
// parser the route's handler passes in, parse-multipart.ts), or nothing. Wrong content
// types get 415, broken bodies 400, and oversize bodies 413, before any handler work.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { MSG } from '#shared/messages.js';
import type { RouteDefinition } from '#shared/routes.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { ApiEvent, UploadedFile } from './types.js';

const MAX_JSON_BYTES = 256 * 1024;

/** Reads a multipart/form-data body: its text fields and its files. */
export type MultipartParser = (
  raw: Buffer,
  contentType: string,
) => Promise<{ fields: Record<string, string>; files: UploadedFile[] }>;

export function parseBody(
  route: RouteDefinition,
  multipart?: MultipartParser,
): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  // A wiring mistake, not a request's: it stops the function at its first start (and the tests).
  if (route.bodyKind === 'multipart' && !multipart) {
    throw new Error(
      `The route ${route.path} takes multipart forms: its handler must pass apiHandler a multipart parser (parse-multipart.ts).`,
    );
  }
  return {
    before: async ({ event }) => {
      if (route.bodyKind === 'none') return;
      const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
      const contentType = event.headers?.['content-type'] ?? '';
      if (route.bodyKind === 'json') {
        event.api.rawBody = parseJson(raw, contentType);
      } else if (multipart) {
        const { fields, files } = await multipart(raw, contentType);
        event.api.rawBody = fields;
        event.api.files = files;
      }
    },
  };
}

function parseJson(raw: Buffer, contentType: string): unknown {
  // An empty body is an empty object: the schema then names the missing fields.
  if (raw.length === 0) return {};
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim()))
    throw unsupportedMediaType(MSG.unsupportedMediaType);
  if (raw.length > MAX_JSON_BYTES) throw payloadTooLarge();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(MSG.malformedJson);
  }
}
