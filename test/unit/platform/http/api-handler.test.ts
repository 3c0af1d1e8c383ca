// The common handler layer, driven through real handler files with mocked AWS clients.
// Prepare / Act / Assess, as in the Powertools examples.
import { DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnboardingToken } from '#platform/auth/onboarding-token.js';
import { setTestSessions } from '#functions/accounts/session-check.js';
import { logger } from '#platform/observability/logger.js';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { routes } from '#shared/routes.js';
import { apiHandler } from '#functions/api-handler.js';
import { checkOnboarding } from '#platform/http/check-onboarding.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { answer501 } from '../../support/answer-501.js';
import { parseMultipart } from '#platform/http/parse-multipart.js';
import { handler as getUser } from '#functions/accounts/handlers/get-user.js';
import { handler as getDepartments } from '#functions/jobs/handlers/get-departments.js';
import { httpEvent, lambdaContext, parseBody } from '../../../support/lambda-events.js';

// Probe handlers on real route definitions: the layer under test, not the calls' logic.
const login = apiHandler(routes.login, answer501, { viewerAddress });
const candidateSignup = apiHandler(
  routes.candidateSignup,
  async ({ files }) => {
    if (files.length !== 1) throw new Error('expected one file');
    return answer501();
  },
  { multipart: parseMultipart, viewerAddress },
);
const verifyOtp = apiHandler(routes.verifyOtp, answer501, { onboarding: checkOnboarding });
const getJobs = apiHandler(routes.getJobs, answer501);

const dynamo = mockClient(DynamoDBDocumentClient);
const USER_ID = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
const profile = (role: 'employer' | 'candidate', status = 'active') => ({
  PK: `USER#${USER_ID}`,
  SK: 'PROFILE',
  userID: USER_ID,
  role,
  status,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  createdAt: '2026-01-01T00:00:00.000Z',
});

beforeEach(() => {
  dynamo.reset();
  process.env.INSECURE_COOKIES = 'true';
  process.env.ONBOARDING_SECRET = 'unit-test-onboarding-secret-0123456789';
  setTestSessions({
    verify: async (token: string) => {
      if (token !== 'valid-token') throw new Error('invalid signature');
      return { sub: USER_ID, client_id: 'client', token_use: 'access' };
    },
  });
});
afterEach(() => {
  setTestSessions(undefined);
  vi.restoreAllMocks();
});

