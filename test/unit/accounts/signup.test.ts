// employer-signup and candidate-signup: validation, one account per email (the EMAIL# item in
// the profile's transaction), replacing an unconfirmed account, compensation when a step
// fails half-way, and the confirmation code email. Prepare / Act / Assess.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { handler as candidateSignup } from '#functions/accounts/handlers/candidate-signup.js';
import { handler as employerSignup } from '#functions/accounts/handlers/employer-signup.js';
import {
  OTHER_ID,
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cancelled,
  candidateFields,
  cognito,
  cookieLine,
  dynamo,
  employerBody,
  multipart,
  onboardingCookie,
  profile,
  resetMocks,
  s3,
  ses,
  storeItem,
} from '../support/accounts.js';

const pdf = Buffer.from('%PDF-1.7\n%%EOF\n');
const emailItem = (userID: string) => ({ PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID });
const signUp = (body: Record<string, unknown> = employerBody(), cookies?: string[]) =>
  call(employerSignup, { json: body, cookies });
const transactItems = () => dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;

beforeEach(() => {
  resetMocks();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  cognito.on(AdminCreateUserCommand).resolves({ User: { Attributes: [{ Name: 'sub', Value: USER_ID }] } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminDeleteUserCommand).resolves({});
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});
afterEach(afterEachTest);

describe('employer-signup', () => {
  it('creates the Cognito user, then profile and EMAIL# item in one conditional transaction, and emails a code', async () => {
    const answer = await signUp();

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      userID: USER_ID,
      msg: 'Your account has been created. We sent a 6-character code to ada@example.com.',
    });
    expect(cookieLine(answer.cookies, 'onboarding')).toMatch(
      new RegExp(`^onboarding=${USER_ID}\\..+; Path=/; Max-Age=86400; HttpOnly; SameSite=Strict$`),
    );

    expect(cognito.commandCalls(AdminCreateUserCommand)[0]!.args[0].input).toMatchObject({
      Username: 'ada@example.com',
      MessageAction: 'SUPPRESS',
    });
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)[0]!.args[0].input).toMatchObject({
      Username: USER_ID,
      Password: 'long-enough-password',
      Permanent: true,
    });
    const [profilePut, emailPut] = transactItems();
    expect(profilePut!.Put).toMatchObject({
      Item: {
        PK: `USER#${USER_ID}`,
        SK: 'PROFILE',
        userID: USER_ID,
        role: 'employer',
        status: 'onboarding',
        email: 'ada@example.com',
        companyName: 'Analytical Engines',
        country: 'United Kingdom',
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(emailPut!.Put).toMatchObject({
      Item: { PK: 'EMAIL#ada@example.com', SK: 'EMAIL', userID: USER_ID },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(JSON.stringify(dynamo.calls().map((c) => c.args[0].input))).not.toContain('long-enough-password');

    const email = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(email.Destination!.ToAddresses).toEqual(['ada@example.com']);
    const code = /: ([A-Z0-9]{6})$/.exec(email.Content!.Simple!.Subject!.Data!)![1]!;
    const stored = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(stored).toMatchObject({ PK: `USER#${USER_ID}`, SK: 'OTP#confirm-email', tries: 0 });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('records when marketing consent was given, and nothing without it', async () => {
    await signUp(employerBody({ marketingConsent: true }));
    const [consented] = transactItems();
    expect(Date.now() - Date.parse(String(consented!.Put!.Item!.marketingConsentAt))).toBeLessThan(5000);
    expect(consented!.Put!.Item).not.toHaveProperty('marketingConsent');

    await signUp(employerBody({ marketingConsent: false }));
    expect(dynamo.commandCalls(TransactWriteCommand)[1]!.args[0].input.TransactItems![0]!.Put!.Item).not.toHaveProperty(
      'marketingConsentAt',
    );
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ lastName: undefined }, 'lastName', 'Last name is required'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters long'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ companyName: ' ' }, 'companyName', 'Company name is required'],
    [{ companySize: '12' }, 'companySize', 'Company size is required'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ country: 'Atlantis' }, 'country', 'Unknown country: Atlantis'],
    [{ marketing: true }, 'marketing', 'Unknown field: marketing'],
    [{ marketingConsent: 'yes' }, 'marketingConsent', 'marketingConsent must be true or false'],
  ])('refuses %j with 400 naming %s, and creates nothing', async (change, field, msg) => {
    const answer = await signUp(employerBody(change));

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
    expect(cognito.calls()).toHaveLength(0);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('answers 409 when a confirmed account has the email, without touching Cognito', async () => {
    storeItem(emailItem(OTHER_ID));
    storeItem(profile({ PK: `USER#${OTHER_ID}`, userID: OTHER_ID, status: 'active' }));

    const answer = await signUp();

    expect(answer.status).toBe(409);
    expect(answer.data.msg).toBe('An account with this email already exists. Please log in or reset your password.');
    expect(cognito.calls()).toHaveLength(0);
  });

  it('answers 409 to another browser while a fresh sign-up with the email is unconfirmed', async () => {
    storeItem(emailItem(OTHER_ID));
    storeItem(
      profile({ PK: `USER#${OTHER_ID}`, userID: OTHER_ID, status: 'onboarding', createdAt: new Date().toISOString() }),
    );

    const answer = await signUp();

    expect(answer.status).toBe(409);
    expect(answer.data.msg).toMatch(/already in progress/);
    expect(cognito.calls()).toHaveLength(0);
  });

  it.each([
    ['the browser that signed it up', [onboardingCookie(OTHER_ID)], new Date().toISOString()],
    ['any browser once it is over a minute old', undefined, new Date(Date.now() - 120_000).toISOString()],
  ])('replaces an unconfirmed account for %s, under conditions', async (_case, cookies, createdAt) => {
    storeItem(emailItem(OTHER_ID));
    storeItem(
      profile({
        PK: `USER#${OTHER_ID}`,
        userID: OTHER_ID,
        status: 'onboarding',
        createdAt,
        resumePath: `resumes/${OTHER_ID}/a.pdf`,
      }),
    );

    const answer = await signUp(employerBody(), cookies);

    expect(answer.status).toBe(200);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe(OTHER_ID);
    const items = transactItems();
    expect(items[1]!.Put).toMatchObject({
      ConditionExpression: 'attribute_not_exists(PK) OR userID = :replaced',
      ExpressionAttributeValues: { ':replaced': OTHER_ID },
    });
    expect(items[2]!.Delete).toMatchObject({
      Key: { PK: `USER#${OTHER_ID}`, SK: 'PROFILE' },
      ConditionExpression: '#status = :onboarding',
    });
    expect(items[3]!.Delete).toMatchObject({ Key: { PK: `USER#${OTHER_ID}`, SK: 'OTP#confirm-email' } });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input.Key).toBe(`resumes/${OTHER_ID}/a.pdf`);
  });

  it('answers 409 and deletes its Cognito user when another sign-up wins the transaction', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));

    const answer = await signUp();

    expect(answer.status).toBe(409);
    expect(answer.data.msg).toMatch(/already exists/);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe(USER_ID);
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers 409 when Cognito already has a fresh user with the email (a sign-up in flight)', async () => {
    cognito.on(AdminCreateUserCommand).rejects(awsError('UsernameExistsException'));
    cognito
      .on(AdminGetUserCommand)
      .resolves({ UserAttributes: [{ Name: 'sub', Value: OTHER_ID }], UserCreateDate: new Date() });

    const answer = await signUp();

    expect(answer.status).toBe(409);
    expect(answer.data.msg).toMatch(/already in progress/);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('clears a stale Cognito user left by an earlier failure (no profile, over a minute old) and signs up', async () => {
    cognito
      .on(AdminCreateUserCommand)
      .rejectsOnce(awsError('UsernameExistsException'))
      .resolves({ User: { Attributes: [{ Name: 'sub', Value: USER_ID }] } });
    cognito.on(AdminGetUserCommand).resolves({
      UserAttributes: [{ Name: 'sub', Value: OTHER_ID }],
      UserCreateDate: new Date(Date.now() - 3600_000),
    });

    const answer = await signUp();

    expect(answer.status).toBe(200);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe(OTHER_ID);
    expect(cognito.commandCalls(AdminCreateUserCommand)).toHaveLength(2);
  });

  it('answers 400 when Cognito refuses the password, and removes the half-made user', async () => {
    cognito.on(AdminSetUserPasswordCommand).rejects(awsError('InvalidPasswordException'));

    const answer = await signUp();

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toMatch(/too weak/);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input.Username).toBe(USER_ID);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 503 and removes the Cognito user when the table is unavailable', async () => {
    dynamo.on(TransactWriteCommand).rejects(awsError('InternalServerError', { $fault: 'server' }));

    const answer = await signUp();

    expect(answer.status).toBe(503);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });

  it('still answers 200 with the userID when the email cannot be sent, saying to use Request again', async () => {
    ses.on(SendEmailCommand).rejects(awsError('ServiceUnavailable', { $fault: 'server' }));

    const answer = await signUp();

    expect(answer.status).toBe(200);
    expect(answer.data).toEqual({
      userID: USER_ID,
      msg: 'Your account has been created, but we could not send the confirmation code. Please use "Request again" on the next screen.',
    });
    expect(cookieLine(answer.cookies, 'onboarding')).toBeDefined();
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('answers 429 over the sign-up limit, before creating anything', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1000 } });

    const answer = await signUp();

    expect(answer.status).toBe(429);
    expect(cognito.calls()).toHaveLength(0);
  });
});

