// State-changing calls refuse requests made by another site; reads and non-browser calls pass.
import { afterEach, describe, expect, it } from 'vitest';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { routes } from '#shared/routes.js';
import { apiHandler } from '#functions/api-handler.js';
import { viewerAddress } from '#platform/http/client-address.js';
import { answer501 } from '../../support/answer-501.js';
import { handler as getDepartments } from '#functions/jobs/handlers/get-departments.js';
import { httpEvent, lambdaContext, parseBody } from '../../../support/lambda-events.js';

// A probe on the login route: the layer under test, not the login logic.
const login = apiHandler(routes.login, answer501, { viewerAddress });

const dynamo = mockClient(DynamoDBDocumentClient);
const loginEvent = (headers: Record<string, string>) =>
  httpEvent({
    method: 'POST',
    path: '/api/login',
    body: '{}',
    contentType: 'application/json',
    headers: { host: 'app.example.com', ...headers },
  });

afterEach(() => {
  delete process.env.APP_ORIGIN;
  dynamo.reset();
});

describe('cross-site refusal', () => {
  it.each([['cross-site'], ['same-site']])('refuses a write marked Sec-Fetch-Site: %s with 403', async (site) => {
    const result = await login(loginEvent({ 'sec-fetch-site': site }), lambdaContext);
    expect(result.statusCode).toBe(403);
    expect(parseBody(result).data.msg).toBe('This request came from another site and was refused.');
  });

  it('refuses a write whose Origin is another site when Sec-Fetch-Site is absent', async () => {
    expect((await login(loginEvent({ origin: 'https://evil.example' }), lambdaContext)).statusCode).toBe(403);
    expect((await login(loginEvent({ origin: 'not a url' }), lambdaContext)).statusCode).toBe(403);
  });

  it('lets same-origin writes and non-browser calls through to validation', async () => {
    expect((await login(loginEvent({ 'sec-fetch-site': 'same-origin' }), lambdaContext)).statusCode).toBe(400);
    expect((await login(loginEvent({ origin: 'https://app.example.com' }), lambdaContext)).statusCode).toBe(400);
    expect((await login(loginEvent({}), lambdaContext)).statusCode).toBe(400);
  });

  it('uses APP_ORIGIN behind a CDN, where Host is the API origin', async () => {
    process.env.APP_ORIGIN = 'https://hire.example.com';
    expect((await login(loginEvent({ origin: 'https://hire.example.com' }), lambdaContext)).statusCode).toBe(400);
    expect((await login(loginEvent({ origin: 'https://app.example.com' }), lambdaContext)).statusCode).toBe(403);
  });

  it('never blocks reads', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [] });
    const result = await getDepartments(httpEvent({ headers: { 'sec-fetch-site': 'cross-site' } }), lambdaContext);
    expect(result.statusCode).toBe(200);
  });
});
