// The onboarding calls (verify-otp, resend-verification, update-candidate-bio): only from the
// browser that signed the account up, only while it is unconfirmed; codes hashed, single
// use, expiring, locked after 5 wrong tries. Prepare / Act / Assess.
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { handler as resendVerification } from '#functions/accounts/handlers/resend-verification.js';
import { handler as updateCandidateBio } from '#functions/accounts/handlers/update-candidate-bio.js';
import { handler as verifyOtp } from '#functions/accounts/handlers/verify-otp.js';
import { hashCode } from '#functions/accounts/one-time-codes.js';
import {
  CODE,
  NOW_S,
  OTHER_ID,
  USER_ID,
  afterEachTest,
  awsError,
  call,
  cancelled,
  cognito,
  cookieLine,
  dynamo,
  onboardingCookie,
  profile,
  resetMocks,
  ses,
  storeItem,
  storedCode,
} from '../support/accounts.js';

const codeItem = (overrides: Record<string, unknown> = {}) => storedCode('confirm-email', overrides);
const candidate = (overrides: Record<string, unknown> = {}) =>
  profile({
    role: 'candidate',
    status: 'onboarding',
    jobTitle: 'Developer',
    jobType: 'full-time',
    country: 'France',
    companyName: undefined,
    companySize: undefined,
    ...overrides,
  });
const verify = (otp = CODE, cookies = [onboardingCookie()]) =>
  call(verifyOtp, { method: 'PUT', json: { userID: USER_ID, otp }, cookies });

