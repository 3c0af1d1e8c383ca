import { describe, expect, it } from 'vitest';
import { HttpError, conflict, toPublicError } from '#platform/errors.js';

describe('toPublicError', () => {
  it('keeps the status and message of errors thrown on purpose', () => {
    expect(toPublicError(conflict('You have already applied to this job'))).toEqual({
      statusCode: 409,
      msg: 'You have already applied to this job',
    });
    expect(toPublicError(new HttpError(413, 'Too big'))).toEqual({ statusCode: 413, msg: 'Too big' });
  });

  it('turns AWS throttling and server faults into a retry-worthy 503', () => {
    for (const error of [
      Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }),
      Object.assign(new Error('x'), { name: 'ThrottlingException' }),
      Object.assign(new Error('x'), { name: 'Whatever', $fault: 'server' }),
    ]) {
      expect(toPublicError(error)).toEqual({
        statusCode: 503,
        msg: 'The service is busy right now. Please try again in a moment.',
      });
    }
  });

  it('treats an unreachable service as busy (503)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4569'), { code: 'ECONNREFUSED' });
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    for (const error of [refused, reset]) expect(toPublicError(error).statusCode).toBe(503);
  });

  it('answers 502 when S3, SES or Cognito refuse in a way the handler did not expect', () => {
    for (const name of [
      'AccessDenied',
      'NoSuchBucket',
      'AccountSuspendedException',
      'MessageRejected',
      'UserLambdaValidationException',
    ]) {
      const error = Object.assign(new Error('x'), { name, $fault: 'client', $metadata: { httpStatusCode: 400 } });
      expect(toPublicError(error)).toEqual({
        statusCode: 502,
        msg: 'One of our services could not complete this just now. Please try again in a moment.',
      });
    }
  });

  it('hides everything else behind a generic 500', () => {
    expect(toPublicError(new TypeError('Cannot read properties of undefined (reading x)'))).toEqual({
      statusCode: 500,
      msg: 'Internal server error. Please try again later',
    });
    expect(toPublicError('a string')).toMatchObject({ statusCode: 500 });
    // A DynamoDB refusal of our own malformed request is our bug, not the service's fault.
    for (const name of ['ConditionalCheckFailedException', 'ValidationException', 'TransactionCanceledException']) {
      expect(toPublicError(Object.assign(new Error('x'), { name, $fault: 'client', $metadata: {} })).statusCode).toBe(
        500,
      );
    }
  });
});
