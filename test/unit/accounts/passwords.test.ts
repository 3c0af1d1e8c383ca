// The password rules (ASVS 6.2): 8 to 256 characters with no composition
// rules, and none found in the list of common breached passwords, on every route that sets
// a password. Also the list itself: its size, its order, and that it is what
// `npm run common-passwords` makes from the installed source. Prepare / Act / Assess.
import {
  AdminCreateUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_PASSWORD_MIN, PASSWORD_MAX, SIGNUP_PASSWORD_MIN } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { loginBody, signupPassword } from '#shared/schemas/accounts.js';
import { handler as candidateSignup } from '#functions/accounts/handlers/candidate-signup.js';
import { handler as employerSignup } from '#functions/accounts/handlers/employer-signup.js';
import { handler as resetPassword } from '#functions/accounts/handlers/reset-password.js';
import { handler as updatePassword } from '#functions/accounts/handlers/update-password.js';
import { handler as verifyUpdateOtp } from '#functions/accounts/handlers/verify-update-otp.js';
import { handler as acceptInvitation } from '#functions/teams/handlers/accept-invitation.js';
import { commonPasswordList, isCommonPassword } from '#functions/accounts/common-passwords.js';
import { COMMON_PASSWORDS } from '#functions/accounts/common-passwords-list.js';
import { COMMON_PASSWORDS_COUNT, commonPasswords, readSource } from '../../../scripts/common-passwords.js';
import {
  CODE,
  USER_ID,
  afterEachTest,
  call,
  candidateFields,
  cognito,
  dynamo,
  employerBody,
  fakeToken,
  multipart,
  profile,
  resetMocks,
  ses,
  storeItem,
  storedCode,
  type CallResult,
} from '../support/accounts.js';

const BREACHED = 'Password1';
const LONG_RANDOM = 'q7#Vb-2mZ!x9Lw0pRt4&Kd8sYc6Hn1Je';
const TOKEN = 'a'.repeat(43);

beforeEach(() => {
  resetMocks();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1, tries: 1 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: USER_ID }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  cognito.on(AdminInitiateAuthCommand).resolves({ AuthenticationResult: { AccessToken: fakeToken() } });
  ses.on(SendEmailCommand).resolves({});
  storeItem(profile());
  storeItem({ PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID: USER_ID });
  storeItem(storedCode('reset-password'));
  storeItem(storedCode('change-password'));
});
afterEach(afterEachTest);

/** Every route that sets a password: how to send it one, and the field it goes in. */
const ROUTES: [string, string, (password: string) => Promise<CallResult>][] = [
  [
    'employer-signup',
    'password',
    (password) => call(employerSignup, { json: employerBody({ email: 'new@example.com', password }) }),
  ],
  ['candidate-signup', 'password', (password) => call(candidateSignup, multipart(candidateFields({ password })))],
  [
    'accept-invitation',
    'password',
    (password) => call(acceptInvitation, { json: { token: TOKEN, firstName: 'Ada', lastName: 'Lovelace', password } }),
  ],
  [
    'update-password',
    'newPassword',
    (newPassword) =>
      call(updatePassword, {
        method: 'PUT',
        signedIn: true,
        json: { oldPassword: 'the-old-password', newPassword },
      }),
  ],
  [
    'verify-update-otp',
    'newPassword',
    (newPassword) =>
      call(verifyUpdateOtp, {
        method: 'PUT',
        signedIn: true,
        json: { otp: CODE, purpose: 'change-password', newPassword },
      }),
  ],
  [
    'reset-password',
    'newPassword',
    (newPassword) => call(resetPassword, { method: 'PUT', json: { email: 'ada@example.com', otp: CODE, newPassword } }),
  ],
];

/** What a route did beyond the session check: calls to Cognito, and to DynamoDB other than the profile's read. */
const work = () =>
  cognito.calls().length +
  dynamo.calls().filter((c) => (c.args[0].input as { Key?: { SK?: string } }).Key?.SK !== 'PROFILE').length;

