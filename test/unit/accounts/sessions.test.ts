// login, logout, refresh-session and get-user with mocked Cognito, DynamoDB and S3 (the
// session records in an in-memory table: support/session-table.ts); the session check's revocation
// rule, the refresh secret's rotation and reuse, and the email change ending other sessions.
// Prepare / Act / Assess.
import {
  AdminInitiateAuthCommand,
  AdminUserGlobalSignOutCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as getUser } from '#functions/accounts/handlers/get-user.js';
import { handler as login } from '#functions/accounts/handlers/login.js';
import { handler as logout } from '#functions/accounts/handlers/logout.js';
import { handler as refreshSession } from '#functions/accounts/handlers/refresh-session.js';
import { handler as verifyUpdateOtp } from '#functions/accounts/handlers/verify-update-otp.js';
import { REUSE_GRACE_MS } from '#functions/accounts/refresh-sessions.js';
import { readRefreshCookie } from '#functions/accounts/http/session-cookies.js';
import { useSessionTable } from '../support/session-table.js';
import {
  CODE,
  NOW_S,
  OTHER_ID,
  USER_ID,
  afterEachTest,
  awsError,
  call,
  type CallResult,
  cognito,
  cookieLine,
  dynamo,
  fakeToken,
  profile,
  resetMocks,
  s3,
  storeItem,
  storedCode,
  useSessions,
} from '../support/accounts.js';

const credentials = { email: 'Ada@Example.com', password: 'secret-password' };
const signInAnswer = (claims: { iat?: number } = {}) => ({
  AuthenticationResult: { AccessToken: fakeToken(claims), RefreshToken: 'refresh.token.value' },
});

beforeEach(() => {
  // The clock stands still within a test, so times the handlers write equal the ones expected
  // however slowly a loaded machine runs the test; timers stay real.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  resetMocks();
  // Items not stored below (the login's failure counter, for one) are absent.
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
});
afterEach(() => {
  vi.useRealTimers();
  afterEachTest();
});

