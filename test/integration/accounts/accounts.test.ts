// Accounts through the real local stack (gateway, handlers, DynamoDB Local, cognito-local,
// s3rver, the SES mailbox): both onboarding flows with codes read from the mailbox, login,
// refresh, logout with server-side revocation, email change, password change, password reset
// and the profile photo.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  AdminInitiateAuthCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import exifr from 'exifr';
import { imageSize } from 'image-size';
import { describe, expect, inject, it } from 'vitest';
import { loginPairKey } from '#functions/accounts/login-throttle.js';
import { ORIGIN_VERIFY_HEADER } from '#platform/http/client-address.js';
import { codeEmailCount, latestCode } from '../../../local/mailbox.js';
import { ApiClient, type ApiAnswer } from '../../../tools/api-client.js';
import { wellInsideRateWindow } from '../../support/rate-windows.js';
import { createSignedInUser, documentClient } from '../../../tools/test-users.js';

const stack = inject('stack');
const PASSWORD = 'first-password-1';

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@Example.com`;

function employerBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email,
    password: PASSWORD,
    companyName: 'Analytical Engines',
    companySize: '11-50',
    country: 'United Kingdom',
    ...overrides,
  };
}

async function signUpEmployer(client: ApiClient, email: string): Promise<string> {
  const answer = await client.call<{ userID: string }>('POST', '/api/employer/signup', { json: employerBody(email) });
  expect(answer.status, answer.body.data.msg).toBe(200);
  return answer.body.data.userID;
}

async function confirm(client: ApiClient, userID: string, email: string): Promise<void> {
  const answer = await client.call('PUT', '/api/verify-otp', {
    json: { userID, otp: await latestCode(stack.mailboxUrl, email) },
  });
  expect(answer.status, answer.body.data.msg).toBe(200);
}

async function login(
  client: ApiClient,
  email: string,
  password = PASSWORD,
): Promise<ApiAnswer<{ user: Record<string, unknown>; sessionExpiresAt: number }>> {
  return client.call('POST', '/api/login', { json: { email, password } });
}

/** A confirmed, signed-in employer made through the real sign-up. */
async function confirmedEmployer(label: string) {
  const client = new ApiClient(stack);
  const email = uniqueEmail(label);
  const userID = await signUpEmployer(client, email);
  await confirm(client, userID, email);
  expect((await login(client, email)).status).toBe(200);
  return { client, email: email.toLowerCase(), userID };
}

function pdf(): Blob {
  return new Blob([Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n')], { type: 'application/pdf' });
}

describe('employer onboarding', () => {
  it('signs up, refuses login until the email is confirmed, confirms with the emailed code, then logs in', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('employer');
    const userID = await signUpEmployer(client, email);
    expect(client.cookies.has('onboarding')).toBe(true);

    const early = await login(new ApiClient(stack), email);
    expect(early.status).toBe(403);
    expect(early.body.data.msg).toMatch(/confirm your email/i);
    expect(early.body.data).toMatchObject({ userID });

    const wrong = await client.call('PUT', '/api/verify-otp', { json: { userID, otp: 'ZZZZZ9' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.msg).toBe('Invalid verification code. Please try again (4 tries left).');

    await confirm(client, userID, email);
    expect(client.cookies.has('onboarding')).toBe(false);

    const answer = await login(client, email.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body.data.user).toMatchObject({
      userID,
      role: 'employer',
      email: email.toLowerCase(),
      companyName: 'Analytical Engines',
      companySize: '11-50',
      country: 'United Kingdom',
    });
    expect(answer.body.data.sessionExpiresAt).toBeGreaterThan(Date.now());
    const setCookies = answer.headers.getSetCookie().join('\n');
    expect(setCookies).toMatch(/session=[^;]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    // The session's end is counted from sign-in: a second may tick between it and the answer.
    expect(setCookies).toMatch(/refresh=[^;]+; Path=\/; Max-Age=(2591999|2592000); HttpOnly; SameSite=Strict/);
    expect((await client.call<{ user: { userID: string } }>('GET', '/api/get-user')).body.data.user.userID).toBe(
      userID,
    );
  });

  it('Request again replaces the code: the old one stops working', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('resend');
    const userID = await signUpEmployer(client, email);
    const oldCode = await latestCode(stack.mailboxUrl, email);

    const resent = await client.call('POST', '/api/employer/resend-verification', { json: { userID } });
    expect(resent.status).toBe(200);
    expect(resent.body.data.msg).toBe('OTP sent successfully');
    expect(await codeEmailCount(stack.mailboxUrl, email, 'Confirm your email')).toBe(2);
    const newCode = await latestCode(stack.mailboxUrl, email);

    if (newCode !== oldCode)
      expect((await client.call('PUT', '/api/verify-otp', { json: { userID, otp: oldCode } })).status).toBe(400);
    expect((await client.call('PUT', '/api/verify-otp', { json: { userID, otp: newCode.toLowerCase() } })).status).toBe(
      200,
    );
  });

  it('locks a code after 5 wrong tries', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('lock');
    const userID = await signUpEmployer(client, email);
    const code = await latestCode(stack.mailboxUrl, email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await client.call('PUT', '/api/verify-otp', { json: { userID, otp: wrong } })).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const locked = await client.call('PUT', '/api/verify-otp', { json: { userID, otp: code } });
    expect(locked.status).toBe(429);
    expect(locked.body.data.msg).toMatch(/request a new one/);
  });

  it('refuses onboarding calls from another browser, and for an account already confirmed', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('other-browser');
    const userID = await signUpEmployer(client, email);
    const stranger = new ApiClient(stack);
    expect((await stranger.call('POST', '/api/employer/resend-verification', { json: { userID } })).status).toBe(403);
    expect(
      (
        await stranger.call('PUT', '/api/verify-otp', {
          json: { userID, otp: await latestCode(stack.mailboxUrl, email) },
        })
      ).status,
    ).toBe(403);

    const onboardingCookie = client.cookies.get('onboarding')!;
    await confirm(client, userID, email);
    client.setCookie('onboarding', onboardingCookie);
    const again = await client.call('POST', '/api/employer/resend-verification', { json: { userID } });
    expect(again.status).toBe(409);
    expect(again.body.data.msg).toBe('This email is already confirmed. Please log in.');
  });
});

describe('one account per email', () => {
  it('refuses a second sign-up with the same email in any case', async () => {
    const { email } = await confirmedEmployer('unique');
    const again = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: employerBody(email.toUpperCase()),
    });
    expect(again.status).toBe(409);
    expect(again.body.data.msg).toMatch(/already exists/);
  });

  it('lets exactly one of two simultaneous sign-ups with one email win; the other gets 409', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      [1, 2, 3].map(() => new ApiClient(stack).call('POST', '/api/employer/signup', { json: employerBody(email) })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.data.msg).toBeTruthy();
  });

  it('lets the same browser sign up again before confirming, replacing its unconfirmed account', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('again');
    const first = await signUpEmployer(client, email);
    const second = await signUpEmployer(client, email);
    expect(second).not.toBe(first);
    await confirm(client, second, email);
    expect((await login(new ApiClient(stack), email)).status).toBe(200);
    const db = documentClient(stack);
    expect(
      (await db.send(new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${first}`, SK: 'PROFILE' } })))
        .Item,
    ).toBeUndefined();
  });
});

