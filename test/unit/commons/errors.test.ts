import { describe, expect, it } from 'vitest';
import { HttpError, conflict, toPublicError } from '#commons/errors.js';

describe('toPublicError', () => {
  it('keeps the status and message of errors thrown on purpose', () => {
    expect(toPublicError(conflict('You have already applied to this job'))).toEqual({ statusCode: 409, msg: 'You have already applied to this job' });
    expect(toPublicError(new HttpError(413, 'Too big'))).toEqual({ statusCode: 413, msg: 'Too big' });
  });

  it('turns AWS throttling and server faults into a retry-worthy 503', () => {
    for (const error of [
      Object.assign(new Error('x'), { name: 'ProvisionedThroughputExceededException' }),
      Object.assign(new Error('x'), { name: 'ThrottlingException' }),
      Object.assign(new Error('x'), { name: 'Whatever', $fault: 'server' }),
    ]) {
      expect(toPublicError(error)).toEqual({ statusCode: 503, msg: 'The service is busy right now. Please try again in a moment.' });
    }
  });

  it('hides everything else behind a generic 500', () => {
    expect(toPublicError(new TypeError('Cannot read properties of undefined (reading x)'))).toEqual({
      statusCode: 500,
      msg: 'Internal server error. Please try again later',
    });
    expect(toPublicError('a string')).toMatchObject({ statusCode: 500 });
    expect(toPublicError(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException', $fault: 'client' })).statusCode).toBe(500);
  });
});