describe('a password found in the breached list', () => {
  it.each(ROUTES)('is refused by %s with 400 under its field, before anything is done', async (_route, field, send) => {
    const answer = await send(BREACHED);

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe('This password is too common. Please choose another one.');
    expect(answer.data.fieldErrors).toEqual({ [field]: MSG.passwordTooCommon });
    expect(work()).toBe(0);
  });

  it.each(ROUTES)('does not stop %s for a long random password', async (_route, field, send) => {
    const answer = await send(LONG_RANDOM);

    expect(answer.data.fieldErrors?.[field]).toBeUndefined();
    expect(answer.data.msg).not.toBe(MSG.passwordTooCommon);
    expect(work()).toBeGreaterThan(0);
  });
});

describe('the password rules', () => {
  const rule = (password: string) => {
    const result = signupPassword.safeParse(password);
    return result.success ? 'ok' : result.error.issues[0]!.message;
  };

  it('take 8 to 256 characters with no composition rules; the list check is on the server alone', () => {
    expect(rule('zq7kw4m')).toBe('Password must be at least 8 characters long');
    expect(rule('zqxkwvmj')).toBe('ok');
    expect(rule('all lower case and spaces')).toBe('ok');
    expect(rule('x'.repeat(64))).toBe('ok');
    expect(rule('x'.repeat(PASSWORD_MAX))).toBe('ok');
    expect(rule('x'.repeat(PASSWORD_MAX + 1))).toBe(`Password must be at most ${PASSWORD_MAX} characters`);
    expect(SIGNUP_PASSWORD_MIN).toBe(8);
    // The schema the browser shares knows nothing of the list: a breached password passes it.
    expect(rule(BREACHED)).toBe('ok');
  });

  it('let a 7-character password be refused and 8, 64 and 200 characters be set, through a sign-up', async () => {
    const [, , send] = ROUTES[0]!;
    expect((await send('zq7kw4m')).data.fieldErrors).toEqual({
      password: 'Password must be at least 8 characters long',
    });
    for (const password of ['zqxkwvmj', 'k'.repeat(64), `${LONG_RANDOM}${'z'.repeat(168)}`]) {
      resetMocks();
      dynamo.on(GetCommand).resolves({});
      dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
      cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: USER_ID }] } });

      expect((await send(password)).status).toBe(200);
      expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input.Password).toBe(password);
    }
  });

  it(`still let people sign in with an older password of ${LOGIN_PASSWORD_MIN} characters or more`, () => {
    expect(loginBody.safeParse({ email: 'ada@example.com', password: 'abcde' }).success).toBe(true);
    expect(loginBody.safeParse({ email: 'ada@example.com', password: BREACHED }).success).toBe(true);
  });
});

describe('the list of common breached passwords', () => {
  it('holds at least 100,000 distinct passwords of 8+ characters, lower-case and sorted', async () => {
    const list = await commonPasswordList();

    expect(list.length).toBeGreaterThanOrEqual(100_000);
    expect(list.length).toBe(COMMON_PASSWORDS_COUNT);
    expect(list.every((entry) => entry.length >= SIGNUP_PASSWORD_MIN && entry === entry.toLowerCase())).toBe(true);
    expect(list.every((entry, index) => index === 0 || list[index - 1]! < entry)).toBe(true);
    expect(list).toEqual(expect.arrayContaining(['password', 'iloveyou', 'qwertyuiop', 'password1']));
  });

  it('is what npm run common-passwords makes from the installed source (run it after an update)', async () => {
    expect(await commonPasswordList()).toEqual(commonPasswords(readSource()));
  });

  it('finds every entry in any case, and nothing else', async () => {
    const list = await commonPasswordList();
    for (let index = 0; index < list.length; index += 997) {
      expect(await isCommonPassword(list[index]!)).toBe(true);
      expect(await isCommonPassword(list[index]!.toUpperCase())).toBe(true);
    }
    const known = new Set(list);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 8, maxLength: 64 }), async (candidate) => {
        expect(await isCommonPassword(candidate)).toBe(known.has(candidate.toLowerCase()));
      }),
    );
    expect(await isCommonPassword(LONG_RANDOM)).toBe(false);
  });

  it('ships compressed, loaded by the routes that set a password only', () => {
    expect(COMMON_PASSWORDS.length).toBeLessThan(400_000);
    expect(brotliDecompressSync(Buffer.from(COMMON_PASSWORDS, 'base64')).toString('utf8').split('\n')).toHaveLength(
      COMMON_PASSWORDS_COUNT,
    );
  });
});