describe('candidate onboarding', () => {
  it('signs up with a PDF resume, adds the bio, confirms, and is then found in sourcing with a viewable resume', async () => {
    const client = new ApiClient(stack);
    const email = uniqueEmail('candidate');
    const jobTitle = `Onboarding tester ${randomUUID().slice(0, 6)}`;
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      jobType: 'part-time',
      jobTitle,
      country: 'United States of America',
      password: PASSWORD,
    }))
      form.append(name, value);
    form.append('resume', pdf(), 'cv.pdf');
    const signup = await client.call<{ userID: string }>('POST', '/api/candidate/signup', { body: form });
    expect(signup.status, signup.body.data.msg).toBe(200);
    const { userID } = signup.body.data;

    const bio = { about: 'I fix bugs.', skills: [' COBOL ', 'cobol', '', 'Compilers'], languages: ['English'] };
    expect(
      (await new ApiClient(stack).call('PUT', '/api/update-candidate-bio', { query: { userID }, json: bio })).status,
    ).toBe(403);
    const saved = await client.call('PUT', '/api/update-candidate-bio', { query: { userID }, json: bio });
    expect(saved.status, saved.body.data.msg).toBe(200);
    const onboardingCookie = client.cookies.get('onboarding')!;

    await confirm(client, userID, email);
    client.setCookie('onboarding', onboardingCookie);
    const late = await client.call('PUT', '/api/update-candidate-bio', {
      query: { userID },
      json: { ...bio, about: 'Changed' },
    });
    expect(late.status).toBe(409);

    const answer = await login(client, email);
    expect(answer.status).toBe(200);
    const user = answer.body.data.user as { resumePath: string; bio: unknown; jobTitle: string };
    expect(user).toMatchObject({
      role: 'candidate',
      jobType: 'part-time',
      jobTitle,
      bio: { about: 'I fix bugs.', skills: ['COBOL', 'Compilers'], languages: ['English'] },
    });
    expect(user.resumePath).toMatch(new RegExp(`^resumes/${userID}/`));

    const link = await client.call<{ signedUrl: string }>('GET', '/api/get-resume', {
      query: { resumePath: user.resumePath },
    });
    expect(link.status).toBe(200);
    const file = await fetch(link.body.data.signedUrl);
    expect(file.status).toBe(200);
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const employer = await createSignedInUser(stack, 'employer');
    const found = await employer.client.call<{ candidates: { userID?: string; _id?: string }[] }>(
      'GET',
      '/api/get-candidates',
      { query: { jobTitle } },
    );
    expect(found.status).toBe(200);
    expect(found.body.data.candidates.map((candidate) => candidate.userID ?? candidate._id)).toContain(userID);
  });

  it('refuses a resume that is not a PDF and stores no account', async () => {
    const email = uniqueEmail('not-pdf');
    const form = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      jobType: 'full-time',
      jobTitle: 'Developer',
      country: 'France',
      password: PASSWORD,
    }))
      form.append(name, value);
    form.append('resume', new Blob(['just text'], { type: 'application/pdf' }), 'cv.pdf');
    const answer = await new ApiClient(stack).call('POST', '/api/candidate/signup', { body: form });
    expect(answer.status).toBe(415);
    expect(answer.body.data.msg).toBe('Please select a PDF file');
    expect(
      (await new ApiClient(stack).call('POST', '/api/employer/signup', { json: employerBody(email) })).status,
    ).toBe(200);
  });
});

