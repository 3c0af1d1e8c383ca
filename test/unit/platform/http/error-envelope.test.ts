// errorEnvelope alone: any thrown error becomes the { statusCode, data: { msg } } answer, the
// details of unexpected ones going to the log only; one log line per request.
import middy from '@middy/core';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { HttpError, ValidationError } from '#platform/errors.js';
import { errorEnvelope } from '#platform/http/error-envelope.js';
import type { ApiEvent } from '#platform/http/types.js';
import { logger } from '#platform/observability/logger.js';
import { lambdaContext, parseBody } from '../../../support/lambda-events.js';
import { apiEvent } from '../../support/middleware.js';

const answering = (work: () => Promise<APIGatewayProxyStructuredResultV2>) =>
  middy<ApiEvent, APIGatewayProxyStructuredResultV2>().use(errorEnvelope('getJob')).handler(work);
const call = (work: () => Promise<APIGatewayProxyStructuredResultV2>) =>
  answering(work)(apiEvent({ method: 'GET' }), lambdaContext);

let info: MockInstance;
let warn: MockInstance;
let error: MockInstance;
beforeEach(() => {
  info = vi.spyOn(logger, 'info').mockImplementation(() => undefined);
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
  error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('errorEnvelope', () => {
  it('leaves a success as it is and logs it completed', async () => {
    const result = await call(async () => ({ statusCode: 200, body: '{"statusCode":200,"data":{}}' }));
    expect(result).toEqual({ statusCode: 200, body: '{"statusCode":200,"data":{}}' });
    expect(info).toHaveBeenCalledWith(
      'request completed',
      expect.objectContaining({ route: 'getJob', statusCode: 200 }),
    );
  });

  it('answers an error thrown on purpose with its status and sentence, logged as refused', async () => {
    const result = await call(async () => {
      throw new HttpError(404, 'No such job.');
    });
    expect(result.statusCode).toBe(404);
    expect(parseBody(result)).toEqual({ statusCode: 404, data: { msg: 'No such job.' } });
    expect(warn).toHaveBeenCalledWith('request refused', expect.objectContaining({ reason: 'No such job.' }));
  });

  it('names each bad field of a validation error', async () => {
    const result = await call(async () => {
      throw new ValidationError('jobID is missing', { jobID: 'jobID is missing' });
    });
    expect(parseBody(result).data).toEqual({ msg: 'jobID is missing', fieldErrors: { jobID: 'jobID is missing' } });
  });

  it('hides an unexpected error behind a generic 500 and logs its details', async () => {
    const boom = new Error('secret detail');
    const result = await call(async () => {
      throw boom;
    });
    expect(result.statusCode).toBe(500);
    expect(JSON.stringify(parseBody(result))).not.toContain('secret detail');
    expect(error).toHaveBeenCalledWith('request failed', expect.objectContaining({ statusCode: 500, error: boom }));
  });

  it('answers a busy AWS service with 503', async () => {
    const result = await call(async () => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException' });
    });
    expect(result.statusCode).toBe(503);
  });
});
