// Faults against the real emulators: the handlers run in this process with the stack's
// environment, so DynamoDB Local, cognito-local, s3rver and the SES mailbox do the work, and
// one call of one client fails on purpose (a middleware throws the error the SDK would). Each
// test then looks in the emulators to prove nothing was half-applied, and that the user can
// finish what they started once the service is back.
import { randomUUID } from 'node:crypto';
import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { ApiHandler } from '#platform/http/api-handler.js';
import { MSG } from '#shared/messages.js';
import { invoke as invokeHandler } from '../../support/lambda-events.js';
import { latestCode } from '../../../local/mailbox.js';
import { ApiClient } from '../../../tools/api-client.js';
import { createSignedInUser, documentClient } from '../../../tools/test-users.js';

const stack = inject('stack');
const PASSWORD = 'fault-password-1';
const credentials = () => ({
  accessKeyId: stack.env.AWS_ACCESS_KEY_ID!,
  secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY!,
});

interface Fault {
  client: 'dynamodb' | 's3' | 'cognito' | 'ses';
  command: RegExp;
  error: () => Error;
}
let faults: Fault[] = [];
/** Keys of the objects the handlers put into S3, to look for leftovers. */
let storedKeys: string[] = [];

const handlers = {} as Record<'employerSignup' | 'candidateSignup' | 'verifyOtp' | 'deleteAccount', ApiHandler>;

/** Adds a middleware to one of the product's SDK clients that throws the matching fault. */
function injectFaults(name: Fault['client'], client: { middlewareStack: { add: (...args: never[]) => void } }) {
  const add = client.middlewareStack.add as unknown as (
    middleware: (
      next: (args: unknown) => Promise<{ output: unknown }>,
      context: { commandName?: string },
    ) => (args: { input: Record<string, unknown> }) => Promise<{ output: unknown }>,
    options: { step: 'initialize'; name: string },
  ) => void;
  add.call(
    client.middlewareStack,
    (next, context) => async (args) => {
      const fault = faults.find(
        (candidate) => candidate.client === name && candidate.command.test(context.commandName ?? ''),
      );
      if (fault) throw fault.error();
      if (name === 's3' && context.commandName === 'PutObjectCommand') storedKeys.push(String(args.input.Key));
      return next(args);
    },
    { step: 'initialize', name: 'injectFaults' },
  );
}

beforeAll(async () => {
  // The product's clients and config read the environment: point them at this stack.
  Object.assign(process.env, stack.env, { POWERTOOLS_LOG_LEVEL: 'CRITICAL' });
  const [{ dynamo }, { s3 }, { cognito }, { ses }] = await Promise.all([
    import('#platform/clients/dynamodb.js'),
    import('#platform/clients/s3.js'),
    import('#platform/clients/cognito.js'),
    import('#platform/clients/ses.js'),
  ]);
  injectFaults('dynamodb', dynamo());
  injectFaults('s3', s3());
  injectFaults('cognito', cognito());
  injectFaults('ses', ses());
  handlers.employerSignup = (await import('#functions/accounts/handlers/employer-signup.js')).handler;
  handlers.candidateSignup = (await import('#functions/accounts/handlers/candidate-signup.js')).handler;
  handlers.verifyOtp = (await import('#functions/accounts/handlers/verify-otp.js')).handler;
  handlers.deleteAccount = (await import('#functions/privacy/handlers/delete-account.js')).handler;
});

afterEach(() => {
  faults = [];
  storedKeys = [];
});

/** A handler call with a JSON body, or with a form encoded as the browser's sign-up sends it. */
async function invoke(
  handler: ApiHandler,
  options: { method: string; json?: unknown; form?: FormData; cookies?: string[] },
) {
  if (!options.form) return invokeHandler(handler, options);
  const request = new Request('http://localhost/', { method: 'POST', body: options.form });
  return invokeHandler(handler, {
    ...options,
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  });
}

const uniqueEmail = (label: string) => `fault-${label}-${randomUUID().slice(0, 8)}@example.com`;
const employerBody = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email,
  password: PASSWORD,
  companyName: 'Analytical Engines',
  companySize: '11-50',
  country: 'United Kingdom',
});

function candidateForm(email: string): FormData {
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
  form.append('resume', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
  return form;
}

/** What the emulators hold for an email and a user: the Cognito user, the EMAIL# item and the profile. */
async function traces(email: string, userID: string) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.env.COGNITO_ENDPOINT,
    region: 'us-east-1',
    credentials: credentials(),
  });
  const cognitoUser = await cognito
    .send(new AdminGetUserCommand({ UserPoolId: stack.env.USER_POOL_ID, Username: email }))
    .then(
      () => true,
      (error: Error) => (error.name === 'UserNotFoundException' ? false : Promise.reject(error)),
    );
  const table = documentClient(stack);
  const emailItem = (
    await table.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `EMAIL#${email}`, SK: 'EMAIL' },
        ConsistentRead: true,
      }),
    )
  ).Item;
  const profile = (
    await table.send(
      new GetCommand({
        TableName: stack.env.TABLE_NAME,
        Key: { PK: `USER#${userID}`, SK: 'PROFILE' },
        ConsistentRead: true,
      }),
    )
  ).Item;
  return { cognitoUser, emailItem: Boolean(emailItem), profile };
}

