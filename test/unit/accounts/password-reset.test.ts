// Forgot password: the request never reveals whether an email has an account; the reset
// takes the emailed code and the new password and signs every session out. Also the code
// and rate-limit modules on their own.
import { AdminSetUserPasswordCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as requestPasswordReset } from '#functions/accounts/handlers/request-password-reset.js';
import { handler as resetPassword } from '#functions/accounts/handlers/reset-password.js';
import { CODE_ALPHABET, generateCode, hashCode, issueCode } from '#functions/accounts/one-time-codes.js';
import { addressSubject, DEFAULT_PER_ADDRESS_LIMIT, enforceRateLimit, perAddressLimit } from '#platform/rate-limits.js';
import { ORIGIN_VERIFY_HEADER, viewerAddress } from '#platform/http/client-address.js';
import {
  CODE,
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cognito,
  dynamo,
  profile,
  resetMocks,
  ses,
  storeItem,
  storedCode,
} from '../support/accounts.js';
import { ACCOUNT_LIMITS } from '#functions/accounts/account-limits.js';

const SAME_ANSWER = 'If an account exists for this email, we have sent it a code to reset the password.';

beforeEach(() => {
  resetMocks();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
});
afterEach(afterEachTest);

const accountWithEmail = () => {
  storeItem({ PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID: USER_ID });
  storeItem(profile());
};

describe('request-password-reset', () => {
  it('emails a reset code to a confirmed account', async () => {
    accountWithEmail();

    const answer = await call(requestPasswordReset, { json: { email: 'ADA@example.com' } });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe(SAME_ANSWER);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({ SK: 'OTP#reset-password' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination!.ToAddresses).toEqual(['ada@example.com']);
  });

  it('answers the same, sending nothing, for an unknown email and an unconfirmed account', async () => {
    expect((await call(requestPasswordReset, { json: { email: 'nobody@example.com' } })).data.msg).toBe(SAME_ANSWER);
    storeItem({ PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID: USER_ID });
    storeItem(profile({ status: 'onboarding' }));
    expect((await call(requestPasswordReset, { json: { email: 'ada@example.com' } })).data.msg).toBe(SAME_ANSWER);
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers the same when the email cannot be sent', async () => {
    accountWithEmail();
    ses.on(SendEmailCommand).rejects(awsError('MessageRejected'));

    const answer = await call(requestPasswordReset, { json: { email: 'ada@example.com' } });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe(SAME_ANSWER);
  });

  it('refuses a bad email with 400 and too many requests from one address with 429', async () => {
    expect((await call(requestPasswordReset, { json: { email: 'nope' } })).data.fieldErrors!.email).toBe(
      'Please enter a valid email address',
    );
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 201 } });
    expect((await call(requestPasswordReset, { json: { email: 'ada@example.com' } })).status).toBe(429);
  });

  it('answers the same, sending nothing, once the account has had its reset emails for now', async () => {
    accountWithEmail();
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 6 } });

    const answer = await call(requestPasswordReset, { json: { email: 'ada@example.com' } });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe(SAME_ANSWER);
    expect(ses.calls()).toHaveLength(0);
    expect(dynamo.commandCalls(PutCommand)).toHaveLength(0);
  });
});

describe('request-password-reset answer time', () => {
  it('answers an unknown email and a real account no sooner than the same constant time', async () => {
    process.env.RESET_ANSWER_MS = '300';
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const answer = await call(requestPasswordReset, { json: { email } });
        expect(answer.data.msg).toBe(SAME_ANSWER);
        return performance.now() - started;
      };
      const unknown = await timed('nobody@example.com');
      accountWithEmail();
      const real = await timed('ada@example.com');

      expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
      expect(unknown).toBeGreaterThanOrEqual(295);
      expect(real).toBeGreaterThanOrEqual(295);
    } finally {
      process.env.RESET_ANSWER_MS = '5';
    }
  });
});