beforeEach(() => {
  resetMocks();
  dynamo.on(GetCommand).resolves({});
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(TransactWriteCommand).resolves({});
  // Free slugs: no company has the ones asked for.
  dynamo.on(BatchGetCommand).resolves({ Responses: {} });
  dynamo.on(BatchWriteCommand).resolves({});
  dynamo.on(PutCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
});
afterEach(afterEachTest);

describe('verify-otp', () => {
  it('confirms: Cognito email_verified, then status active, code used up and sourcing entries in one transaction', async () => {
    storeItem(candidate());
    storeItem(codeItem());

    const answer = await verify(CODE.toLowerCase());

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('Your email is confirmed. You can now log in.');
    expect(cookieLine(answer.cookies, 'onboarding')).toContain('Max-Age=0');
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input).toMatchObject({
      Username: USER_ID,
      UserAttributes: [
        { Name: 'email', Value: 'ada@example.com' },
        { Name: 'email_verified', Value: 'true' },
      ],
    });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Update).toMatchObject({
      Key: { PK: `USER#${USER_ID}`, SK: 'PROFILE' },
      ConditionExpression: '#status = :onboarding',
    });
    expect(items[1]!.Delete).toMatchObject({
      Key: { PK: `USER#${USER_ID}`, SK: 'OTP#confirm-email' },
      ConditionExpression: 'codeHash = :codeHash',
    });
    const searchEntries = items.slice(2).map((item) => item.Put?.Item?.SK);
    expect(searchEntries).toHaveLength(4);
    expect(searchEntries).toContain('SEARCH#c=france#t=full-time');
    // Its title-word entries are put before that transaction (too many to join it).
    const [words] = dynamo.commandCalls(BatchWriteCommand);
    expect(words!.calledBefore(dynamo.commandCalls(TransactWriteCommand)[0]!)).toBe(true);
    expect(Object.values(words!.args[0].input.RequestItems!)[0]![0]!.PutRequest!.Item!.SK).toMatch(/^WORD#/);
  });

  it('writes no sourcing entries for an employer, who founds their company as its Owner', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem());

    expect((await verify()).status).toBe(200);
    const [activation, code, company, member, slug, ...rest] =
      dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(rest).toHaveLength(0);
    // The company's address, made from its name, held for it alone.
    expect(slug!.Put!.Item).toMatchObject({ PK: 'SLUG#analytical-engines', companyID: company!.Put!.Item!.companyID });
    expect(company!.Put!.Item!.slug).toBe('analytical-engines');
    const companyID = company!.Put!.Item!.companyID as string;
    expect(activation!.Update!.ExpressionAttributeValues).toMatchObject({ ':active': 'active', ':company': companyID });
    expect(code!.Delete).toBeDefined();
    expect(company!.Put!.Item).toMatchObject({
      PK: `COMPANY#${companyID}`,
      SK: 'COMPANY',
      companyName: 'Analytical Engines',
      companySize: '11-50',
      ownerID: USER_ID,
    });
    expect(member!.Put!.Item).toMatchObject({ PK: `COMPANY#${companyID}`, SK: `MEMBER#${USER_ID}`, userID: USER_ID });
  });

  it.each([
    [{ userID: USER_ID }, 'otp', 'Please enter the complete 6-character code.'],
    [{ userID: USER_ID, otp: 'ABC12' }, 'otp', 'Please enter the complete 6-character code.'],
    [{ userID: USER_ID, otp: 'ABC-12' }, 'otp', 'Please enter the complete 6-character code.'],
    [{ userID: 'not-a-uuid', otp: CODE }, 'userID', 'userID is not valid'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await call(verifyOtp, { method: 'PUT', json: body, cookies: [onboardingCookie()] });

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('refuses a browser without the onboarding cookie of this account (403)', async () => {
    expect((await verify(CODE, [])).status).toBe(403);
    expect((await verify(CODE, [onboardingCookie(OTHER_ID)])).status).toBe(403);
    expect(dynamo.calls()).toHaveLength(0);
  });

  it('refuses an account that is already confirmed (409) or gone (404)', async () => {
    storeItem(profile({ status: 'active' }));
    const confirmed = await verify();
    expect(confirmed.status).toBe(409);
    expect(confirmed.data.msg).toBe('This email is already confirmed. Please log in.');

    dynamo.reset();
    dynamo.on(GetCommand).resolves({});
    expect((await verify()).status).toBe(404);
  });

  it('counts a wrong code and says how many tries are left', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem({ tries: 1 }));
    dynamo.on(UpdateCommand).resolves({ Attributes: { tries: 2 } });

    const answer = await verify('WRONG1');

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe('Invalid verification code. Please try again (3 tries left).');
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update).toMatchObject({
      UpdateExpression: 'ADD tries :one',
      ConditionExpression: 'codeHash = :hash AND tries < :max',
    });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('locks the code on the fifth wrong try, and refuses even the right code afterwards (429)', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem({ tries: 4 }));
    dynamo.on(UpdateCommand).resolves({ Attributes: { tries: 5 } });
    const fifth = await verify('WRONG1');
    expect(fifth.status).toBe(429);
    expect(fifth.data.msg).toBe('Too many wrong codes: this code no longer works. Please request a new one.');

    storeItem(codeItem({ tries: 5 }));
    expect((await verify(CODE)).status).toBe(429);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('counts every try before comparing, so parallel guesses share the five tries: a try that finds them used up is refused unread', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem({ tries: 4 }));
    // Other tries, in parallel, took the last one between this try's read and its count.
    dynamo
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' }));

    const answer = await verify(CODE);

    expect(answer.status).toBe(400);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input).toMatchObject({
      UpdateExpression: 'ADD tries :one',
      ConditionExpression: 'codeHash = :hash AND tries < :max',
    });
  });

  it('refuses an expired code, even before DynamoDB deletes it, and a missing one', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem({ expiresAt: NOW_S() - 1 }));
    const expired = await verify();
    expect(expired.status).toBe(400);
    expect(expired.data.msg).toBe('This code has expired. Please request a new one.');

    dynamo.on(GetCommand, { Key: { PK: `USER#${USER_ID}`, SK: 'OTP#confirm-email' } }).resolves({});
    expect((await verify()).status).toBe(400);
  });

  it('answers a code used meanwhile (the transaction lost) with 400, and a confirmation meanwhile with 409', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem());
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled('None', 'ConditionalCheckFailed'))
      .rejectsOnce(cancelled('ConditionalCheckFailed', 'None'));

    expect((await verify()).status).toBe(400);
    expect((await verify()).status).toBe(409);
  });

  it('changes nothing in the table when Cognito fails', async () => {
    storeItem(profile({ status: 'onboarding' }));
    storeItem(codeItem());
    cognito.on(AdminUpdateUserAttributesCommand).rejects(awsError('InternalErrorException', { $fault: 'server' }));

    expect((await verify()).status).toBe(503);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('resend-verification', () => {
  const resend = (cookies = [onboardingCookie()]) => call(resendVerification, { json: { userID: USER_ID }, cookies });

  it('stores a new code (replacing the old one) and emails it', async () => {
    storeItem(profile({ status: 'onboarding' }));

    const answer = await resend();

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('OTP sent successfully');
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input;
    expect(put.Item).toMatchObject({ PK: `USER#${USER_ID}`, SK: 'OTP#confirm-email', tries: 0 });
    expect(put.ConditionExpression).toBeUndefined();
    const email = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    const code = /: ([A-Z0-9]{6})$/.exec(email.Content!.Simple!.Subject!.Data!)![1]!;
    expect(email.Content!.Simple!.Body!.Text!.Data).toContain(code);
    expect(put.Item!.codeHash).toBe(hashCode(code, put.Item!.salt as string));
    expect(JSON.stringify(put.Item)).not.toContain(code);
  });

  it('answers 503 with a clear message when the email cannot be sent', async () => {
    storeItem(profile({ status: 'onboarding' }));
    ses.on(SendEmailCommand).rejects(awsError('MessageRejected'));

    const answer = await resend();

    expect(answer.status).toBe(503);
    expect(answer.data.msg).toBe('We could not send the code right now. Please try again in a moment.');
  });

  it('refuses another browser (403), a confirmed account (409), and too many requests (429)', async () => {
    expect((await resend([])).status).toBe(403);
    storeItem(profile({ status: 'active' }));
    expect((await resend()).status).toBe(409);
    storeItem(profile({ status: 'onboarding' }));
    dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 11 } });
    expect((await resend()).status).toBe(429);
    expect(ses.calls()).toHaveLength(0);
  });

  it('refuses a missing or malformed userID with 400', async () => {
    const answer = await call(resendVerification, { json: {}, cookies: [onboardingCookie()] });
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors!.userID).toBe('userID is required');
  });
});