describe('login', () => {
  it('signs in with Cognito and sets HttpOnly session and refresh cookies; answers the public user', async () => {
    storeItem(profile());
    const signedIn = signInAnswer();
    cognito.on(AdminInitiateAuthCommand).resolves(signedIn);

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
    // Opaque: the userID, the session's id and a secret of its own; never the Cognito access token.
    expect(cookieLine(answer.cookies, 'session')).toMatch(
      new RegExp(
        `^session=${USER_ID}\\.[\\w-]{22}\\.[\\w-]{43}; Path=/; Max-Age=(3599|3600); HttpOnly; SameSite=Strict$`,
      ),
    );
    const sessionValue = cookieLine(answer.cookies, 'session')!.split(';')[0]!.slice('session='.length);
    const refreshValue = cookieLine(answer.cookies, 'refresh')!.split(';')[0]!.slice('refresh='.length);
    expect(sessionValue.split('.')[1]).toBe(refreshValue.split('.')[1]);
    expect(sessionValue.split('.')[2]).not.toBe(refreshValue.split('.')[2]);
    const stored = JSON.stringify(dynamo.commandCalls(PutCommand).map((call) => call.args[0].input.Item));
    expect(stored).not.toContain(sessionValue.split('.')[2]);
    const accessToken = signedIn.AuthenticationResult.AccessToken;
    expect(sessionValue).not.toBe(accessToken);
    expect(stored).not.toContain(accessToken);
    // The userID, the session's id and its secret; never the Cognito refresh token.
    expect(cookieLine(answer.cookies, 'refresh')).toMatch(
      new RegExp(
        `^refresh=${USER_ID}\\.[\\w-]{22}\\.[\\w-]{43}; Path=/; Max-Age=(2591999|2592000); HttpOnly; SameSite=Strict$`,
      ),
    );
    expect(cookieLine(answer.cookies, 'onboarding')).toContain('Max-Age=0');
    // The one cookie scripts may read: no secret, it only says a session may exist.
    expect(cookieLine(answer.cookies, 'signed-in')).toMatch(
      /^signed-in=1; Path=\/; Max-Age=(2591999|2592000); SameSite=Strict$/,
    );
  });

  it('stores the session: its start, a hash of the secret and the Cognito refresh token sealed, nothing usable', async () => {
    const table = useSessionTable(profile());
    cognito.on(AdminInitiateAuthCommand).resolves(signInAnswer());

    const answer = await call(login, { json: credentials });

    const cookie = refreshOf(answer);
    const [record] = table.sessions();
    expect(record).toMatchObject({
      PK: `USER#${USER_ID}`,
      SK: `SESSION#${cookie.sessionID}`,
      startedAt: NOW_S(),
      expiresAt: NOW_S() + 30 * 24 * 60 * 60,
    });
    const stored = JSON.stringify(record);
    expect(stored).not.toContain(cookie.secret);
    expect(stored).not.toContain('refresh.token.value');
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
    const table = useSessionTable(profile({ sessionsValidAfter: revokedAt }));
    cognito
      .on(AdminInitiateAuthCommand)
      .resolvesOnce(signInAnswer({ iat: revokedAt }))
      .resolves(signInAnswer({ iat: revokedAt + 6 }));

    const answer = await call(login, { json: credentials });

    expect(answer.status).toBe(200);
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(2);
    expect(table.sessions()[0]).toMatchObject({
      SK: `SESSION#${refreshOf(answer).sessionID}`,
      startedAt: revokedAt + 6,
    });
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
    // Per address, and the (account, address) pair's try; nothing per account alone.
    expect(counted.filter((key) => !key.startsWith('RATE#login-fail#pair#'))).toEqual([
      expect.stringMatching(/^RATE#login#addr#/),
    ]);
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

/** The refresh cookie an answer set, read as the server reads it. */
const refreshOf = (answer: CallResult) =>
  readRefreshCookie({ refresh: cookieLine(answer.cookies, 'refresh')!.split(';')[0]!.slice('refresh='.length) })!;
const refreshCookieOf = (answer: CallResult) => cookieLine(answer.cookies, 'refresh')!.split(';')[0]!;

const renewedAnswer = (claims: { iat?: number } = {}) => ({
  AuthenticationResult: { AccessToken: fakeToken({ exp: NOW_S() + 3600, ...claims }) },
});

/** A browser signed in through login (its session stored in `table`): its refresh cookie. */
async function signedInBrowser(): Promise<string> {
  cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' }).resolves(signInAnswer());
  const answer = await call(login, { json: credentials });
  expect(answer.status).toBe(200);
  return refreshCookieOf(answer);
}

const renewals = () =>
  cognito.commandCalls(AdminInitiateAuthCommand).filter((c) => c.args[0].input.AuthFlow === 'REFRESH_TOKEN_AUTH');

describe('refresh-session', () => {
  it('renews a live session: a new session cookie, and a new secret for the same session in the refresh cookie', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    const before = { ...table.sessions()[0]! };
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves(renewedAnswer());

    const answer = await call(refreshSession, { cookies: [cookie] });

    expect(answer.status).toBe(200);
    expect(answer.data.sessionExpiresAt).toBeGreaterThan(Date.now() + 3500_000);
    // The Cognito refresh token, opened from the record with the cookie's secret.
    expect(renewals()[0]!.args[0].input.AuthParameters).toEqual({ REFRESH_TOKEN: 'refresh.token.value' });
    expect(cookieLine(answer.cookies, 'session')).toMatch(/^session=.+Max-Age=\d+; HttpOnly; SameSite=Strict$/);
    const presented = readRefreshCookie({ refresh: cookie.slice('refresh='.length) })!;
    const renewed = refreshOf(answer);
    expect(renewed).toMatchObject({ userID: USER_ID, sessionID: presented.sessionID });
    expect(renewed.secret).not.toBe(presented.secret);
    expect(cookieLine(answer.cookies, 'refresh')).toMatch(/Max-Age=259\d{4}; HttpOnly; SameSite=Strict$/);
    expect(cookieLine(answer.cookies, 'signed-in')).toMatch(/^signed-in=1;/);
    const after = table.sessions()[0]!;
    expect(after.previousHash).toBe(before.secretHash);
    expect(after.secretHash).not.toBe(before.secretHash);
    expect(after.startedAt).toBe(before.startedAt);
  });

  it('answers a secret another tab has just rotated out with 200 and nothing new (that tab set the cookies)', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves(renewedAnswer());
    expect((await call(refreshSession, { cookies: [cookie] })).status).toBe(200);

    const again = await call(refreshSession, { cookies: [cookie] });

    expect(again.status).toBe(200);
    expect(again.data.sessionExpiresAt).toBe(table.sessions()[0]!.accessExpiresAt);
    expect(again.cookies).toEqual([]);
    expect(renewals()).toHaveLength(1);
  });

  it('ends the session when an old secret comes back later: 401, and the newest secret stops working too', async () => {
    const table = useSessionTable(profile());
    const stolen = await signedInBrowser();
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves(renewedAnswer());
    const renewed = refreshCookieOf(await call(refreshSession, { cookies: [stolen] }));
    table.sessions()[0]!.rotatedAt = Date.now() - REUSE_GRACE_MS - 1000;

    const replayed = await call(refreshSession, { cookies: [stolen] });

    expect(replayed.status).toBe(401);
    expect(cookieLine(replayed.cookies, 'refresh')).toContain('Max-Age=0');
    expect(table.sessions()).toHaveLength(0);
    expect((await call(refreshSession, { cookies: [renewed] })).status).toBe(401);
    expect(renewals()).toHaveLength(1);
  });

  it('ends the session when its id comes with a made-up secret', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    const { sessionID } = readRefreshCookie({ refresh: cookie.slice('refresh='.length) })!;

    const forged = await call(refreshSession, { cookies: [`refresh=${USER_ID}.${sessionID}.${'A'.repeat(43)}`] });

    expect(forged.status).toBe(401);
    expect(table.sessions()).toHaveLength(0);
    expect((await call(refreshSession, { cookies: [cookie] })).status).toBe(401);
    expect(renewals()).toHaveLength(0);
  });

  it.each([
    ['no refresh cookie', []],
    ['a malformed refresh cookie', ['refresh=garbage']],
    // The old format, <userID>.<sign-in time>.<Cognito refresh token>, whatever time it claims.
    ['a cookie of the old format, re-dated', [`refresh=${USER_ID}.${NOW_S() + 3600}.eyJhbGciOi.eyJzdWIi.sig`]],
    ['a session that does not exist', [`refresh=${USER_ID}.${'b'.repeat(22)}.${'c'.repeat(43)}`]],
  ])('answers 401 and clears the cookies for %s, without asking Cognito', async (_case, cookies) => {
    useSessionTable(profile());

    const answer = await call(refreshSession, { cookies });

    expect(answer.status).toBe(401);
    expect(answer.data.msg).toBe('Your session has expired. Please log in again.');
    expect(cookieLine(answer.cookies, 'session')).toContain('Max-Age=0');
    expect(cookieLine(answer.cookies, 'refresh')).toContain('Max-Age=0');
    expect(renewals()).toHaveLength(0);
  });

  it.each([
    ['a session revoked since it began', () => ({ sessionsValidAfter: NOW_S() })],
    ['an account no longer active', () => ({ status: 'onboarding' })],
  ])('answers 401 for %s, without asking Cognito', async (_case, change) => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    Object.assign(table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!, change());

    expect((await call(refreshSession, { cookies: [cookie] })).status).toBe(401);
    expect(renewals()).toHaveLength(0);
  });

  it('answers 401 and deletes the record when Cognito refuses the refresh token, or it belongs to someone else', async () => {
    const table = useSessionTable(profile());
    const first = await signedInBrowser();
    const second = await signedInBrowser();
    cognito
      .on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' })
      .rejectsOnce(awsError('NotAuthorizedException'))
      .resolves({ AuthenticationResult: { AccessToken: fakeToken({ sub: OTHER_ID }) } });

    expect((await call(refreshSession, { cookies: [first] })).status).toBe(401);
    expect((await call(refreshSession, { cookies: [second] })).status).toBe(401);
    expect(table.sessions()).toHaveLength(0);
  });

  it('gives nothing when a logout lands while Cognito answers: the logout wins', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    const before = table.sessions()[0]!.secretHash;
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).callsFake(async () => {
      table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter = NOW_S();
      return renewedAnswer();
    });

    const answer = await call(refreshSession, { cookies: [cookie] });

    expect(answer.status).toBe(401);
    expect(cookieLine(answer.cookies, 'session')).toContain('Max-Age=0');
    expect(table.sessions()[0]!.secretHash).toBe(before);
  });

  it('answers the loser of two renewals at once as concurrent: 200, no cookies', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).callsFake(async () => {
      // The other tab's renewal commits first.
      const record = table.sessions()[0]!;
      Object.assign(record, { previousHash: record.secretHash, secretHash: 'the-other-tab', rotatedAt: Date.now() });
      return renewedAnswer();
    });

    const answer = await call(refreshSession, { cookies: [cookie] });

    expect(answer.status).toBe(200);
    expect(answer.cookies).toEqual([]);
    expect(table.sessions()[0]!.secretHash).toBe('the-other-tab');
  });
});

