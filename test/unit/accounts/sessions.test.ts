// login, logout, refresh-session and get-user with mocked Cognito, DynamoDB and S3; the
// session check's revocation rule. Prepare / Act / Assess.
import {
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as getUser } from '#functions/accounts/get-user.js';
import { handler as login } from '#functions/accounts/login.js';
import { handler as logout } from '#functions/accounts/logout.js';
import { handler as refreshSession } from '#functions/accounts/refresh-session.js';
import { readRefreshCookie } from '#commons/auth/session-cookies.js';
import {
  NOW_S,
  OTHER_ID,
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cognito,
  cookieLine,
  dynamo,
  fakeToken,
  profile,
  resetMocks,
  s3,
  storeItem,
  useSessions,
} from './support.js';

const credentials = { email: 'Ada@Example.com', password: 'secret-password' };
const signInAnswer = (claims: { iat?: number } = {}) => ({
  AuthenticationResult: { AccessToken: fakeToken(claims), RefreshToken: 'refresh.token.value' },
});

beforeEach(() => {
  resetMocks();
  // Items not stored below (the login's failure counter, for one) are absent.
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
});
afterEach(afterEachTest);

describe('login', () => {
  it('signs in with Cognito and sets HttpOnly session and refresh cookies; answers the public user', async () => {
    storeItem(profile());
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    const answer = await call(login, { json: credentials });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ userID: USER_ID, role: 'employer', email: 'ada@example.com' });
    expect(answer.data.user).not.toHaveProperty('status');
    expect(answer.data.user).not.toHaveProperty('PK');
    expect(answer.data.sessionExpiresAt).toBeGreaterThan(Date.now());
    const auth = cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input;
    expect(auth).toMatchObject({
      AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'ada@example.com', PASSWORD: 'secret-password' },
    });
    expect(cookieLine(answer.cookies, 'session')).toMatch(
      /^session=[^;]+; Path=\/; Max-Age=(3599|3600); HttpOnly; SameSite=Strict$/,
    );
    expect(cookieLine(answer.cookies, 'refresh')).toMatch(
      new RegExp(
        `^refresh=${USER_ID}\\.\\d+\\.refresh\\.token\\.value; Path=/; Max-Age=2592000; HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(cookieLine(answer.cookies, 'onboarding')).toContain('Max-Age=0');
    // The one cookie scripts may read: no secret, it only says a session may exist.
    expect(cookieLine(answer.cookies, 'signed-in')).toBe('signed-in=1; Path=/; Max-Age=2592000; SameSite=Strict');
  });

  it('marks cookies Secure with the __Host- prefix outside plain-http local runs', async () => {
    process.env.INSECURE_COOKIES = 'false';
    storeItem(profile());
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    const answer = await call(login, { json: credentials });

    expect(cookieLine(answer.cookies, '__Host-session')).toMatch(/HttpOnly; SameSite=Strict; Secure$/);
    expect(cookieLine(answer.cookies, '__Host-refresh')).toMatch(/; Secure$/);
  });

  it.each([
    [{}, 'Email address is required', { email: 'Email address is required', password: 'Password is required' }],
    [{ email: 'no-at-sign', password: 'secret1' }, 'Email address is required', { email: 'Email address is required' }],
    [{ email: 'a@b.co', password: '1234' }, 'Password is required', { password: 'Password is required' }],
    [{ email: 'a@b.co', password: 'secret1', remember: true }, 'Unknown field: remember', {}],
  ])('refuses %j with 400 (%s) before calling Cognito', async (body, msg, fieldErrors) => {
    const answer = await call(login, { json: body });

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
    expect(answer.data.fieldErrors).toMatchObject(fieldErrors);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException'])(
    'answers %s with 401 "Incorrect email or password."',
    async (name) => {
      cognito.on(AdminInitiateAuthCommand).rejects(awsError(name));

      const answer = await call(login, { json: credentials });

      expect(answer.status).toBe(401);
      expect(answer.data.msg).toBe('Incorrect email or password.');
      expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
    },
  );

  it('treats a Cognito user without a profile as a wrong login', async () => {
    dynamo.on(GetCommand).resolves({});
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    expect((await call(login, { json: credentials })).status).toBe(401);
  });

  it('refuses an unconfirmed account with 403, its userID and a fresh onboarding cookie, and no session', async () => {
    storeItem(profile({ status: 'onboarding' }));
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    const answer = await call(login, { json: credentials });

    expect(answer.status).toBe(403);
    expect(answer.data).toEqual({
      msg: 'Please confirm your email before logging in. Use "Request again" to get a new code.',
      userID: USER_ID,
    });
    expect(cookieLine(answer.cookies, 'onboarding')).toMatch(new RegExp(`^onboarding=${USER_ID}\\.`));
    expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
  });

  it('signs in again when the first token is as old as the last logout, so the new session is not revoked', async () => {
    const revokedAt = NOW_S() - 5;
    storeItem(profile({ sessionsValidAfter: revokedAt }));
    cognito
      .on(AdminInitiateAuthCommand)
      .resolvesOnce(signInAnswer({ iat: revokedAt }))
      .resolves(signInAnswer({ iat: revokedAt + 6 }));

    const answer = await call(login, { json: credentials });

    expect(answer.status).toBe(200);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(2);
    expect(
      readRefreshCookie({ refresh: cookieLine(answer.cookies, 'refresh')!.split(';')[0]!.slice('refresh='.length) })
        ?.startedAt,
    ).toBe(revokedAt + 6);
  });

  it('answers 429 when the address is over its limit, before calling Cognito', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 201 } });

    const answer = await call(login, { json: credentials });

    expect(answer.status).toBe(429);
    expect(answer.data.msg).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('has no limit on requests per account, which anyone could use up (failures count instead: lockout.test.ts)', async () => {
    storeItem(profile());
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 11 } });

    expect((await call(login, { json: credentials })).status).toBe(200);
    const counted = dynamo.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key!.PK));
    expect(counted).toEqual([expect.stringMatching(/^RATE#login#addr#/)]);
  });

  it('answers 503 when Cognito is unavailable', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(awsError('InternalErrorException', { $fault: 'server' }));

    expect((await call(login, { json: credentials })).status).toBe(503);
  });

  it('includes a signed link to the photo', async () => {
    storeItem(profile({ photoPath: `photos/${USER_ID}/p.png` }));
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    const answer = await call(login, { json: credentials });

    expect((answer.data.user as { photoUrl: string }).photoUrl).toMatch(
      new RegExp(`photos/${USER_ID}/p\\.png\\?.*X-Amz-Signature=`),
    );
  });
});

describe('logout', () => {
  it('revokes every session of the user, signs out in Cognito, revokes the refresh token and clears the cookies', async () => {
    storeItem(profile());

    const answer = await call(logout, {
      method: 'GET',
      signedIn: true,
      cookies: [`refresh=${USER_ID}.123.the-refresh-token`],
    });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('You have been logged out.');
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ PK: `USER#${USER_ID}`, SK: 'PROFILE' });
    expect(update.UpdateExpression).toBe('SET sessionsValidAfter = :cutoff');
    expect(Math.abs((update.ExpressionAttributeValues![':cutoff'] as number) - NOW_S())).toBeLessThanOrEqual(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toMatchObject({ Username: USER_ID });
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toMatchObject({ Token: 'the-refresh-token' });
    for (const name of ['session', 'refresh', 'onboarding', 'signed-in'])
      expect(cookieLine(answer.cookies, name)).toContain('Max-Age=0');
  });

  it('skips AdminUserGlobalSignOut on the local stack, which has no such call', async () => {
    process.env.COGNITO_ENDPOINT = 'http://127.0.0.1:9229';
    storeItem(profile());

    const answer = await call(logout, { method: 'GET', signedIn: true });

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('only clears the cookies of a visitor', async () => {
    const answer = await call(logout, { method: 'GET', cookies: ['session=forged'] });

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(cookieLine(answer.cookies, 'session')).toContain('Max-Age=0');
  });

  it('revokes the sessions of an expired session whose refresh token Cognito still accepts', async () => {
    cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: fakeToken() } });

    await call(logout, { method: 'GET', cookies: [`refresh=${USER_ID}.123.tok`] });

    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.Key).toEqual({ PK: `USER#${USER_ID}`, SK: 'PROFILE' });
  });

  it('does not revoke anything for a refresh cookie naming someone else', async () => {
    cognito
      .on(AdminInitiateAuthCommand)
      .resolves({ AuthenticationResult: { AccessToken: fakeToken({ sub: OTHER_ID }) } });

    await call(logout, { method: 'GET', cookies: [`refresh=${USER_ID}.123.tok`] });

    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});