async function fileExists(key: string): Promise<boolean> {
  const s3 = new S3Client({
    endpoint: stack.env.S3_ENDPOINT,
    region: 'us-east-1',
    credentials: credentials(),
    forcePathStyle: true,
  });
  return s3.send(new HeadObjectCommand({ Bucket: stack.env.FILES_BUCKET, Key: key })).then(
    () => true,
    (error: Error) => (error.name === 'NotFound' ? false : Promise.reject(error)),
  );
}

const userIdOf = (resumeKey: string) => resumeKey.split('/')[1]!;

describe('a failed step of a sign-up leaves nothing behind', () => {
  it('throttled transaction: 503, and the Cognito user, the resume and every item are gone; the same sign-up then works', async () => {
    const email = uniqueEmail('table');
    faults = [
      {
        client: 'dynamodb',
        command: /TransactWrite/,
        error: () =>
          new ProvisionedThroughputExceededException({
            message: 'Rate of requests exceeds the allowed throughput.',
            $metadata: {},
          }),
      },
    ];

    const failed = await invoke(handlers.candidateSignup, { method: 'POST', form: candidateForm(email) });

    expect(failed).toMatchObject({ status: 503, data: { msg: MSG.serviceBusy } });
    expect(storedKeys).toHaveLength(1);
    expect(await fileExists(storedKeys[0]!)).toBe(false);
    expect(await traces(email, userIdOf(storedKeys[0]!))).toEqual({
      cognitoUser: false,
      emailItem: false,
      profile: undefined,
    });

    faults = [];
    const retried = await invoke(handlers.candidateSignup, { method: 'POST', form: candidateForm(email) });
    expect(retried.status, retried.data.msg).toBe(200);
    expect(await fileExists(storedKeys[1]!)).toBe(true);
    expect(await traces(email, String(retried.data.userID))).toMatchObject({
      cognitoUser: true,
      emailItem: true,
      profile: { status: 'onboarding', resumePath: storedKeys[1] },
    });
  });

  it('S3 refuses the resume: 502 with a retry-worthy message, and no account is left holding the email', async () => {
    const email = uniqueEmail('files');
    faults = [
      {
        client: 's3',
        command: /PutObject/,
        error: () =>
          new S3ServiceException({
            name: 'AccessDenied',
            $fault: 'client',
            message: 'Access Denied',
            $metadata: { httpStatusCode: 403 },
          }),
      },
    ];

    const failed = await invoke(handlers.candidateSignup, { method: 'POST', form: candidateForm(email) });

    expect(failed).toMatchObject({ status: 502, data: { msg: MSG.serviceFailed } });
    expect((await traces(email, randomUUID())).cognitoUser).toBe(false);
    expect((await traces(email, randomUUID())).emailItem).toBe(false);
    faults = [];
    expect((await invoke(handlers.candidateSignup, { method: 'POST', form: candidateForm(email) })).status).toBe(200);
  });

  it('Cognito down: 503 before anything is stored', async () => {
    const email = uniqueEmail('cognito');
    faults = [
      {
        client: 'cognito',
        command: /AdminCreateUser/,
        error: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9229'), { code: 'ECONNREFUSED' }),
      },
    ];

    const failed = await invoke(handlers.employerSignup, { method: 'POST', json: employerBody(email) });

    expect(failed).toMatchObject({ status: 503, data: { msg: MSG.serviceBusy } });
    expect(await traces(email, randomUUID())).toEqual({ cognitoUser: false, emailItem: false, profile: undefined });
  });
});

describe('a sign-up whose email could not be sent', () => {
  it('is created, says to use "Request again", and "Request again" then completes it through the stack', async () => {
    const email = uniqueEmail('email');
    faults = [
      {
        client: 'ses',
        command: /SendEmail/,
        error: () =>
          new SESv2ServiceException({
            name: 'SendingPausedException',
            $fault: 'client',
            message: 'Sending paused',
            $metadata: { httpStatusCode: 400 },
          }),
      },
    ];

    const signup = await invoke(handlers.employerSignup, { method: 'POST', json: employerBody(email) });

    expect(signup.status).toBe(200);
    expect(signup.data.msg).toBe(
      'Your account has been created, but we could not send the confirmation code. Please use "Request again" on the next screen.',
    );
    const userID = String(signup.data.userID);
    // The same browser (its onboarding cookie) goes on against the running stack.
    const browser = new ApiClient(stack);
    const onboarding = signup.cookies.find((line) => line.startsWith('onboarding='))!;
    browser.setCookie('onboarding', decodeURIComponent(onboarding.split(';')[0]!.slice('onboarding='.length)));
    faults = [];
    const resent = await browser.call('POST', '/api/employer/resend-verification', { json: { userID } });
    expect(resent.status, resent.body.data.msg).toBe(200);
    const verified = await browser.call('PUT', '/api/verify-otp', {
      json: { userID, otp: await latestCode(stack.mailboxUrl, email) },
    });
    expect(verified.status, verified.body.data.msg).toBe(200);
    const login = await browser.call('POST', '/api/login', { json: { email, password: PASSWORD } });
    expect(login.status, login.body.data.msg).toBe(200);
  });
});