describe('update-candidate-bio', () => {
  const bio = { about: 'I fix bugs.', skills: [' COBOL ', 'cobol', ''], languages: ['English'] };
  const save = (body: unknown = bio, cookies = [onboardingCookie()]) =>
    call(updateCandidateBio, { method: 'PUT', query: { userID: USER_ID }, json: body, cookies });

  it('stores the cleaned bio, on condition that the candidate is still in onboarding', async () => {
    storeItem(candidate());
    dynamo.on(UpdateCommand).resolves({ Attributes: candidate() });

    const answer = await save();

    expect(answer.status).toBe(200);
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.ExpressionAttributeValues![':f0']).toEqual({
      about: 'I fix bugs.',
      skills: ['COBOL'],
      languages: ['English'],
    });
    expect(update.ConditionExpression).toBe('attribute_exists(PK) AND #status = :onboarding AND #role = :candidate');
  });

  it.each([
    [{ ...bio, about: '' }, 'about', 'About is required'],
    [{ ...bio, about: 'x'.repeat(261) }, 'about', 'About must be at most 260 characters'],
    [{ ...bio, skills: ['  '] }, 'skills', 'Add at least one entry to Skills'],
    [{ ...bio, languages: [] }, 'languages', 'Add at least one entry to Languages'],
    [{ ...bio, hobbies: ['chess'] }, 'hobbies', 'Unknown field: hobbies'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await save(body);

    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('records when marketing consent was given beside the bio, never as part of it', async () => {
    storeItem(candidate());
    dynamo.on(UpdateCommand).resolves({ Attributes: candidate() });

    expect((await save({ ...bio, marketingConsent: true })).status).toBe(200);

    const values = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeValues!;
    expect(values[':f0']).toEqual({ about: 'I fix bugs.', skills: ['COBOL'], languages: ['English'] });
    expect(Date.now() - Date.parse(String(values[':f1']))).toBeLessThan(5000);
    expect(dynamo.commandCalls(UpdateCommand)[0]!.args[0].input.ExpressionAttributeNames!['#f1']).toBe(
      'marketingConsentAt',
    );
  });

  it("refuses someone else's browser (403), an employer account (403) and a confirmed candidate (409)", async () => {
    expect((await save(bio, [onboardingCookie(OTHER_ID)])).status).toBe(403);
    storeItem(profile({ status: 'onboarding' }));
    expect((await save()).status).toBe(403);
    storeItem(candidate({ status: 'active' }));
    expect((await save()).status).toBe(409);
    expect(dynamo.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers 409 when the account is confirmed between the read and the write', async () => {
    storeItem(candidate());
    dynamo.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));

    expect((await save()).status).toBe(409);
  });
});