describe('logout', () => {
  const logoutCall = (cookies: string[], options: { signedIn?: boolean; headers?: Record<string, string> } = {}) =>
    call(logout, { cookies, ...options });

  it('ends every session of the user: cut-off, every record, Cognito sign-out and token revocation, cookies cleared', async () => {
    const table = useSessionTable(profile());
    const thisBrowser = await signedInBrowser();
    await signedInBrowser();
    expect(table.sessions()).toHaveLength(2);

    const answer = await logoutCall([thisBrowser], { signedIn: true });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('You have been logged out.');
    const cutoff = table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter as number;
    expect(Math.abs(cutoff - NOW_S())).toBeLessThanOrEqual(1);
    expect(table.sessions()).toHaveLength(0);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)[0]!.args[0].input).toMatchObject({ Username: USER_ID });
    expect(cognito.commandCalls(RevokeTokenCommand)[0]!.args[0].input).toMatchObject({ Token: 'refresh.token.value' });
    for (const name of ['session', 'refresh', 'onboarding', 'signed-in'])
      expect(cookieLine(answer.cookies, name)).toContain('Max-Age=0');
  });

  it("holds with Cognito's global sign-out and token revocation failing: no old refresh cookie renews", async () => {
    useSessionTable(profile());
    const thisBrowser = await signedInBrowser();
    const otherBrowser = await signedInBrowser();
    cognito.on(AdminUserGlobalSignOutCommand).rejects(awsError('InternalErrorException', { $fault: 'server' }));
    cognito.on(RevokeTokenCommand).rejects(awsError('InternalErrorException', { $fault: 'server' }));
    cognito.on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' }).resolves(renewedAnswer());

    expect((await logoutCall([thisBrowser], { signedIn: true })).status).toBe(200);

    expect((await call(refreshSession, { cookies: [otherBrowser] })).status).toBe(401);
    expect((await call(refreshSession, { cookies: [thisBrowser] })).status).toBe(401);
    expect(renewals()).toHaveLength(0);
  });

  it('skips AdminUserGlobalSignOut on the local stack, which has no such call', async () => {
    process.env.COGNITO_ENDPOINT = 'http://127.0.0.1:9229';
    const table = useSessionTable(profile());

    const answer = await logoutCall([], { signedIn: true });

    expect(answer.status).toBe(200);
    expect(table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter).toBeDefined();
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
  });

  it('only clears the cookies of a visitor', async () => {
    const answer = await logoutCall(['session=forged']);

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(cookieLine(answer.cookies, 'session')).toContain('Max-Age=0');
  });

  it('names the user by a live refresh cookie when the session cookie has expired', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();

    expect((await logoutCall([cookie])).status).toBe(200);

    expect(table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter).toBeDefined();
    expect(table.sessions()).toHaveLength(0);
  });

  it('ends nothing for a refresh cookie of a session that does not exist', async () => {
    const table = useSessionTable(profile());
    await signedInBrowser();

    await logoutCall([`refresh=${USER_ID}.${'b'.repeat(22)}.${'c'.repeat(43)}`]);

    expect(table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter).toBeUndefined();
    expect(table.sessions()).toHaveLength(1);
  });

  it('refuses a request another site made with 403, and ends nothing', async () => {
    const table = useSessionTable(profile());
    const cookie = await signedInBrowser();

    const answer = await logoutCall([cookie], { signedIn: true, headers: { 'sec-fetch-site': 'cross-site' } });

    expect(answer.status).toBe(403);
    expect(table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter).toBeUndefined();
    expect(table.sessions()).toHaveLength(1);
  });
});