describe('sessions', () => {
  it('answers a wrong password with 401 and a clear message', async () => {
    const { email } = await confirmedEmployer('wrong-password');
    const answer = await login(new ApiClient(stack), email, 'not-the-password');
    expect(answer.status).toBe(401);
    expect(answer.body.data.msg).toBe('Incorrect email or password.');
  });

  it("gives the browser no cookie that Cognito's own API accepts", async () => {
    const { client, email } = await confirmedEmployer('no-cognito-token');
    expect(client.cookies.size).toBeGreaterThan(0);
    const cognito = new CognitoIdentityProviderClient({
      endpoint: stack.env.COGNITO_ENDPOINT,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    try {
      // What a stolen cookie would be tried as: an access token, for GetUser or DeleteUser.
      for (const [name, value] of client.cookies) {
        const tried = await cognito.send(new GetUserCommand({ AccessToken: value })).then(
          () => 'accepted',
          (error: Error) => error.name,
        );
        expect(tried, `cookie ${name}`).not.toBe('accepted');
      }
      // The same call with a real access token of that user is accepted: the check can fail.
      const signedIn = await cognito.send(
        new AdminInitiateAuthCommand({
          UserPoolId: stack.env.USER_POOL_ID,
          ClientId: stack.env.USER_POOL_CLIENT_ID,
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: email, PASSWORD },
        }),
      );
      const accessToken = signedIn.AuthenticationResult!.AccessToken!;
      expect((await cognito.send(new GetUserCommand({ AccessToken: accessToken }))).Username).toBeDefined();

      // A session cookie from before (it held that Cognito token) is refused, and the refresh
      // cookie renews the session once: open sessions survive the change.
      const before = new ApiClient(stack);
      before.setCookie('session', accessToken);
      before.setCookie('refresh', client.cookies.get('refresh')!);
      expect((await before.call('GET', '/api/get-user')).status).toBe(401);
      expect((await before.call('POST', '/api/refresh-session')).status).toBe(200);
      expect((await before.call('GET', '/api/get-user')).status).toBe(200);
    } finally {
      cognito.destroy();
    }
  });

  it('renews the session cookie from the refresh cookie', async () => {
    const { client, userID } = await confirmedEmployer('refresh');
    const before = client.cookies.get('session');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const renewed = await client.call<{ sessionExpiresAt: number }>('POST', '/api/refresh-session');
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.sessionExpiresAt).toBeGreaterThan(Date.now());
    expect(client.cookies.get('session')).not.toBe(before);
    expect((await client.call<{ user: { userID: string } }>('GET', '/api/get-user')).body.data.user.userID).toBe(
      userID,
    );

    const noCookie = await new ApiClient(stack).call('POST', '/api/refresh-session');
    expect(noCookie.status).toBe(401);
  });

  it('logout revokes the session on the server: the old cookies no longer work', async () => {
    const { client, email } = await confirmedEmployer('logout');
    const oldSession = client.cookies.get('session')!;
    const oldRefresh = client.cookies.get('refresh')!;
    const answer = await client.call('POST', '/api/logout');
    expect(answer.status).toBe(200);
    expect(client.cookies.has('session')).toBe(false);
    expect(client.cookies.has('refresh')).toBe(false);

    const replay = new ApiClient(stack);
    replay.setCookie('session', oldSession);
    replay.setCookie('refresh', oldRefresh);
    expect((await replay.call('GET', '/api/get-user')).status).toBe(401);
    expect((await replay.call('POST', '/api/refresh-session')).status).toBe(401);

    // A new login right away works (even in the same second as the logout).
    expect((await login(client, email)).status).toBe(200);
    expect((await client.call('GET', '/api/get-user')).status).toBe(200);
  });

  it("logout ends every browser's session at once, with no global sign-out in Cognito (cognito-local has none)", async () => {
    const { client, email, userID } = await confirmedEmployer('logout-everywhere');
    const other = new ApiClient(stack);
    expect((await login(other, email)).status).toBe(200);
    const otherRefresh = other.cookies.get('refresh')!;

    expect((await client.call('POST', '/api/logout')).status).toBe(200);

    expect((await other.call('GET', '/api/get-user')).status).toBe(401);
    expect((await other.call('POST', '/api/refresh-session')).status).toBe(401);
    // Re-dated or forged, the other browser's refresh cookie gets nowhere either: it carries no
    // time to change (the session's start is on the server) and the secret is checked.
    const [, , ...rest] = otherRefresh.split('.');
    for (const forged of [
      `${userID}.${Math.floor(Date.now() / 1000) + 3600}.${rest.join('.')}`,
      `${userID}.${otherRefresh.split('.')[1]}.${'A'.repeat(43)}`,
    ]) {
      const replay = new ApiClient(stack);
      replay.setCookie('refresh', forged);
      expect((await replay.call('POST', '/api/refresh-session')).status).toBe(401);
    }
    const { Items } = await documentClient(stack).send(
      new QueryCommand({
        TableName: stack.env.TABLE_NAME,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :session)',
        ExpressionAttributeValues: { ':pk': `USER#${userID}`, ':session': 'SESSION#' },
      }),
    );
    expect(Items).toEqual([]);
  });

  it('rotates the refresh secret on every renewal; an old one replayed later ends the session', async () => {
    const { client, userID } = await confirmedEmployer('rotation');
    const first = client.cookies.get('refresh')!;
    const sessionID = first.split('.')[1]!;
    expect((await client.call('POST', '/api/refresh-session')).status).toBe(200);
    const second = client.cookies.get('refresh')!;
    expect(second).not.toBe(first);
    expect(second.split('.')[1]).toBe(sessionID);

    // Another tab that sent the old secret while this renewal ran: 200, and nothing new.
    const tab = new ApiClient(stack);
    tab.setCookie('refresh', first);
    const concurrent = await tab.call('POST', '/api/refresh-session');
    expect(concurrent.status).toBe(200);
    expect(concurrent.headers.getSetCookie()).toEqual([]);

    // The same old secret once the grace is over (moved back in the table, not slept): reuse.
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${userID}`, SK: `SESSION#${sessionID}` },
        UpdateExpression: 'SET rotatedAt = rotatedAt - :grace',
        ExpressionAttributeValues: { ':grace': 60_000 },
      }),
    );
    const replayed = await tab.call('POST', '/api/refresh-session');
    expect(replayed.status).toBe(401);
    expect((await client.call('POST', '/api/refresh-session')).status).toBe(401);
  });

  it('two renewals at once both succeed, and the browser keeps a working refresh cookie', async () => {
    const { client } = await confirmedEmployer('parallel-renewals');
    const answers = await Promise.all([
      client.call('POST', '/api/refresh-session'),
      client.call('POST', '/api/refresh-session'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await client.call('POST', '/api/refresh-session')).status).toBe(200);
    expect((await client.call('GET', '/api/get-user')).status).toBe(200);
  });

  it('logout is a POST: GET is not allowed, and a cross-site POST is refused and ends nothing', async () => {
    const { client } = await confirmedEmployer('logout-post');
    expect((await client.call('GET', '/api/logout')).status).toBe(405);
    const crossSite = await client.call('POST', '/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await client.call('GET', '/api/get-user')).status).toBe(200);
    expect((await client.call('POST', '/api/refresh-session')).status).toBe(200);
  });
});