describe('reset-password', () => {
  const reset = (otp = CODE, email = 'ada@example.com') =>
    call(resetPassword, { method: 'PUT', json: { email, otp, newPassword: 'brand-new-password' } });

  it('uses the code up, sets the new password and signs every session out', async () => {
    accountWithEmail();
    storeItem(storedCode('reset-password'));

    const answer = await reset(CODE.toLowerCase());

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Your password has been reset. You can now log in.');
    expect(dynamo.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Username: USER_ID,
      Password: 'brand-new-password',
      Permanent: true,
    });
    expect(
      dynamo
        .commandCalls(UpdateCommand)
        .some((c) => c.args[0].input.UpdateExpression === 'SET sessionsValidAfter = :cutoff'),
    ).toBe(true);
  });

  it('answers an unknown email, a wrong, expired or locked code and no code alike (400), revealing nothing', async () => {
    const SAME = { status: 400, msg: 'This code is not valid for this email. Check both, or request a new code.' };
    const answerOf = async (prepare: () => void, otp = CODE, email = 'ada@example.com') => {
      resetMocks();
      dynamo.on(GetCommand).resolves({});
      dynamo.on(UpdateCommand).resolves({ Attributes: { tries: 1 } });
      prepare();
      const answer = await reset(otp, email);
      return { status: answer.status, msg: answer.data.msg };
    };

    expect(await answerOf(() => undefined, CODE, 'nobody@example.com')).toEqual(SAME);
    expect(await answerOf(() => accountWithEmail())).toEqual(SAME);
    expect(
      await answerOf(() => {
        accountWithEmail();
        storeItem(storedCode('reset-password'));
      }, 'WRONG1'),
    ).toEqual(SAME);
    expect(
      await answerOf(() => {
        accountWithEmail();
        storeItem(storedCode('reset-password', { expiresAt: 1 }));
      }),
    ).toEqual(SAME);
    expect(
      await answerOf(() => {
        accountWithEmail();
        storeItem(storedCode('reset-password', { tries: 5 }));
      }),
    ).toEqual(SAME);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    [{ email: 'ada@example.com', otp: CODE }, 'newPassword', 'Password is required'],
    [
      { email: 'ada@example.com', otp: CODE, newPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      { email: 'ada@example.com', otp: 'ABC', newPassword: 'long-enough-1' },
      'otp',
      'Please enter the complete 6-character code.',
    ],
    [{ otp: CODE, newPassword: 'long-enough-1' }, 'email', 'Email is required'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await call(resetPassword, { method: 'PUT', json: body });
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });
});

describe('one-time codes', () => {
  it('are 6 characters of the unambiguous alphabet', () => {
    for (let index = 0; index < 200; index += 1) expect(generateCode()).toMatch(new RegExp(`^[${CODE_ALPHABET}]{6}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('hash case-insensitively, with the salt, never to the code itself', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{6}$/),
        fc.base64String({ minLength: 8, maxLength: 24 }),
        (code, salt) => {
          expect(hashCode(code.toLowerCase(), salt)).toBe(hashCode(code, salt));
          expect(hashCode(code, salt)).not.toContain(code);
        },
      ),
    );
    expect(hashCode('ABCDEF', 'c2FsdDE')).not.toBe(hashCode('ABCDEF', 'c2FsdDI'));
  });

  it('expire in 10 minutes and start with no tries', async () => {
    const now = Date.UTC(2026, 0, 1);
    await issueCode(USER_ID, 'change-email', { email: 'new@example.com' }, now);
    expect(dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item).toMatchObject({
      expiresAt: now / 1000 + 600,
      tries: 0,
      pendingEmail: 'new@example.com',
    });
  });
});

describe('rate limits', () => {
  it('count per account and per address in 15-minute windows, with a TTL', async () => {
    await enforceRateLimit(
      ACCOUNT_LIMITS.login,
      { account: 'ada@example.com', address: '203.0.113.9' },
      Date.UTC(2026, 0, 1, 10, 7),
    );
    const keys = dynamo.commandCalls(UpdateCommand).map((c) => c.args[0].input);
    expect(keys).toHaveLength(2);
    expect(keys.map((input) => input.Key!.SK)).toEqual([
      String(Date.UTC(2026, 0, 1, 10, 0) / 1000),
      String(Date.UTC(2026, 0, 1, 10, 0) / 1000),
    ]);
    expect(keys.map((input) => String(input.Key!.PK))).toEqual([
      expect.stringMatching(/^RATE#login#acct#/),
      expect.stringMatching(/^RATE#login#addr#/),
    ]);
    expect(JSON.stringify(keys)).not.toContain('ada@example.com');
  });

  it('allow 10 per account and a configurable number per address', async () => {
    expect(perAddressLimit()).toBe(DEFAULT_PER_ADDRESS_LIMIT);
    process.env.RATE_LIMIT_PER_ADDRESS = '3';
    expect(perAddressLimit()).toBe(3);
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 4 } });
    await expect(enforceRateLimit(ACCOUNT_LIMITS.code, { address: '203.0.113.9' })).rejects.toMatchObject({
      statusCode: 429,
    });
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 10 } });
    await expect(enforceRateLimit(ACCOUNT_LIMITS.code, { account: USER_ID })).resolves.toBeUndefined();
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 11 } });
    await expect(enforceRateLimit(ACCOUNT_LIMITS.code, { account: USER_ID })).rejects.toMatchObject({
      statusCode: 429,
    });
  });
});

describe('the address a rate limit counts', () => {
  it('is the /64 of an IPv6 address, so one subscriber cannot dodge the limit by changing address', async () => {
    expect(addressSubject('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressSubject('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressSubject('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('203.0.113.9')).toBe('203.0.113.9');
    expect(addressSubject('')).toBe('');

    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff::9', '2001:db8:1:3::1'])
      await enforceRateLimit(ACCOUNT_LIMITS.login, { address });
    const keys = dynamo.commandCalls(UpdateCommand).map((c) => String(c.args[0].input.Key!.PK));
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
  });
});

describe('client address', () => {
  const requestContext = { http: { sourceIp: '130.176.1.1' } } as never;
  const SECRET = 'origin-secret-0123456789-0123456789';
  const viewer = (address: string, proof?: string) => ({
    headers: {
      'cloudfront-viewer-address': address,
      ...(proof === undefined ? {} : { [ORIGIN_VERIFY_HEADER]: proof }),
    },
    requestContext,
  });
  afterEach(() => {
    delete process.env.ORIGIN_VERIFY_SECRET;
  });

  it("is CloudFront's viewer address when the request carries the secret origin header", () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    expect(viewerAddress(viewer('203.0.113.9:46532', SECRET))).toBe('203.0.113.9');
    expect(viewerAddress(viewer('2001:db8::7:443', SECRET))).toBe('2001:db8::7');
    expect(viewerAddress({ headers: { [ORIGIN_VERIFY_HEADER]: SECRET }, requestContext })).toBe('130.176.1.1');
  });

  it("ignores a viewer address forged by a direct caller: the connection's address counts", () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    expect(viewerAddress(viewer('203.0.113.9:46532'))).toBe('130.176.1.1');
    expect(viewerAddress(viewer('203.0.113.9:46532', ''))).toBe('130.176.1.1');
    expect(viewerAddress(viewer('203.0.113.9:46532', `${SECRET}x`))).toBe('130.176.1.1');
    expect(viewerAddress(viewer('203.0.113.9:46532', SECRET.slice(0, -1)))).toBe('130.176.1.1');
    // No secret configured: the header is never believed.
    delete process.env.ORIGIN_VERIFY_SECRET;
    expect(viewerAddress(viewer('203.0.113.9:46532', ''))).toBe('130.176.1.1');
    expect(viewerAddress(viewer('203.0.113.9:46532', 'undefined'))).toBe('130.176.1.1');
  });

  it('reaches the rate limit: forged addresses from one caller share its limit', async () => {
    process.env.ORIGIN_VERIFY_SECRET = SECRET;
    for (let attempt = 0; attempt < 3; attempt += 1)
      await call(requestPasswordReset, {
        json: { email: 'nobody@example.com' },
        sourceIp: '198.51.100.4',
        headers: { 'cloudfront-viewer-address': `203.0.113.${attempt}:443` },
      });
    const keys = new Set(
      dynamo
        .commandCalls(UpdateCommand)
        .map((c) => String(c.args[0].input.Key!.PK))
        .filter((key) => key.includes('#addr#')),
    );
    expect(keys.size).toBe(1);
  });
});
