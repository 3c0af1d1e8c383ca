// Which failures of a call to AWS are worth a retry: the AWS clients retry them, and a
// caller who still meets one gets a 503 (errors.ts). The SDK's standard retry strategy
// retries the same: throttling, transient server errors and unreachable services.

/** AWS error names that mean "busy or briefly down". */
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
const NETWORK_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);

/** An AWS service busy, briefly down or unreachable. */
export function isTransientAwsError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, $fault, $retryable } = error as { name?: string; code?: string; $fault?: string; $retryable?: unknown };
  return Boolean((name && RETRYABLE_AWS_ERRORS.has(name)) || (code && NETWORK_ERROR_CODES.has(code)) || $retryable || $fault === 'server');
}
