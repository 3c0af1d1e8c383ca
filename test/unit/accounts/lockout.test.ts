// Nobody can lock a user out: login counts wrong passwords per account and
// address pair and per account, and only the failing pair waits, longer with each failure;
// forgot-password counts its emails per account and per address, and an address's first
// request always gets a fresh code; reset-password counts its tries per email and address. The
// rate items live in a small in-memory table that answers the throttle's reads and writes as
// DynamoDB would (ADD, SET, the condition on the count read). Prepare / Act / Assess.
import { AdminInitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as login } from '#functions/accounts/handlers/login.js';
import { handler as requestPasswordReset } from '#functions/accounts/handlers/request-password-reset.js';
import { handler as resetPassword } from '#functions/accounts/handlers/reset-password.js';
import { handler as updateEmail } from '#functions/accounts/handlers/update-email.js';
import { handler as requestAccountDeletion } from '#functions/privacy/handlers/request-account-deletion.js';
import {
  FREE_FAILURES,
  MAX_DELAY_SECONDS,
  loginPairKey,
  retryDelaySeconds,
  startLoginAttempt,
  tryAgainMessage,
} from '#functions/accounts/login-throttle.js';
import { PER_ACCOUNT_LIMIT } from '#platform/rate-limits.js';
import {
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cognito,
  dynamo,
  fakeToken,
  profile,
  rateItemTable,
  resetMocks,
  ses,
  storeItem,
} from '../support/accounts.js';
import {
  RESET_EMAILS_HARD_CAP,
  RESET_EMAILS_PER_ACCOUNT,
  RESET_EMAILS_PER_PAIR,
} from '#functions/accounts/account-limits.js';

const EMAIL = 'ada@example.com';
const PASSWORD = 'the-right-one-7Q';
const ATTACKER = '203.0.113.66';
const OWNER = '198.51.100.20';
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** RATE# items, by PK and SK: what GetItem and UpdateItem on them see. */
let rateItems: ReturnType<typeof rateItemTable>;

const pairItem = (address: string) => rateItems.get(loginPairKey(EMAIL, address));
const updatesOf = (prefix: string) =>
  dynamo.commandCalls(UpdateCommand).filter((c) => String(c.args[0].input.Key!.PK).startsWith(prefix));

beforeEach(() => {
  resetMocks();
  rateItems = rateItemTable();
  vi.useFakeTimers({ toFake: ['Date'], now: T0 });
  dynamo.on(GetCommand).callsFake((input: { Key: Record<string, unknown> }) => ({ Item: rateItems.get(input.Key) }));
  dynamo.on(UpdateCommand).callsFake(rateItems.update);
  dynamo.on(PutCommand).resolves({});
  storeItem(profile());
  storeItem({ PK: `EMAIL#${EMAIL}`, SK: 'EMAIL', userID: USER_ID });
  // Cognito: the right password signs in, any other is refused.
  cognito.on(AdminInitiateAuthCommand).callsFake((input: { AuthParameters: Record<string, string> }) => {
    if (input.AuthParameters.PASSWORD !== PASSWORD) throw awsError('NotAuthorizedException');
    return { AuthenticationResult: { AccessToken: fakeToken(), RefreshToken: 'refresh.token' } };
  });
  ses.on(SendEmailCommand).resolves({});
});
afterEach(() => {
  vi.useRealTimers();
  afterEachTest();
});

const loginFrom = (address: string, password: string) =>
  call(login, { json: { email: EMAIL, password }, sourceIp: address });
const waitSeconds = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

describe('the wait of a failing pair', () => {
  it('is nothing for the first failures, then 15 s doubling with each failure, at most 15 minutes', () => {
    expect([0, 1, FREE_FAILURES - 1].map(retryDelaySeconds)).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 30].map(retryDelaySeconds)).toEqual([15, 30, 60, 120, 240, 480, 900, 900]);
    expect(MAX_DELAY_SECONDS).toBe(15 * 60);
  });

  it('is said in seconds, or in minutes from two minutes on', () => {
    expect(tryAgainMessage(1)).toBe('Too many attempts. Try again in 1 second.');
    expect(tryAgainMessage(15)).toBe('Too many attempts. Try again in 15 seconds.');
    expect(tryAgainMessage(119)).toBe('Too many attempts. Try again in 119 seconds.');
    expect(tryAgainMessage(900)).toBe('Too many attempts. Try again in 15 minutes.');
  });
});