describe('input parsing and validation', () => {
  it('answers an empty body with 400 naming every missing field', async () => {
    const result = await login(httpEvent({ method: 'POST' }), lambdaContext);
    expect(result.statusCode).toBe(400);
    expect(parseBody(result)).toEqual({
      statusCode: 400,
      data: {
        msg: 'Email address is required',
        fieldErrors: { email: 'Email address is required', password: 'Password is required' },
      },
    });
  });

  it('answers broken JSON with 400 and a non-JSON content type with 415', async () => {
    const broken = await login(
      httpEvent({ method: 'POST', body: '{"email"', contentType: 'application/json' }),
      lambdaContext,
    );
    expect(broken.statusCode).toBe(400);
    expect(parseBody(broken).data.msg).toBe('The request body is not valid JSON.');
    const wrongType = await login(
      httpEvent({ method: 'POST', body: 'email=x', contentType: 'application/x-www-form-urlencoded' }),
      lambdaContext,
    );
    expect(wrongType.statusCode).toBe(415);
  });

  it('refuses unknown fields and non-object bodies', async () => {
    const extra = await login(
      httpEvent({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co', password: 'secret1', admin: true }),
        contentType: 'application/json',
      }),
      lambdaContext,
    );
    expect(extra.statusCode).toBe(400);
    expect(parseBody(extra).data.msg).toBe('Unknown field: admin');
    const array = await login(
      httpEvent({ method: 'POST', body: '[1,2]', contentType: 'application/json' }),
      lambdaContext,
    );
    expect(parseBody(array)).toMatchObject({ statusCode: 400, data: { msg: 'The request must be a JSON object.' } });
  });

  it('lets valid input through to the handler (here one that answers 501)', async () => {
    const result = await login(
      httpEvent({
        method: 'POST',
        body: JSON.stringify({ email: 'a@b.co', password: 'secret1' }),
        contentType: 'application/json',
      }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(501);
    expect(parseBody(result).data.msg).toBe('Reached the handler.');
  });

  it('refuses to make the handler of a multipart route without a multipart parser (a wiring mistake)', () => {
    expect(() => apiHandler(routes.uploadResume, answer501)).toThrow(/multipart parser/);
  });

  it('refuses a preload on a route that cannot have one: public, or without a query (a wiring mistake)', () => {
    const preload = () => ({ PK: 'JOB#x', SK: 'JOB' });
    expect(() => apiHandler(routes.searchJobs, answer501, { preload })).toThrow(
      /preload needs a signed-in route with a query/,
    );
    expect(() => apiHandler(routes.getUser, answer501, { preload })).toThrow(
      /preload needs a signed-in route with a query/,
    );
    expect(() => apiHandler(routes.getJobCandidate, answer501, { preload })).not.toThrow();
  });

  it('reads multipart forms and refuses oversize files with 413', async () => {
    const boundary = 'unit-boundary';
    const fields = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      jobType: 'full-time',
      jobTitle: 'Developer',
      country: 'France',
      password: 'long-enough',
    };
    const form = (file?: Buffer) =>
      Buffer.concat([
        ...Object.entries(fields).map(([name, value]) =>
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
        ),
        ...(file
          ? [
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
              file,
              Buffer.from('\r\n'),
            ]
          : []),
        Buffer.from(`--${boundary}--\r\n`),
      ]);
    const contentType = `multipart/form-data; boundary=${boundary}`;
    const ok = await candidateSignup(
      httpEvent({ method: 'POST', body: form(Buffer.from('%PDF-1.7 small')), contentType }),
      lambdaContext,
    );
    expect(ok.statusCode).toBe(501);
    const tooBig = await candidateSignup(
      httpEvent({ method: 'POST', body: form(Buffer.alloc(RESUME_MAX_BYTES + 1, 1)), contentType }),
      lambdaContext,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(parseBody(tooBig).data.msg).toBe(`File is larger than ${RESUME_MAX_BYTES} bytes`);
    const notMultipart = await candidateSignup(
      httpEvent({ method: 'POST', body: JSON.stringify(fields), contentType: 'application/json' }),
      lambdaContext,
    );
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('authentication and roles', () => {
  it('answers 401 without a session cookie, and with a forged one', async () => {
    expect((await getUser(httpEvent({}), lambdaContext)).statusCode).toBe(401);
    expect((await getUser(httpEvent({ cookies: ['session=forged'] }), lambdaContext)).statusCode).toBe(401);
  });

  it('reads the role from the stored profile and answers with the public user only', async () => {
    dynamo.on(GetCommand).resolves({ Item: profile('employer') });
    const result = await getUser(httpEvent({ cookies: ['session=valid-token'] }), lambdaContext);
    expect(result.statusCode).toBe(200);
    const { data } = parseBody(result);
    expect(data.user).toEqual({
      userID: USER_ID,
      role: 'employer',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
  });

  it('answers 403 to a signed-in user of the wrong role, before reading input', async () => {
    dynamo.on(GetCommand).resolves({ Item: profile('candidate') });
    const result = await getJobs(
      httpEvent({ cookies: ['session=valid-token'], query: { page: 'not-a-number' } }),
      lambdaContext,
    );
    expect(result.statusCode).toBe(403);
  });

  it('treats an account still in onboarding, or a deleted one, as signed out', async () => {
    dynamo
      .on(GetCommand)
      .resolvesOnce({ Item: profile('employer', 'onboarding') })
      .resolvesOnce({});
    expect((await getUser(httpEvent({ cookies: ['session=valid-token'] }), lambdaContext)).statusCode).toBe(401);
    expect((await getUser(httpEvent({ cookies: ['session=valid-token'] }), lambdaContext)).statusCode).toBe(401);
  });

  it('makes the routes that declare the origin secret, and they alone, pass viewerAddress', () => {
    expect(() => apiHandler(routes.login, answer501)).toThrow("login: routes that declare uses.secrets 'origin'");
    expect(() => apiHandler(routes.getJobs, answer501, { viewerAddress })).toThrow(
      "getJobs: routes that declare uses.secrets 'origin'",
    );
  });

  it('needs the onboarding check on onboarding routes and refuses it elsewhere, when the handler is made', () => {
    expect(() => apiHandler(routes.verifyOtp, answer501)).toThrow('verifyOtp: onboarding routes, and they alone');
    expect(() => apiHandler(routes.getJobs, answer501, { onboarding: checkOnboarding })).toThrow(
      'getJobs: onboarding routes, and they alone',
    );
  });

  it('accepts onboarding calls only with the onboarding cookie of the named account', async () => {
    const body = JSON.stringify({ userID: USER_ID, otp: 'AB12CD' });
    const call = (cookies?: string[]) =>
      verifyOtp(httpEvent({ method: 'PUT', body, contentType: 'application/json', cookies }), lambdaContext);
    expect((await call()).statusCode).toBe(403);
    expect(
      (await call([`onboarding=${createOnboardingToken('7c1e2a90-1111-4d3e-8f4b-6a9d2c1e7b55')}`])).statusCode,
    ).toBe(403);
    expect((await call([`onboarding=${createOnboardingToken(USER_ID)}`])).statusCode).toBe(501);
  });
});

describe('error envelope', () => {
  it('answers with the data on success', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ name: 'Design' }, { name: 'Sales' }] });
    const result = await getDepartments(httpEvent({}), lambdaContext);
    expect(result.statusCode).toBe(200);
    expect(parseBody(result)).toEqual({
      statusCode: 200,
      data: { departments: [{ name: 'Design' }, { name: 'Sales' }] },
    });
  });

  it('turns DynamoDB throttling into a 503 with a retry-worthy message', async () => {
    dynamo
      .on(QueryCommand)
      .rejects(
        Object.assign(new Error('Rate exceeded'), { name: 'ProvisionedThroughputExceededException', $fault: 'client' }),
      );
    const result = await getDepartments(httpEvent({}), lambdaContext);
    expect(result.statusCode).toBe(503);
    expect(parseBody(result).data.msg).toBe('The service is busy right now. Please try again in a moment.');
  });

  it('hides unexpected errors behind a generic 500 and logs the details', async () => {
    const logged = vi.spyOn(logger, 'error');
    dynamo.on(QueryCommand).rejects(new TypeError('secret internal detail'));
    const result = await getDepartments(httpEvent({}), lambdaContext);
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('secret internal detail');
    expect(parseBody(result).data).toEqual({ msg: 'Internal server error. Please try again later' });
    expect(logged).toHaveBeenCalledWith(
      'request failed',
      expect.objectContaining({ route: 'getDepartments', statusCode: 500 }),
    );
  });
});
