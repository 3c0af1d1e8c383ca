// Two-step sign-in with mocked Cognito: cognito-local's AdminInitiateAuth
// never asks for a TOTP code (SECURITY.md), so the login challenge is proven here. Also the
// Settings calls that turn it on and off. Prepare / Act / Assess.
import {
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MSG } from '#functions/accounts/account-messages.js';
import {
  MFA_CHALLENGE_TTL_SECONDS,
  openChallenge,
  sealChallenge,
} from '#functions/accounts/http/mfa-challenge-cookie.js';
import { loginPairKey } from '#functions/accounts/login-throttle.js';
import { handler as confirmTotp } from '#functions/accounts/handlers/confirm-totp.js';
import { handler as disableTotp } from '#functions/accounts/handlers/disable-totp.js';
import { handler as login } from '#functions/accounts/handlers/login.js';
import { handler as startTotp } from '#functions/accounts/handlers/start-totp.js';
import { handler as updateEmail } from '#functions/accounts/handlers/update-email.js';
import { handler as verifyTotpLogin } from '#functions/accounts/handlers/verify-totp-login.js';
import { MSG } from '#shared/messages.js';
import {
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cognito,
  cookieLine,
  dynamo,
  fakeToken,
  profile,
  rateItemTable,
  resetMocks,
  ses,
  storeItem,
} from '../support/accounts.js';

const EMAIL = 'ada@example.com';
const PASSWORD = 'the-right-one-7Q';
const CODE = '246810';
const SESSION = 'cognito-challenge-session';
const ADDRESS = '198.51.100.20';

/** RATE# items in memory; profile writes answer the profile with the flag they set. */
let rateItems: ReturnType<typeof rateItemTable>;
const update = (input: UpdateCommandInput) =>
  String(input.Key!.PK).startsWith('RATE#')
    ? rateItems.update(input)
    : { Attributes: { ...profile(), totpEnabled: input.UpdateExpression?.startsWith('SET') } };
const pairFailures = () => rateItems.get(loginPairKey(EMAIL, ADDRESS))?.failures ?? 0;
const profileWrites = () =>
  dynamo.commandCalls(UpdateCommand).filter((c) => String(c.args[0].input.Key!.PK).startsWith('USER#'));

beforeEach(() => {
  resetMocks();
  rateItems = rateItemTable();
  dynamo.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({ Item: rateItems.get(input.Key) }));
  dynamo.on(UpdateCommand).callsFake(update);
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  dynamo.on(TransactWriteCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
  // The account has TOTP on: a right password gets Cognito's challenge, a wrong one is refused.
  cognito.on(AdminInitiateAuthCommand).callsFake((input: { AuthParameters: Record<string, string> }) => {
    if (input.AuthParameters.PASSWORD !== PASSWORD) throw awsError('NotAuthorizedException');
    return {
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: SESSION,
      ChallengeParameters: { USER_ID_FOR_SRP: USER_ID },
    };
  });
  cognito
    .on(AdminRespondToAuthChallengeCommand)
    .callsFake((input: { Session: string; ChallengeResponses: Record<string, string> }) => {
      if (input.Session !== SESSION)
        throw awsError('NotAuthorizedException', { message: 'Invalid session for the user.' });
      if (input.ChallengeResponses.SOFTWARE_TOKEN_MFA_CODE !== CODE) throw awsError('CodeMismatchException');
      return { AuthenticationResult: { AccessToken: fakeToken(), RefreshToken: 'refresh.token' } };
    });
  storeItem(profile({ totpEnabled: true }));
});
afterEach(() => {
  vi.useRealTimers();
  afterEachTest();
});

const challengeCookieOf = (cookies: string[]) => cookieLine(cookies, 'mfa-challenge')?.split(';')[0];
const passwordStep = () => call(login, { json: { email: EMAIL, password: PASSWORD }, sourceIp: ADDRESS });
const codeStep = (code: string, cookie: string | undefined) =>
  call(verifyTotpLogin, { json: { code }, cookies: cookie ? [cookie] : [], sourceIp: ADDRESS });