describe('candidate-signup', () => {
  const send = (fields = candidateFields(), file?: { field: string; name: string; content: Buffer }) =>
    call(candidateSignup, { ...multipart(fields, file) });

  it('stores the PDF resume under the new userID and keeps its path in the profile', async () => {
    const answer = await send(candidateFields(), { field: 'resume', name: 'cv.pdf', content: pdf });

    expect(answer.status).toBe(200);
    const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(put.Key).toMatch(new RegExp(`^resumes/${USER_ID}/[0-9a-f-]{36}\\.pdf$`));
    expect(transactItems()[0]!.Put!.Item).toMatchObject({
      role: 'candidate',
      jobType: 'full-time',
      jobTitle: 'Developer',
      resumePath: put.Key,
      status: 'onboarding',
    });
  });

  it('signs up without a resume, and treats an empty file part as none', async () => {
    const answer = await send(candidateFields(), { field: 'resume', name: '', content: Buffer.alloc(0) });

    expect(answer.status).toBe(200);
    expect(s3.calls()).toHaveLength(0);
    expect(transactItems()[0]!.Put!.Item).not.toHaveProperty('resumePath');
  });

  it.each([
    [{ jobType: 'contractor' }, 'jobType', 'Job type is required'],
    [{ jobTitle: '' }, 'jobTitle', 'Job title is required'],
    [{ email: 'grace@' }, 'email', 'Please enter a valid email address'],
    [{ country: '' }, 'country', 'Country is required'],
    [{ password: 'short' }, 'password', 'Password must be at least 8 characters long'],
  ])('refuses %j with 400 naming %s', async (change, field, msg) => {
    const answer = await send(candidateFields(change));

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
    expect(cognito.calls()).toHaveLength(0);
  });

  it('refuses a resume that is not a PDF by its bytes (415) and one over the limit (413), creating nothing', async () => {
    const notPdf = await send(candidateFields(), {
      field: 'resume',
      name: 'cv.pdf',
      content: Buffer.from('PK\u0003\u0004'),
    });
    expect(notPdf.status).toBe(415);
    expect(notPdf.data.msg).toBe('Please select a PDF file');

    const tooBig = await send(candidateFields(), {
      field: 'resume',
      name: 'cv.pdf',
      content: Buffer.alloc(RESUME_MAX_BYTES + 1, 0x25),
    });
    expect(tooBig.status).toBe(413);

    const wrongField = await send(candidateFields(), { field: 'photo', name: 'cv.pdf', content: pdf });
    expect(wrongField.status).toBe(400);
    expect(wrongField.data.msg).toBe('Send the resume in the form field "resume".');
    expect(cognito.calls()).toHaveLength(0);
    expect(s3.calls()).toHaveLength(0);
  });

  it('deletes the stored resume and the Cognito user when the transaction fails', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed'));

    const answer = await send(candidateFields(), { field: 'resume', name: 'cv.pdf', content: pdf });

    expect(answer.status).toBe(409);
    const stored = s3.commandCalls(PutObjectCommand)[0]!.args[0].input.Key;
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input.Key).toBe(stored);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(1);
  });
});
