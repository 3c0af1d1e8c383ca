// Errors a handler throws on purpose. The error middleware turns each into the
// { statusCode, data: { msg } } envelope; anything else becomes a generic 500 or 503.
import { MSG } from '#shared/messages.js';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly publicMessage: string,
    options?: { cause?: unknown },
  ) {
    super(publicMessage, options);
    this.name = 'HttpError';
  }
}

/** A 400 that also names each bad field, so forms can show errors beside the fields. */
export class ValidationError extends HttpError {
  constructor(
    msg: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(400, msg);
  }
}

export const badRequest = (msg: string = MSG.badRequest) => new HttpError(400, msg);
export const unauthorized = (msg: string = MSG.notSignedIn) => new HttpError(401, msg);
export const forbidden = (msg: string = MSG.wrongRole) => new HttpError(403, msg);
export const notFound = (msg: string = MSG.notFound) => new HttpError(404, msg);
export const conflict = (msg: string) => new HttpError(409, msg);
export const payloadTooLarge = (msg: string = MSG.bodyTooLarge) => new HttpError(413, msg);
export const unsupportedMediaType = (msg: string) => new HttpError(415, msg);
export const tooManyRequests = (msg: string = MSG.tooManyRequests) => new HttpError(429, msg);
export const serviceUnavailable = (msg: string = MSG.serviceBusy) => new HttpError(503, msg);

/** AWS error names that mean "busy or briefly down": worth a retry, so 503 not 500. */
const RETRYABLE_AWS_ERRORS = new Set([
  'ThrottlingException',
  'Throttling',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
  'TooManyRequestsException',
  'LimitExceededException',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'InternalErrorException',
  'SlowDown',
  'TimeoutError',
  'RequestTimeout',
]);

/** Socket errors: the service could not be reached at all, which a retry may well fix. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * AWS refusals that mean our own request was malformed (a bug in this code, e.g. a condition
 * nobody caught): a 500, not the other service's fault.
 */
const OWN_FAULT_AWS_ERRORS = new Set([
  'ValidationException',
  'SerializationException',
  'ConditionalCheckFailedException',
  'TransactionCanceledException',
]);

/**
 * Maps any thrown value to the status and message a caller may see:
 * - errors thrown on purpose keep theirs;
 * - a busy, down or unreachable AWS service gives 503 (retry);
 * - any other refusal by S3, SES or Cognito that the handler did not expect (access denied,
 *   sending paused, a missing bucket) gives 502: the fault is upstream, and a retry later may work;
 * - everything else is a generic 500 (details go only to the log).
 */
export function toPublicError(error: unknown): { statusCode: number; msg: string } {
  if (error instanceof HttpError) return { statusCode: error.statusCode, msg: error.publicMessage };
  if (error && typeof error === 'object') {
    const { name, code, $fault, $retryable, $metadata } = error as {
      name?: string;
      code?: string;
      $fault?: string;
      $retryable?: unknown;
      $metadata?: unknown;
    };
    if (
      (name && RETRYABLE_AWS_ERRORS.has(name)) ||
      (code && NETWORK_ERROR_CODES.has(code)) ||
      $retryable ||
      $fault === 'server'
    ) {
      return { statusCode: 503, msg: MSG.serviceBusy };
    }
    if ($metadata && $fault === 'client' && !(name && OWN_FAULT_AWS_ERRORS.has(name))) {
      return { statusCode: 502, msg: MSG.serviceFailed };
    }
  }
  return { statusCode: 500, msg: MSG.internalError };
}