describe('an email change ends the other sessions', () => {
  it("ends every other browser's session and renews this browser's past the cut-off", async () => {
    const table = useSessionTable(profile(), storedCode('change-email', { pendingEmail: 'new@example.com' }));
    const thisBrowser = await signedInBrowser();
    const otherBrowser = await signedInBrowser();
    cognito
      .on(AdminInitiateAuthCommand, { AuthFlow: 'REFRESH_TOKEN_AUTH' })
      .resolves(renewedAnswer({ iat: NOW_S() + 1 }));

    const answer = await call(verifyUpdateOtp, {
      method: 'PUT',
      signedIn: true,
      cookies: [thisBrowser],
      json: { otp: CODE, purpose: 'change-email', email: 'new@example.com' },
    });

    expect(answer.status).toBe(200);
    const cutoff = table.get({ PK: `USER#${USER_ID}`, SK: 'PROFILE' })!.sessionsValidAfter as number;
    expect(cutoff).toBeGreaterThanOrEqual(NOW_S() - 1);
    const kept = readRefreshCookie({ refresh: thisBrowser.slice('refresh='.length) })!;
    expect(table.sessions()).toEqual([
      expect.objectContaining({ SK: `SESSION#${kept.sessionID}`, startedAt: NOW_S() + 1 }),
    ]);
    expect(refreshOf(answer)).toMatchObject({ sessionID: kept.sessionID });
    expect(cookieLine(answer.cookies, 'session')).toMatch(/^session=/);
    // The browser that made the change stays in, every other one is out.
    expect((await call(refreshSession, { cookies: [otherBrowser] })).status).toBe(401);
    expect((await call(refreshSession, { cookies: [refreshCookieOf(answer)] })).status).toBe(200);
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(0);
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
  it('reads the userID, the session id and the secret, and refuses anything else', () => {
    const sessionID = 'a'.repeat(22);
    const secret = 'B-_'.repeat(14) + 'c';
    expect(readRefreshCookie({ refresh: `${USER_ID}.${sessionID}.${secret}` })).toEqual({
      userID: USER_ID,
      sessionID,
      secret,
    });
    expect(readRefreshCookie({ refresh: `${USER_ID}.1700000000.a.b.c` })).toBeNull();
    expect(readRefreshCookie({ refresh: `not-a-uuid.${sessionID}.${secret}` })).toBeNull();
    expect(readRefreshCookie({ refresh: `${USER_ID}.${sessionID}.${secret}x` })).toBeNull();
    expect(readRefreshCookie({})).toBeNull();
  });
});
