// validateInput alone: the query and the body checked against the route's schemas, the valid
// values handed on as the schemas output them, and each bad field named.
import { describe, expect, it } from 'vitest';
import { ValidationError } from '#platform/errors.js';
import { validateInput } from '#platform/http/validate-input.js';
import { MSG } from '#shared/messages.js';
import { routes, type RouteDefinition } from '#shared/routes.js';
import { apiEvent, stateAfter } from '../../support/middleware.js';

const JOB_ID = '5f0c3b1e-0000-4000-8000-000000000001';
const validate = (route: RouteDefinition, request: { query?: Record<string, string>; rawBody?: unknown }) =>
  stateAfter(validateInput(route), apiEvent({ query: request.query }, { rawBody: request.rawBody }));
const refusal = async (route: RouteDefinition, request: Parameters<typeof validate>[1]) => {
  const error: unknown = await validate(route, request).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
};

describe('validateInput', () => {
  it('hands on the query and the body as the schemas output them', async () => {
    expect((await validate(routes.getJob, { query: { jobID: ` ${JOB_ID} ` } })).query).toEqual({ jobID: JOB_ID });
    const state = await validate(routes.login, { rawBody: { email: ' Ada@Example.com ', password: 'secret-1' } });
    expect(state.body).toEqual({ email: 'ada@example.com', password: 'secret-1' });
  });

  it('names every missing field, the first one in the message', async () => {
    const error = await refusal(routes.login, { rawBody: {} });
    expect(error.statusCode).toBe(400);
    expect(error.publicMessage).toBe(MSG.emailRequired);
    expect(error.fieldErrors).toEqual({ email: MSG.emailRequired, password: MSG.passwordRequired });
  });

  it('refuses unknown fields, naming them', async () => {
    const error = await refusal(routes.login, {
      rawBody: { email: 'ada@example.com', password: 'secret-1', isAdmin: true },
    });
    expect(error.publicMessage).toBe('Unknown field: isAdmin');
    expect(error.fieldErrors).toEqual({ isAdmin: 'Unknown field: isAdmin' });
  });

  it('refuses a body that is not an object', async () => {
    expect((await refusal(routes.login, { rawBody: [1, 2] })).publicMessage).toBe('The request must be a JSON object.');
  });

  it('checks the query of a route that reads one', async () => {
    expect((await refusal(routes.getJob, { query: { jobID: 'not-an-id' } })).fieldErrors).toEqual({
      jobID: 'jobID is not valid',
    });
  });
});
