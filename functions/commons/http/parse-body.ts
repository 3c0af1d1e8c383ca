// Reads the request body as the route expects it: JSON, multipart/form-data (files kept
// in memory, bounded), or nothing. Wrong content types get 415, broken bodies 400, and
// oversize files 413, before any handler work.
import type middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import busboy from 'busboy';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import type { RouteDefinition } from '#shared/routes.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { ApiEvent, UploadedFile } from './types.js';

const MAX_JSON_BYTES = 256 * 1024;
const MAX_FILES = 1;
const MAX_FIELDS = 50;

export function parseBody(route: RouteDefinition): middy.MiddlewareObj<ApiEvent, APIGatewayProxyStructuredResultV2> {
  return {
    before: async ({ event }) => {
      if (route.bodyKind === 'none') return;
      const raw = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
      const contentType = event.headers?.['content-type'] ?? '';
      if (route.bodyKind === 'json') {
        event.api.rawBody = parseJson(raw, contentType);
      } else {
        const { fields, files } = await parseMultipart(raw, contentType);
        event.api.rawBody = fields;
        event.api.files = files;
      }
    },
  };
}

function parseJson(raw: Buffer, contentType: string): unknown {
  // An empty body is an empty object: the schema then names the missing fields.
  if (raw.length === 0) return {};
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(contentType.trim())) throw unsupportedMediaType(MSG.unsupportedMediaType);
  if (raw.length > MAX_JSON_BYTES) throw payloadTooLarge();
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw badRequest(MSG.malformedJson);
  }
}

function parseMultipart(raw: Buffer, contentType: string): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) throw unsupportedMediaType(MSG.unsupportedMultipart);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: MAX_FILES, fields: MAX_FIELDS, fieldSize: 64 * 1024, fileSize: RESUME_MAX_BYTES, parts: MAX_FIELDS + MAX_FILES },
      });
    } catch {
      reject(badRequest('The multipart form is malformed.'));
      return;
    }
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    let failure: Error | undefined;
    const fail = (error: Error) => {
      failure ??= error;
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(payloadTooLarge(`The field ${name} is too long.`));
      else if (name in fields) fail(badRequest(`The field ${name} was sent twice.`));
      else fields[name] = value;
    });
    parser.on('file', (fieldName, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(payloadTooLarge(`File is larger than ${RESUME_MAX_BYTES} bytes`)));
      stream.on('close', () => {
        files.push({ fieldName, fileName: info.filename ?? '', contentType: info.mimeType, content: Buffer.concat(chunks) });
      });
    });
    parser.on('filesLimit', () => fail(badRequest('Too many files')));
    parser.on('fieldsLimit', () => fail(payloadTooLarge('The form has too many fields.')));
    parser.on('partsLimit', () => fail(payloadTooLarge('The form has too many parts.')));
    parser.on('error', () => fail(badRequest('The multipart form is malformed.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(raw);
  });
}