describe('login under a password-guessing attack', () => {
  it('lets the owner in from another address while the attacker fails from theirs', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1)
      statuses.push((await loginFrom(ATTACKER, `guess-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);

    const owner = await loginFrom(OWNER, PASSWORD);

    expect(owner.status).toBe(200);
    expect(owner.data.user).toMatchObject({ userID: USER_ID });
    // Refused tries of the waiting pair never reach Cognito: 5 guesses, then the owner.
    expect(cognito.commandCalls(AdminInitiateAuthCommand)).toHaveLength(FREE_FAILURES + 1);
  });

  it('makes the failing pair wait longer with each failure, even with the right password', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1)
      expect((await loginFrom(ATTACKER, 'wrong-guess')).status).toBe(401);

    const waits: string[] = [];
    for (let failure = FREE_FAILURES; failure < FREE_FAILURES + 4; failure += 1) {
      const refused = await loginFrom(ATTACKER, PASSWORD);
      expect(refused.status).toBe(429);
      waits.push(refused.data.msg!);
      waitSeconds(retryDelaySeconds(failure));
      expect((await loginFrom(ATTACKER, 'wrong-guess')).status).toBe(401);
    }

    expect(waits).toEqual([
      'Too many attempts. Try again in 15 seconds.',
      'Too many attempts. Try again in 30 seconds.',
      'Too many attempts. Try again in 60 seconds.',
      'Too many attempts. Try again in 2 minutes.',
    ]);
    expect(pairItem(ATTACKER)).toMatchObject({ failures: FREE_FAILURES + 4 });
    expect(pairItem(OWNER)).toBeUndefined();
  });

  it('counts every try per pair before the password is checked, clears it on a success, and wrong ones per account', async () => {
    expect((await loginFrom(OWNER, PASSWORD)).status).toBe(200);
    expect(dynamo.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key!.PK))).toEqual([
      expect.stringMatching(/^RATE#login#addr#/),
      expect.stringMatching(/^RATE#login-fail#pair#/),
      expect.stringMatching(/^RATE#login-fail#pair#/),
    ]);
    expect(pairItem(OWNER)).toMatchObject({ failures: 0 });
    dynamo.resetHistory();

    await loginFrom(ATTACKER, 'wrong-guess');
    await loginFrom(OWNER, 'typo-typo');

    expect(updatesOf('RATE#login-fail#pair#')).toHaveLength(2);
    expect(pairItem(OWNER)).toMatchObject({ failures: 1 });
    expect(updatesOf('RATE#login-fail#acct#')).toHaveLength(2);
    expect(new Set(updatesOf('RATE#login-fail#acct#').map((c) => c.args[0].input.Key!.PK)).size).toBe(1);
    expect(JSON.stringify(dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input.Key))).not.toContain(EMAIL);
  });

  it('clears the pair on a success, so earlier typos do not add up', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES - 1; attempt += 1) await loginFrom(OWNER, 'typo-typo');
    expect((await loginFrom(OWNER, PASSWORD)).status).toBe(200);
    expect(pairItem(OWNER)).toMatchObject({ failures: 0 });

    for (let attempt = 0; attempt < FREE_FAILURES - 1; attempt += 1)
      expect((await loginFrom(OWNER, 'typo-typo')).status).toBe(401);
    expect((await loginFrom(OWNER, PASSWORD)).status).toBe(200);
  });

  it('counts a whole IPv6 /64 as one address', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1)
      await loginFrom(`2001:db8:7:7::${attempt + 1}`, 'wrong-guess');

    expect((await loginFrom('2001:db8:7:7:ffff::1', PASSWORD)).status).toBe(429);
    expect((await loginFrom('2001:db8:7:8::1', PASSWORD)).status).toBe(200);
  });

  it('gives one turn to one of two parallel tries of a waiting pair, counted before the password is checked', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) await loginFrom(ATTACKER, 'wrong-guess');
    waitSeconds(retryDelaySeconds(FREE_FAILURES));

    const tries = await Promise.allSettled([startLoginAttempt(EMAIL, ATTACKER), startLoginAttempt(EMAIL, ATTACKER)]);

    expect(tries.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(tries.find((outcome) => outcome.status === 'rejected')).toMatchObject({
      reason: { statusCode: 429, publicMessage: 'Too many attempts. Try again in 30 seconds.' },
    });
    expect(pairItem(ATTACKER)).toMatchObject({ failures: FREE_FAILURES + 1 });
  });

  it('counts each of many parallel guesses of a fresh pair before the check: no more than the free ones reach Cognito', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => loginFrom(ATTACKER, `guess-${i}`)));

    const checked = cognito.commandCalls(AdminInitiateAuthCommand).length;
    expect(checked).toBeLessThanOrEqual(FREE_FAILURES);
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(checked);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10 - checked);
    expect(pairItem(ATTACKER)).toMatchObject({ failures: checked });
  });

  it('counts wrong passwords typed in Settings with the login tries of the same pair', async () => {
    for (let attempt = 0; attempt < FREE_FAILURES; attempt += 1) {
      const wrong = await call(updateEmail, {
        method: 'PUT',
        signedIn: true,
        sourceIp: ATTACKER,
        json: { email: 'elsewhere@example.com', password: `guess-${attempt}` },
      });
      expect(wrong.status).toBe(400);
    }

    expect((await loginFrom(ATTACKER, PASSWORD)).status).toBe(429);
    const settings = await call(requestAccountDeletion, {
      method: 'POST',
      signedIn: true,
      sourceIp: ATTACKER,
      json: { password: PASSWORD },
    });
    expect(settings.status).toBe(429);
    expect((await loginFrom(OWNER, PASSWORD)).status).toBe(200);
  });

  it("answers Cognito's own lock of the user with 429, without counting it against the address", async () => {
    cognito
      .on(AdminInitiateAuthCommand)
      .rejects(Object.assign(awsError('NotAuthorizedException'), { message: 'Password attempts exceeded' }));

    const answer = await loginFrom(OWNER, PASSWORD);

    expect(answer.status).toBe(429);
    expect(answer.data.msg).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(pairItem(OWNER)).toMatchObject({ failures: 0 });
  });
});

describe('forgot password under a flood of requests for one account', () => {
  const ask = (address = ATTACKER) => call(requestPasswordReset, { json: { email: EMAIL }, sourceIp: address });
  const resetEmails = () => ses.commandCalls(SendEmailCommand).length;

  it("sends a few emails to one address's requests, then answers the same without a new code", async () => {
    const answers = [];
    for (let request = 0; request < 12; request += 1) answers.push(await ask());

    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => answer.data.msg))).toEqual(
      new Set(['If an account exists for this email, we have sent it a code to reset the password.']),
    );
    expect(resetEmails()).toBe(RESET_EMAILS_PER_PAIR);
    // The last code sent is still the live one: no request over the limit replaced it.
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(RESET_EMAILS_PER_PAIR);

    waitSeconds(15 * 60);
    expect((await ask()).status).toBe(200);
    expect(resetEmails()).toBe(RESET_EMAILS_PER_PAIR + 1);
  });

  it("always sends the owner a fresh code from their own address, whatever others' requests spent", async () => {
    const attackers = Array.from({ length: 6 }, (_, i) => `203.0.113.${i + 1}`);
    for (const address of attackers) for (let request = 0; request < 3; request += 1) await ask(address);
    const spent = resetEmails();
    expect(spent).toBeGreaterThanOrEqual(RESET_EMAILS_PER_ACCOUNT);

    expect((await ask(OWNER)).status).toBe(200);

    expect(resetEmails()).toBe(spent + 1);
  });

  it('sends no more than the hard cap to one account in a window, from any number of addresses', async () => {
    for (let i = 0; i < RESET_EMAILS_HARD_CAP + 10; i += 1) await ask(`198.18.${Math.floor(i / 200)}.${i % 200}`);
    expect(resetEmails()).toBe(RESET_EMAILS_HARD_CAP);
  });

  it('counts requests for an unknown email per address only', async () => {
    for (let request = 0; request < 12; request += 1)
      await call(requestPasswordReset, { json: { email: 'nobody@example.com' }, sourceIp: ATTACKER });

    expect(updatesOf('RATE#reset-email#')).toHaveLength(0);
    expect(updatesOf('RATE#reset#addr#')).toHaveLength(12);
    expect(updatesOf('RATE#reset#acct#')).toHaveLength(0);
  });

  it('limits reset-password tries per email and address together, so others cannot use up the owner’s', async () => {
    const reset = (address: string) =>
      call(resetPassword, {
        method: 'PUT',
        json: { email: EMAIL, otp: 'WRONG1', newPassword: 'brand-new-password' },
        sourceIp: address,
      });
    const statuses = [];
    for (let attempt = 0; attempt < PER_ACCOUNT_LIMIT + 1; attempt += 1) statuses.push((await reset(ATTACKER)).status);

    expect(statuses).toEqual([...Array(PER_ACCOUNT_LIMIT).fill(400), 429]);
    expect((await reset(OWNER)).status).toBe(400);
  });

  it('still refuses an address over its request limit with 429', async () => {
    process.env.RATE_LIMIT_PER_ADDRESS = '3';
    const statuses = [];
    for (let request = 0; request < 4; request += 1) statuses.push((await ask()).status);

    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await ask(OWNER)).status).toBe(200);
  });
});