describe('refresh-session', () => {
  const startedAt = NOW_S() - 60;
  const refreshCookie = `refresh=${USER_ID}.${startedAt}.the-refresh-token`;

  it('sets a new session cookie from the refresh cookie and answers when it expires', async () => {
    storeItem(profile({ sessionsValidAfter: startedAt - 100 }));
    cognito
      .on(AdminInitiateAuthCommand)
      .resolves({ AuthenticationResult: { AccessToken: fakeToken({ exp: NOW_S() + 3600 }) } });

    const answer = await call(refreshSession, { cookies: [refreshCookie] });

    expect(answer.status).toBe(200);
    expect(answer.data.sessionExpiresAt).toBeGreaterThan(Date.now() + 3500_000);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'the-refresh-token' },
    });
    expect(cookieLine(answer.cookies, 'session')).toMatch(/^session=.+Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    expect(cookieLine(answer.cookies, 'refresh')).toBeUndefined();
  });

  it.each([
    ['no refresh cookie', [], profile()],
    ['a malformed refresh cookie', ['refresh=garbage'], profile()],
    ['a session revoked since it began', [refreshCookie], profile({ sessionsValidAfter: startedAt })],
    ['an account no longer active', [refreshCookie], profile({ status: 'onboarding' })],
  ])('answers 401 and clears the cookies for %s, without asking Cognito', async (_case, cookies, stored) => {
    storeItem(stored);

    const answer = await call(refreshSession, { cookies });

    expect(answer.status).toBe(401);
    expect(answer.data.msg).toBe('Your session has expired. Please log in again.');
    expect(cookieLine(answer.cookies, 'session')).toContain('Max-Age=0');
    expect(cookieLine(answer.cookies, 'refresh')).toContain('Max-Age=0');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 401 when Cognito refuses the refresh token, or it belongs to someone else', async () => {
    storeItem(profile());
    cognito
      .on(AdminInitiateAuthCommand)
      .rejectsOnce(awsError('NotAuthorizedException'))
      .resolves({ AuthenticationResult: { AccessToken: fakeToken({ sub: OTHER_ID }) } });

    expect((await call(refreshSession, { cookies: [refreshCookie] })).status).toBe(401);
    expect((await call(refreshSession, { cookies: [refreshCookie] })).status).toBe(401);
  });
});

