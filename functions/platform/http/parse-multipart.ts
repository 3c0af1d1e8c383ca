// multipart/form-data bodies (busboy), files kept in memory and bounded. Only the handlers
// of multipart routes import this (apiHandler's `multipart` option), so the other functions'
// bundles leave busboy out.
import busboy from 'busboy';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../errors.js';
import type { MultipartParser } from './parse-body.js';
import type { UploadedFile } from './types.js';

const MAX_FILES = 1;
const MAX_FIELDS = 50;

export const parseMultipart: MultipartParser = (raw, contentType) => {
  if (!/^multipart\/form-data\b/i.test(contentType.trim())) throw unsupportedMediaType(MSG.unsupportedMultipart);
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: {
          files: MAX_FILES,
          fields: MAX_FIELDS,
          fieldSize: 64 * 1024,
          fileSize: RESUME_MAX_BYTES,
          parts: MAX_FIELDS + MAX_FILES,
        },
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
        files.push({
          fieldName,
          fileName: info.filename ?? '',
          contentType: info.mimeType,
          content: Buffer.concat(chunks),
        });
      });
    });
    parser.on('filesLimit', () => fail(badRequest('Too many files')));
    parser.on('fieldsLimit', () => fail(payloadTooLarge('The form has too many fields.')));
    parser.on('partsLimit', () => fail(payloadTooLarge('The form has too many parts.')));
    parser.on('error', () => fail(badRequest('The multipart form is malformed.')));
    parser.on('close', () => (failure ? reject(failure) : resolve({ fields, files })));
    parser.end(raw);
  });
};
