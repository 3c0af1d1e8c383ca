// authenticate alone: who may call a route, read from a real session record in a mocked
// table (one BatchGetItem with the profile, and the route's preloaded item when it has one).
import { BatchGetCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { cookieNames } from '#platform/auth/cookie-names.js';
import { newSession, sessionCookieValue } from '#functions/accounts/session-secrets.js';
import { authenticate } from '#platform/http/authenticate.js';
import { MSG } from '#shared/messages.js';
import { resolveSessionAndRead } from '#functions/accounts/session-check.js';
import { routes, type RouteDefinition } from '#shared/routes.js';
import { answerBatchGetsFromGets } from '../../support/batch-gets.js';
import { apiEvent, stateAfter } from '../../support/middleware.js';

const dynamo = mockClient(DynamoDBDocumentClient);
const USER_ID = '0b5f7f0c-3c2a-4d3e-8f4b-6a9d2c1e7b55';
const JOB_ID = '5f0c3b1e-0000-4000-8000-000000000001';
const jobKey = (jobID: string) => ({ PK: `JOB#${jobID}`, SK: 'JOB' });

/** A stored profile and session record; answers the session cookie that opens them. */
function signedIn(profile: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const { record, session } = newSession(USER_ID, {
    accessToken: 'access-token',
    refreshToken: 'refresh-token',
    claims: { sub: USER_ID, iat: now, exp: now + 3600 },
  });
  const item = { PK: `USER#${USER_ID}`, SK: 'PROFILE', userID: USER_ID, status: 'active', ...profile };
  dynamo.on(GetCommand, { Key: { PK: item.PK, SK: 'PROFILE' } }).resolves({ Item: item });
  dynamo.on(GetCommand, { Key: { PK: record.PK, SK: record.SK } }).resolves({ Item: record });
  return sessionCookieValue(session);
}

const check = (route: RouteDefinition, cookie?: string, query?: Record<string, string>) =>
  stateAfter(
    authenticate(route, resolveSessionAndRead, (query) => jobKey((query as { jobID: string }).jobID)),
    apiEvent({ query }, { cookies: cookie ? { [cookieNames.session]: cookie } : {} }),
  );

beforeEach(() => {
  dynamo.reset();
  dynamo.on(GetCommand).resolves({});
  answerBatchGetsFromGets(dynamo);
});

describe('authenticate', () => {
  it('lets public and onboarding routes through without reading anything', async () => {
    expect((await check(routes.login)).session).toBeNull();
    expect((await check(routes.verifyOtp)).session).toBeNull();
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses a signed-in route with 401 without a session, or with one the table does not hold', async () => {
    await expect(check(routes.getUser)).rejects.toMatchObject({ statusCode: 401 });
    await expect(check(routes.getUser, `${USER_ID}.unknown.secret`)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('hands on the session of a stored record, read in one strongly consistent batch', async () => {
    const cookie = signedIn({ role: 'candidate' });
    const state = await check(routes.getUser, cookie);
    expect(state.session).toMatchObject({ userID: USER_ID, role: 'candidate' });
    const batches = dynamo.commandCalls(BatchGetCommand);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.args[0].input.RequestItems!['unit-table']!.ConsistentRead).toBe(true);
  });

  it('refuses a user of another role than the route’s with 403', async () => {
    const cookie = signedIn({ role: 'candidate' });
    await expect(check(routes.updateEmployerProfile, cookie)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('refuses a company route to an employer who belongs to no company', async () => {
    const cookie = signedIn({ role: 'employer' });
    await expect(check(routes.getJob, cookie, { jobID: JOB_ID })).rejects.toMatchObject({
      statusCode: 403,
      publicMessage: MSG.notAMember,
    });
  });

  it('lets an operator route through only to an account the settings name or the script marked', async () => {
    const plain = signedIn({ role: 'employer', email: 'ada@example.org' });
    await expect(check(routes.getRequirements, plain)).rejects.toMatchObject({
      statusCode: 403,
      publicMessage: MSG.notAnOperator,
    });
    process.env.OPERATOR_ACCOUNTS = 'grace@example.org, ADA@example.org';
    try {
      expect((await check(routes.getRequirements, plain)).session).toMatchObject({ userID: USER_ID });
    } finally {
      delete process.env.OPERATOR_ACCOUNTS;
    }
    const marked = signedIn({ role: 'candidate', email: 'lin@example.org', operator: true });
    expect((await check(routes.getRequirements, marked)).session).toMatchObject({ userID: USER_ID });
  });

  it('refuses a suspended company’s members what acts for it, and lets them read and leave', async () => {
    const cookie = signedIn({ role: 'employer', companyID: 'company-1' });
    const asked: string[] = [];
    const standing = {
      companySuspended: async (companyID: string) => {
        asked.push(companyID);
        return true;
      },
    };
    const withStanding = (route: RouteDefinition) =>
      stateAfter(
        authenticate(route, resolveSessionAndRead, undefined, standing),
        apiEvent({}, { cookies: { [cookieNames.session]: cookie } }),
      );
    for (const route of [routes.addJob, routes.updateApplicationStage, routes.sendMessage, routes.updateCompanyBio]) {
      await expect(withStanding(route)).rejects.toMatchObject({ statusCode: 403, publicMessage: MSG.companySuspended });
    }
    expect(asked).toEqual(['company-1', 'company-1', 'company-1', 'company-1']);
    for (const route of [routes.getJobs, routes.leaveCompany, routes.updatePassword]) {
      expect((await withStanding(route)).session).toMatchObject({ userID: USER_ID });
    }
    // Only the calls that act for the company ask.
    expect(asked).toHaveLength(4);
  });

  it('reads the preloaded item with the session, when the query is valid', async () => {
    const cookie = signedIn({ role: 'employer', companyID: 'company-1' });
    const job = { ...jobKey(JOB_ID), jobID: JOB_ID };
    dynamo.on(GetCommand, { Key: jobKey(JOB_ID) }).resolves({ Item: job });

    const state = await check(routes.getJob, cookie, { jobID: JOB_ID });

    expect(state.preloaded).toEqual(job);
    const keys = dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['unit-table']!.Keys;
    expect(keys).toContainEqual(jobKey(JOB_ID));
  });

  it('reads only the session when the query is not valid (validation refuses it next)', async () => {
    const cookie = signedIn({ role: 'employer', companyID: 'company-1' });
    const state = await check(routes.getJob, cookie, { jobID: 'not an id' });
    expect(state.session).toMatchObject({ userID: USER_ID });
    const keys = dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!['unit-table']!.Keys;
    expect(keys).toHaveLength(2);
  });
});