describe('get-user and the session check', () => {
  it('answers the user with a photo link and the session expiry', async () => {
    const iat = NOW_S();
    useSessions(iat);
    storeItem(profile({ photoPath: `photos/${USER_ID}/me.webp` }));

    const answer = await call(getUser, { method: 'GET', signedIn: true });

    expect(answer.status).toBe(200);
    expect(answer.data.sessionExpiresAt).toBe((iat + 3600) * 1000);
    expect((answer.data.user as { photoUrl: string }).photoUrl).toContain(`photos/${USER_ID}/me.webp`);
    expect(answer.data.user).not.toHaveProperty('photoPath');
    expect(s3.calls()).toHaveLength(0);
  });

  it('refuses a token issued before the last logout, and accepts one issued after it', async () => {
    const logoutAt = NOW_S() - 10;
    storeItem(profile({ sessionsValidAfter: logoutAt }));

    useSessions(logoutAt);
    expect((await call(getUser, { method: 'GET', signedIn: true })).status).toBe(401);
    useSessions(logoutAt - 100);
    expect((await call(getUser, { method: 'GET', signedIn: true })).status).toBe(401);
    useSessions(logoutAt + 1);
    expect((await call(getUser, { method: 'GET', signedIn: true })).status).toBe(200);
  });
});

describe('refresh cookie', () => {
  it('reads the userID, the session start and the token, and refuses anything else', () => {
    expect(readRefreshCookie({ refresh: `${USER_ID}.1700000000.a.b.c` })).toEqual({
      userID: USER_ID,
      startedAt: 1700000000,
      refreshToken: 'a.b.c',
    });
    expect(readRefreshCookie({ refresh: 'not-a-uuid.1.x' })).toBeNull();
    expect(readRefreshCookie({ refresh: `${USER_ID}.soon.x` })).toBeNull();
    expect(readRefreshCookie({})).toBeNull();
  });
});