describe('nobody can lock a user out', () => {
  /** A caller at `address`, as CloudFront tells it (with its secret origin header). */
  const at = (address: string) => ({
    'cloudfront-viewer-address': `${address}:443`,
    [ORIGIN_VERIFY_HEADER]: stack.env.ORIGIN_VERIFY_SECRET!,
  });
  const loginAt = (address: string, email: string, password: string) =>
    new ApiClient(stack).call('POST', '/api/login', { json: { email, password }, headers: at(address) });

  it('ignores a viewer address sent without the secret origin header: forged addresses share one wait', async () => {
    const { email } = await confirmedEmployer('forged');
    const forged = (n: number) => ({ 'cloudfront-viewer-address': `203.0.113.${n}:443` });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await new ApiClient(stack).call('POST', '/api/login', {
        json: { email, password: `guess-number-${attempt}` },
        headers: forged(attempt),
      });
      expect(answer.status).toBe(401);
    }
    const next = await new ApiClient(stack).call('POST', '/api/login', {
      json: { email, password: PASSWORD },
      headers: forged(9),
    });
    expect(next.status).toBe(429);
  });

  it('makes the failing address wait, longer with each failure, while the owner logs in from another', async () => {
    const { email } = await confirmedEmployer('guessed');
    const attacker = '203.0.113.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      statuses.push((await loginAt(attacker, email, `guess-number-${attempt}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);

    // The pair now waits, even with the right password; the owner elsewhere does not.
    const waiting = await loginAt(attacker, email, PASSWORD);
    expect(waiting.status).toBe(429);
    expect(waiting.body.data.msg).toMatch(/^Too many attempts\. Try again in (1[0-5]|[1-9]) seconds?\.$/);
    const owner = await loginAt('198.51.100.23', email, PASSWORD);
    expect(owner.status, owner.body.data.msg).toBe(200);
    expect(owner.body.data.user).toMatchObject({ email });

    // Once the wait is over (moved back in the table, not slept), one more failure doubles it.
    await documentClient(stack).send(
      new UpdateCommand({
        TableName: stack.env.TABLE_NAME,
        Key: loginPairKey(email, attacker),
        UpdateExpression: 'SET lastFailureAt = lastFailureAt - :waited',
        ExpressionAttributeValues: { ':waited': 16 },
      }),
    );
    expect((await loginAt(attacker, email, 'guess-number-6')).status).toBe(401);
    const longer = await loginAt(attacker, email, PASSWORD);
    expect(longer.status).toBe(429);
    expect(longer.body.data.msg).toMatch(/^Too many attempts\. Try again in (2\d|30) seconds\.$/);
    expect((await loginAt('198.51.100.23', email, PASSWORD)).status).toBe(200);
  });

  it(
    "keeps recovery with the owner: others' requests and wrong codes never keep a fresh code from them",
    { timeout: 90_000 },
    async () => {
      const { email } = await confirmedEmployer('flooded');
      // Every step below counts in the same 15-minute windows.
      await wellInsideRateWindow(45);
      const attacker = '192.0.2.1';
      for (let request = 0; request < 8; request += 1) {
        const asked = await new ApiClient(stack).call('POST', '/api/forgot-password', {
          json: { email },
          headers: at(attacker),
        });
        expect(asked.status).toBe(200);
      }
      expect(await codeEmailCount(stack.mailboxUrl, email, 'Reset your password')).toBe(3);
      // Wrong codes lock the live one, then the attacker's own tries stop.
      const guesses: number[] = [];
      for (let guess = 0; guess < 11; guess += 1) {
        const tried = await new ApiClient(stack).call('PUT', '/api/reset-password', {
          json: { email, otp: `ZZZZZ${'23456789ABC'[guess]}`, newPassword: 'not-theirs-to-set-1' },
          headers: at(attacker),
        });
        guesses.push(tried.status);
      }
      expect(guesses).toEqual([...Array(10).fill(400), 429]);

      // The owner asks from their own address: a fresh code comes, and it works.
      const owner = '198.51.100.40';
      const asked = await new ApiClient(stack).call('POST', '/api/forgot-password', {
        json: { email },
        headers: at(owner),
      });
      expect(asked.status).toBe(200);
      expect(await codeEmailCount(stack.mailboxUrl, email, 'Reset your password')).toBe(4);
      const code = await latestCode(stack.mailboxUrl, email, 'Reset your password');
      const reset = await new ApiClient(stack).call('PUT', '/api/reset-password', {
        json: { email, otp: code, newPassword: 'after-the-flood-9' },
        headers: at(owner),
      });
      expect(reset.status, reset.body.data.msg).toBe(200);
    },
  );

  it('counts wrong passwords typed in Settings as login tries of that address', async () => {
    const { email, client } = await confirmedEmployer('settings-guess');
    const guesser = '203.0.113.90';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await client.call('PUT', '/api/update-email', {
        json: { email: `elsewhere-${attempt}@example.com`, password: `guess-number-${attempt}` },
        headers: at(guesser),
      });
      expect(wrong.status).toBe(400);
    }
    expect((await loginAt(guesser, email, PASSWORD)).status).toBe(429);
    expect((await loginAt('198.51.100.41', email, PASSWORD)).status).toBe(200);
  });
});