describe('confirming an email while Cognito fails', () => {
  it('answers 503 and changes nothing: the account stays in onboarding and the same code works afterwards', async () => {
    const email = uniqueEmail('verify');
    const browser = new ApiClient(stack);
    const signup = await browser.call<{ userID: string }>('POST', '/api/employer/signup', {
      json: employerBody(email),
    });
    expect(signup.status).toBe(200);
    const { userID } = signup.body.data;
    const code = await latestCode(stack.mailboxUrl, email);
    const cookies = [`onboarding=${encodeURIComponent(browser.cookies.get('onboarding')!)}`];
    faults = [
      {
        client: 'cognito',
        command: /AdminUpdateUserAttributes/,
        error: () =>
          Object.assign(new Error('Internal error'), {
            name: 'InternalErrorException',
            $fault: 'server',
            $metadata: {},
          }),
      },
    ];

    const failed = await invoke(handlers.verifyOtp, { method: 'PUT', json: { userID, otp: code }, cookies });

    expect(failed).toMatchObject({ status: 503, data: { msg: MSG.serviceBusy } });
    expect((await traces(email, userID)).profile).toMatchObject({ status: 'onboarding' });
    faults = [];
    const verified = await browser.call('PUT', '/api/verify-otp', { json: { userID, otp: code } });
    expect(verified.status, verified.body.data.msg).toBe(200);
    expect((await traces(email, userID)).profile).toMatchObject({ status: 'active' });
  });
});

describe('deleting an account while a step fails', () => {
  it('closes the account at once, says the rest follows, and the clean-up finishes it; the email is then free', async () => {
    const candidate = await createSignedInUser(stack, 'candidate', {
      jobTitle: 'Fault Tolerant',
      country: 'Kenya',
      jobType: 'full-time',
    });
    const form = new FormData();
    form.append('resume', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
    expect((await candidate.client.call('PUT', '/api/upload-resume', { body: form })).status).toBe(200);
    const started = await candidate.client.call('POST', '/api/request-account-deletion', {
      json: { password: candidate.password },
    });
    expect(started.status).toBe(200);
    const otp = await latestCode(stack.mailboxUrl, candidate.email, 'Confirm the deletion of your account');
    const cookies = [...candidate.client.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
    faults = [
      {
        client: 's3',
        command: /DeleteObjects/,
        error: () =>
          new S3ServiceException({ name: 'InternalError', $fault: 'server', $metadata: {}, message: 'S3 is down' }),
      },
    ];

    const answer = await invoke(handlers.deleteAccount, { method: 'POST', json: { otp }, cookies });

    expect(answer).toMatchObject({ status: 200, data: { complete: false } });
    expect(answer.data.msg).toMatch(/finishes within the hour/);
    // Closed from every side at once, though not yet all removed.
    expect((await candidate.client.call('GET', '/api/get-user')).status).toBe(401);
    const login = await new ApiClient(stack).call('POST', '/api/login', {
      json: { email: candidate.email, password: candidate.password },
    });
    expect(login.status).toBe(401);
    const employer = await createSignedInUser(stack, 'employer', { companyName: 'Looking Co' });
    const profile = await employer.client.call('GET', '/api/get-candidate', { query: { userID: candidate.userID } });
    expect(profile.status).toBe(404);
    const signupMeanwhile = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: employerBody(candidate.email),
    });
    expect(signupMeanwhile).toMatchObject({
      status: 409,
      body: { data: { msg: 'The account with this email is being deleted. Please try again in a few minutes.' } },
    });
    expect((await traces(candidate.email, candidate.userID)).profile).toMatchObject({ status: 'deleting' });

    faults = [];
    const { cleanUpAccounts } = await import('#functions/privacy/account-cleanup.js');
    const report = await cleanUpAccounts();

    expect(report.deletionsFinished).toBeGreaterThanOrEqual(1);
    expect(await traces(candidate.email, candidate.userID)).toEqual({
      cognitoUser: false,
      emailItem: false,
      profile: undefined,
    });
    const signupAfter = await new ApiClient(stack).call('POST', '/api/employer/signup', {
      json: employerBody(candidate.email),
    });
    expect(signupAfter.status, JSON.stringify(signupAfter.body)).toBe(200);
  });
});