describe('login of an account with two-step sign-in', () => {
  it('answers mfaRequired and a sealed 5-minute challenge cookie, and no session yet', async () => {
    const answer = await passwordStep();

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data).toEqual({ mfaRequired: true });
    const line = cookieLine(answer.cookies, 'mfa-challenge')!;
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Strict');
    expect(line).toContain(`Max-Age=${MFA_CHALLENGE_TTL_SECONDS}`);
    // Sealed: neither Cognito's session nor the email can be read from it.
    expect(line).not.toContain(SESSION);
    expect(decodeURIComponent(line)).not.toContain(EMAIL);
    expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
    expect(cookieLine(answer.cookies, 'refresh')).toBeUndefined();
  });

  it('signs in with the right code: Cognito gets the challenge, the session starts, the cookie goes', async () => {
    const cookie = challengeCookieOf((await passwordStep()).cookies);

    const answer = await codeStep(CODE, cookie);

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data.user).toMatchObject({ userID: USER_ID, totpEnabled: true });
    expect(answer.data.sessionExpiresAt).toEqual(expect.any(Number));
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)[0]!.args[0].input).toMatchObject({
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: SESSION,
      ChallengeResponses: { USERNAME: USER_ID, SOFTWARE_TOKEN_MFA_CODE: CODE },
    });
    expect(cookieLine(answer.cookies, 'session')).toContain('HttpOnly');
    expect(cookieLine(answer.cookies, 'refresh')).toBeDefined();
    expect(cookieLine(answer.cookies, 'mfa-challenge')).toContain('Max-Age=0');
    // The session record is stored as at any login.
    expect(dynamo.commandCalls(PutCommand).some((c) => String(c.args[0].input.Item!.SK).startsWith('SESSION#'))).toBe(
      true,
    );
  });

  it('refuses a wrong code with a clear 400 on the code field, counts it, and keeps the challenge', async () => {
    const cookie = challengeCookieOf((await passwordStep()).cookies);

    const answer = await codeStep('135791', cookie);

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(ACCOUNT_MSG.totpWrongCode);
    expect(answer.data.fieldErrors).toEqual({ code: ACCOUNT_MSG.totpWrongCode });
    expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
    expect(pairFailures()).toBe(1);
    // The right code then still works.
    expect((await codeStep(CODE, cookie)).status).toBe(200);
    expect(pairFailures()).toBe(0);
  });

  it('makes the pair wait after 5 wrong codes, as for wrong passwords, before Cognito is asked', async () => {
    const cookie = challengeCookieOf((await passwordStep()).cookies);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await codeStep('135791', cookie)).status);

    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(5);
    // Logging in again does not clear the count: the right password alone is not a success.
    expect((await passwordStep()).status).toBe(429);
  });

  it('refuses a forged, damaged, foreign or missing challenge cookie with 401, without asking Cognito', async () => {
    const cookie = challengeCookieOf((await passwordStep()).cookies)!;
    const value = cookie.slice('mfa-challenge='.length);
    const [iv, sealed, tag] = value.split('.');
    const flipped = `${sealed!.slice(0, -2)}${sealed!.endsWith('AA') ? 'BB' : 'AA'}`;
    const foreign = `mfa-challenge=${(() => {
      const saved = process.env.ONBOARDING_SECRET;
      process.env.ONBOARDING_SECRET = 'another-deployment-secret-0123456789abcdef';
      const made = sealChallenge({ session: SESSION, username: USER_ID }, EMAIL);
      process.env.ONBOARDING_SECRET = saved;
      return made;
    })()}`;

    for (const presented of [`mfa-challenge=${iv}.${flipped}.${tag}`, `mfa-challenge=${SESSION}`, foreign, undefined]) {
      const answer = await codeStep(CODE, presented);
      expect(answer.status, presented).toBe(401);
      expect(answer.data.msg).toBe(ACCOUNT_MSG.totpLoginExpired);
      expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
    }
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('refuses a challenge cookie after its 5 minutes', async () => {
    const made = Date.now();
    const cookie = `mfa-challenge=${sealChallenge({ session: SESSION, username: USER_ID }, EMAIL, made)}`;
    expect(openChallenge(cookie.slice('mfa-challenge='.length), made + 299_000)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'], now: made + (MFA_CHALLENGE_TTL_SECONDS + 1) * 1000 });

    const answer = await codeStep(CODE, cookie);

    expect(answer.status).toBe(401);
    expect(cognito.commandCalls(AdminRespondToAuthChallengeCommand)).toHaveLength(0);
  });

  it('sends the browser back to the password when Cognito no longer takes the challenge', async () => {
    const cookie = `mfa-challenge=${sealChallenge({ session: 'used-or-expired', username: USER_ID }, EMAIL)}`;

    const answer = await codeStep(CODE, cookie);

    expect(answer.status).toBe(401);
    expect(answer.data.msg).toBe(ACCOUNT_MSG.totpLoginExpired);
    expect(cookieLine(answer.cookies, 'mfa-challenge')).toContain('Max-Age=0');
    expect(cookieLine(answer.cookies, 'session')).toBeUndefined();
  });

  it('still checks the password of a TOTP account in Settings (the challenge proves it)', async () => {
    const wrong = await call(updateEmail, {
      method: 'PUT',
      signedIn: true,
      json: { email: 'new@example.com', password: 'wrong-password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data.msg).toBe(ACCOUNT_MSG.wrongPassword);
    const answer = await call(updateEmail, {
      method: 'PUT',
      signedIn: true,
      json: { email: 'new@example.com', password: PASSWORD },
    });
    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
  });
});

describe('turning two-step sign-in on in Settings', () => {
  beforeEach(() => {
    storeItem(profile());
    cognito.on(AssociateSoftwareTokenCommand).resolves({ SecretCode: 'JBSWY3DPEHPK3PXP' });
    cognito.on(VerifySoftwareTokenCommand).callsFake((input: { UserCode: string }) => {
      if (input.UserCode !== CODE) throw awsError('EnableSoftwareTokenMFAException', { message: 'Code mismatch' });
      return { Status: 'SUCCESS' };
    });
    cognito.on(SetUserMFAPreferenceCommand).resolves({});
  });

  it('starts with the password: the secret and its otpauth URI, with the session token', async () => {
    const answer = await call(startTotp, { signedIn: true, json: { password: PASSWORD } });

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data.secret).toBe('JBSWY3DPEHPK3PXP');
    expect(answer.data.uri).toBe(
      'otpauth://totp/Remote%20Hiring%3Aada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Remote%20Hiring&algorithm=SHA1&digits=6&period=30',
    );
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)[0]!.args[0].input).toEqual({ AccessToken: 'valid' });
  });

  it('refuses a wrong password without making a secret', async () => {
    const answer = await call(startTotp, { signedIn: true, json: { password: 'not-the-password' } });

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(ACCOUNT_MSG.wrongPassword);
    expect(cognito.commandCalls(AssociateSoftwareTokenCommand)).toHaveLength(0);
  });

  it('confirms with a right code: TOTP on and preferred in Cognito, then the profile flag', async () => {
    const answer = await call(confirmTotp, { signedIn: true, json: { code: CODE } });

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data.user).toMatchObject({ totpEnabled: true });
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)[0]!.args[0].input).toEqual({
      AccessToken: 'valid',
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(profileWrites().map((c) => c.args[0].input.UpdateExpression)).toEqual(['SET totpEnabled = :on']);
  });

  it('refuses a wrong code with a 400 on the code field, and turns nothing on', async () => {
    const answer = await call(confirmTotp, { signedIn: true, json: { code: '135791' } });

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ code: ACCOUNT_MSG.totpWrongCode });
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)).toHaveLength(0);
    expect(profileWrites()).toHaveLength(0);
  });

  it('refuses a code that is not 6 digits before calling Cognito', async () => {
    const answer = await call(confirmTotp, { signedIn: true, json: { code: '12a456' } });

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors).toEqual({ code: MSG.totpCodeIncomplete });
    expect(cognito.commandCalls(VerifySoftwareTokenCommand)).toHaveLength(0);
  });

  it('answers 409 when it is already on', async () => {
    storeItem(profile({ totpEnabled: true }));
    expect((await call(startTotp, { signedIn: true, json: { password: PASSWORD } })).status).toBe(409);
    expect((await call(confirmTotp, { signedIn: true, json: { code: CODE } })).status).toBe(409);
  });
});