describe('a password found in breaches', () => {
  it('is refused at sign-up with the message for the password field, and nothing is created', async () => {
    const email = uniqueEmail('breached');
    const refused = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: employerBody(email, { password: 'Password1' }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toEqual({
      msg: 'This password is too common. Please choose another one.',
      fieldErrors: { password: 'This password is too common. Please choose another one.' },
    });
    expect(await codeEmailCount(stack.mailboxUrl, email.toLowerCase(), 'Confirm your email')).toBe(0);
    const { Item } = await documentClient(stack).send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' } }),
    );
    expect(Item).toBeUndefined();

    const accepted = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: employerBody(email, { password: 'a long passphrase with no digits at all' }),
    });
    expect(accepted.status, accepted.body.data.msg).toBe(200);
  });
});

describe('settings: email and password changes', () => {
  it('changes the email in two steps: password, then the code sent to the new address', async () => {
    const { client, email, userID } = await confirmedEmployer('email-change');
    const otherBrowser = new ApiClient(stack);
    expect((await login(otherBrowser, email)).status).toBe(200);
    const newEmail = uniqueEmail('new-address').toLowerCase();

    const wrongPassword = await client.call('PUT', '/api/update-email', {
      json: { email: newEmail, password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.data.msg).toBe('The password is not correct.');

    const taken = await confirmedEmployer('taken');
    expect(
      (await client.call('PUT', '/api/update-email', { json: { email: taken.email, password: PASSWORD } })).status,
    ).toBe(409);

    const started = await client.call('PUT', '/api/update-email', { json: { email: newEmail, password: PASSWORD } });
    expect(started.status).toBe(200);
    expect(started.body.data.msg).toBe('OTP sent successfully');
    expect((await client.call<{ user: { email: string } }>('GET', '/api/get-user')).body.data.user.email).toBe(email);

    const code = await latestCode(stack.mailboxUrl, newEmail, 'Confirm your new email address');
    const done = await client.call<{ user: { email: string; userID: string } }>('PUT', '/api/verify-update-otp', {
      json: { otp: code, purpose: 'change-email', email: newEmail },
    });
    expect(done.status, done.body.data.msg).toBe(200);
    expect(done.body.data.user).toMatchObject({ userID, email: newEmail });
    // Every other browser is signed out; this one stays in, and renews.
    expect((await otherBrowser.call('GET', '/api/get-user')).status).toBe(401);
    expect((await otherBrowser.call('POST', '/api/refresh-session')).status).toBe(401);
    expect((await client.call('GET', '/api/get-user')).status).toBe(200);
    expect((await client.call('POST', '/api/refresh-session')).status).toBe(200);

    expect((await login(new ApiClient(stack), newEmail)).status).toBe(200);
    expect((await login(new ApiClient(stack), email)).status).toBe(401);
    expect(
      (await new ApiClient(stack).call('POST', '/api/employer/signup', { json: employerBody(newEmail) })).status,
    ).toBe(409);
  });

  it('changes the password in two steps: old password, then the code with the new password', async () => {
    const { client, email } = await confirmedEmployer('password-change');
    const otherBrowser = new ApiClient(stack);
    expect((await login(otherBrowser, email)).status).toBe(200);
    const newPassword = 'second-password-2';

    expect(
      (await client.call('PUT', '/api/update-password', { json: { oldPassword: 'not-the-password', newPassword } }))
        .status,
    ).toBe(400);
    const started = await client.call('PUT', '/api/update-password', { json: { oldPassword: PASSWORD, newPassword } });
    expect(started.status).toBe(200);

    const code = await latestCode(stack.mailboxUrl, email, 'Confirm your password change');
    const missing = await client.call('PUT', '/api/verify-update-otp', {
      json: { otp: code, purpose: 'change-password' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.msg).toBe('New password is required');

    const done = await client.call('PUT', '/api/verify-update-otp', {
      json: { otp: code, purpose: 'change-password', email, newPassword },
    });
    expect(done.status, done.body.data.msg).toBe(200);
    // This browser got a fresh session; the other one was signed out.
    expect((await client.call('GET', '/api/get-user')).status).toBe(200);
    expect((await otherBrowser.call('GET', '/api/get-user')).status).toBe(401);
    expect((await login(new ApiClient(stack), email)).status).toBe(401);
    expect((await login(new ApiClient(stack), email, newPassword)).status).toBe(200);
    // The code worked once.
    expect(
      (
        await client.call('PUT', '/api/verify-update-otp', {
          json: { otp: code, purpose: 'change-password', newPassword: 'third-password-3' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('forgot password', () => {
  it('answers the same for an unknown email and sends nothing, taking as long as for a real account', async () => {
    const email = uniqueEmail('nobody').toLowerCase();
    const timed = async (address: string) => {
      const started = performance.now();
      const answer = await new ApiClient(stack).call('POST', '/api/forgot-password', { json: { email: address } });
      return { answer, ms: performance.now() - started };
    };
    const { answer, ms } = await timed(email);
    const real = await timed((await confirmedEmployer('timed')).email);
    // Both wait for the same constant answer time (1.5 s), whatever the account's work.
    expect(ms).toBeGreaterThanOrEqual(1_450);
    expect(real.ms).toBeGreaterThanOrEqual(1_450);
    expect(real.answer.body.data.msg).toBe(answer.body.data.msg);
    expect(answer.status).toBe(200);
    expect(answer.body.data.msg).toBe(
      'If an account exists for this email, we have sent it a code to reset the password.',
    );
    expect(await codeEmailCount(stack.mailboxUrl, email, 'Reset your password')).toBe(0);
  });

  it('resets the password with the emailed code', async () => {
    const { client, email } = await confirmedEmployer('reset');
    const visitor = new ApiClient(stack);
    const asked = await visitor.call('POST', '/api/forgot-password', { json: { email } });
    expect(asked.status).toBe(200);
    const code = await latestCode(stack.mailboxUrl, email, 'Reset your password');
    const newPassword = 'reset-password-3';
    expect(
      (
        await visitor.call('PUT', '/api/reset-password', {
          json: { email, otp: code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA', newPassword },
        })
      ).status,
    ).toBe(400);
    const reset = await visitor.call('PUT', '/api/reset-password', { json: { email, otp: code, newPassword } });
    expect(reset.status, reset.body.data.msg).toBe(200);
    expect((await login(new ApiClient(stack), email, newPassword)).status).toBe(200);
    expect((await client.call('GET', '/api/get-user')).status).toBe(401);
  });
});

describe('profile photo', () => {
  const PNG = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154780163304e3bf31f00049a0265818985ed0000000049454e44ae426082',
    'hex',
  );

  it('stores a PNG and returns a working link to it, also from get-user', async () => {
    const { client, userID } = await confirmedEmployer('photo');
    const form = new FormData();
    form.append('photo', new Blob([PNG], { type: 'image/png' }), 'me.png');
    const answer = await client.call<{ user: { photoUrl: string } }>('PUT', '/api/upload-photo', { body: form });
    expect(answer.status, answer.body.data.msg).toBe(200);
    const image = await fetch(answer.body.data.user.photoUrl);
    expect(image.status).toBe(200);
    expect(imageSize(Buffer.from(await image.arrayBuffer()))).toMatchObject({ type: 'png', width: 1, height: 1 });
    expect(answer.body.data.user.photoUrl).toContain(`photos/${userID}/`);
    expect(
      (await client.call<{ user: { photoUrl?: string } }>('GET', '/api/get-user')).body.data.user.photoUrl,
    ).toContain(`photos/${userID}/`);

    const text = new FormData();
    text.append('photo', new Blob(['not an image'], { type: 'image/png' }), 'me.png');
    const refused = await client.call('PUT', '/api/upload-photo', { body: text });
    expect(refused.status).toBe(415);
    expect(refused.body.data.msg).toBe('The photo must be a PNG, JPEG or WebP image.');
  });

  it('stores a JPEG without the GPS location its EXIF held', async () => {
    const { client } = await confirmedEmployer('photo-gps');
    const jpeg = readFileSync(new URL('../../fixtures/photos/gps-rotated.jpg', import.meta.url));
    expect(await exifr.gps(jpeg)).toBeDefined();
    const form = new FormData();
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    const answer = await client.call<{ user: { photoUrl: string } }>('PUT', '/api/upload-photo', { body: form });
    expect(answer.status, answer.body.data.msg).toBe(200);
    const stored = Buffer.from(await (await fetch(answer.body.data.user.photoUrl)).arrayBuffer());
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(imageSize(stored)).toMatchObject({ type: 'jpg', width: 16, height: 24 });
  });
});