describe('turning two-step sign-in off in Settings', () => {
  beforeEach(() => {
    cognito.on(VerifySoftwareTokenCommand).callsFake((input: { UserCode: string }) => {
      if (input.UserCode !== CODE) throw awsError('CodeMismatchException');
      return { Status: 'SUCCESS' };
    });
    cognito.on(SetUserMFAPreferenceCommand).resolves({});
  });

  it('takes the password and a current code, then turns it off and removes the flag', async () => {
    const answer = await call(disableTotp, { signedIn: true, json: { password: PASSWORD, code: CODE } });

    expect(answer.status, JSON.stringify(answer.data)).toBe(200);
    expect(answer.data.user.totpEnabled).toBeUndefined();
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)[0]!.args[0].input).toEqual({
      AccessToken: 'valid',
      SoftwareTokenMfaSettings: { Enabled: false, PreferredMfa: false },
    });
    expect(profileWrites().map((c) => c.args[0].input.UpdateExpression)).toEqual(['REMOVE totpEnabled']);
  });

  it.each([
    ['a wrong password', { password: 'not-the-password', code: CODE }, ACCOUNT_MSG.wrongPassword],
    ['a wrong code', { password: PASSWORD, code: '135791' }, ACCOUNT_MSG.totpWrongCode],
  ])('refuses %s with a 400 and leaves it on', async (_what, json, msg) => {
    const answer = await call(disableTotp, { signedIn: true, json });

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe(msg);
    expect(cognito.commandCalls(SetUserMFAPreferenceCommand)).toHaveLength(0);
    expect(profileWrites()).toHaveLength(0);
  });

  it('answers 409 when it is already off', async () => {
    storeItem(profile());
    expect((await call(disableTotp, { signedIn: true, json: { password: PASSWORD, code: CODE } })).status).toBe(409);
  });
});
