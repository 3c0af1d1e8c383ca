// Settings: name edit (employer), email change and password change in two steps with codes,
// and the profile photo. Prepare / Act / Assess.
import {
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import { imageSize } from 'image-size';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as updateEmail } from '#functions/accounts/handlers/update-email.js';
import { handler as updateEmployerProfile } from '#functions/accounts/handlers/update-employer-profile.js';
import { handler as updatePassword } from '#functions/accounts/handlers/update-password.js';
import { handler as uploadPhoto } from '#functions/accounts/handlers/upload-photo.js';
import { handler as verifyUpdateOtp } from '#functions/accounts/handlers/verify-update-otp.js';
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
  fakeToken,
  multipart,
  profile,
  resetMocks,
  s3,
  ses,
  storeItem,
  storedCode,
} from '../support/accounts.js';

// Whole images: uploads are decoded (platform/images/image-cleaning.ts). The fixtures were made with exiftool
// and webpmux: a 24x16 JPEG (EXIF orientation "rotate 90", GPS, XMP), a PNG with GPS, XMP and a
// comment, and 24x16 WebPs with and without EXIF and XMP chunks.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154780163304e3bf31f00049a0265818985ed0000000049454e44ae426082',
  'hex',
);
const fixture = (name: string) => readFileSync(new URL(`../../fixtures/photos/${name}`, import.meta.url));
const JPEG = fixture('gps-rotated.jpg');
const WEBP = fixture('plain.webp');

beforeEach(() => {
  resetMocks();
  dynamo.on(GetCommand).resolves({});
  storeItem(profile());
  dynamo.on(UpdateCommand).resolves({ Attributes: { hits: 1 } });
  dynamo.on(PutCommand).resolves({});
  dynamo.on(DeleteCommand).resolves({});
  dynamo.on(TransactWriteCommand).resolves({});
  dynamo.on(QueryCommand).resolves({ Items: [] });
  cognito
    .on(AdminInitiateAuthCommand)
    .resolves({ AuthenticationResult: { AccessToken: fakeToken(), RefreshToken: 'r' } });
  cognito.on(AdminSetUserPasswordCommand).resolves({});
  cognito.on(AdminUpdateUserAttributesCommand).resolves({});
  cognito.on(AdminUserGlobalSignOutCommand).resolves({});
  ses.on(SendEmailCommand).resolves({});
  s3.on(PutObjectCommand).resolves({});
  s3.on(DeleteObjectCommand).resolves({});
});
afterEach(() => {
  afterEachTest();
  vi.useRealTimers();
});

describe('update-employer-profile', () => {
  it('changes the name and answers the user', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: profile({ firstName: 'Augusta', lastName: 'King' }) });

    const answer = await call(updateEmployerProfile, {
      method: 'PUT',
      signedIn: true,
      json: { firstName: ' Augusta ', lastName: 'King' },
    });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ firstName: 'Augusta', lastName: 'King' });
    const update = dynamo.commandCalls(UpdateCommand)[0]!.args[0].input;
    expect(update.Key).toEqual({ PK: `USER#${USER_ID}`, SK: 'PROFILE' });
    expect(Object.values(update.ExpressionAttributeValues!)).toEqual(['Augusta', 'King']);
  });

  it.each([
    [{ lastName: 'King' }, 'firstName', 'First name is required'],
    [{ firstName: 'A', lastName: '' }, 'lastName', 'Last name is required'],
    [{ firstName: 'A'.repeat(51), lastName: 'K' }, 'firstName', 'First name must be at most 50 characters'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await call(updateEmployerProfile, { method: 'PUT', signedIn: true, json: body });
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('is for signed-in employers only', async () => {
    expect((await call(updateEmployerProfile, { method: 'PUT', json: { firstName: 'A', lastName: 'B' } })).status).toBe(
      401,
    );
    storeItem(profile({ role: 'candidate' }));
    expect(
      (await call(updateEmployerProfile, { method: 'PUT', signedIn: true, json: { firstName: 'A', lastName: 'B' } }))
        .status,
    ).toBe(403);
  });
});

describe('update-email (step 1)', () => {
  const start = (json: unknown) => call(updateEmail, { method: 'PUT', signedIn: true, json });

  it('checks the password, then emails a code to the NEW address, storing the pending email with it', async () => {
    const answer = await start({ email: 'New@Example.com', password: 'current-password' });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('OTP sent successfully');
    expect(cognito.commandCalls(AdminInitiateAuthCommand)[0]!.args[0].input.AuthParameters).toEqual({
      USERNAME: 'ada@example.com',
      PASSWORD: 'current-password',
    });
    const put = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(put).toMatchObject({ SK: 'OTP#change-email', pendingEmail: 'new@example.com' });
    expect(JSON.stringify(put)).not.toContain('current-password');
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination!.ToAddresses).toEqual(['new@example.com']);
  });

  it('answers a wrong password with 400 (not 401: the session is fine) and sends nothing', async () => {
    cognito.on(AdminInitiateAuthCommand).rejects(awsError('NotAuthorizedException'));

    const answer = await start({ email: 'new@example.com', password: 'wrong' });

    expect(answer.status).toBe(400);
    expect(answer.data.msg).toBe('The password is not correct.');
    expect(ses.calls()).toHaveLength(0);
  });

  it('answers 409 when another account has the new email, and 400 for the current email', async () => {
    storeItem({ PK: 'EMAIL#taken@example.com', SK: 'EMAIL', userID: OTHER_ID });
    expect((await start({ email: 'taken@example.com', password: 'current-password' })).status).toBe(409);
    const same = await start({ email: 'ADA@example.com', password: 'current-password' });
    expect(same.status).toBe(400);
    expect(same.data.msg).toBe('This is already your email address.');
  });

  it.each([
    [{ password: 'x' }, 'email', 'Email is required'],
    [{ email: 'nope', password: 'x' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co' }, 'password', 'Password is required'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await start(body);
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('answers 503 when the code email cannot be sent, and 401 without a session', async () => {
    ses.on(SendEmailCommand).rejects(awsError('MessageRejected'));
    expect((await start({ email: 'new@example.com', password: 'current-password' })).status).toBe(503);
    expect((await call(updateEmail, { method: 'PUT', json: { email: 'new@example.com', password: 'x' } })).status).toBe(
      401,
    );
  });
});

describe('update-password (step 1)', () => {
  const start = (json: unknown) => call(updatePassword, { method: 'PUT', signedIn: true, json });

  it('checks the old password and emails a code to the account, storing no password', async () => {
    const answer = await start({ oldPassword: 'current-password', newPassword: 'brand-new-password' });

    expect(answer.status).toBe(200);
    expect(answer.data.msg).toBe('OTP sent successfully');
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Destination!.ToAddresses).toEqual(['ada@example.com']);
    const stored = JSON.stringify(dynamo.calls().map((c) => c.args[0].input));
    expect(stored).not.toContain('brand-new-password');
    expect(stored).not.toContain('current-password');
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it.each([
    [{ newPassword: 'brand-new-password' }, 'oldPassword', 'Password is required'],
    [{ oldPassword: 'x', newPassword: 'short' }, 'newPassword', 'Password must be at least 8 characters long'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await start(body);
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('refuses a wrong old password and a new password equal to the old one (400)', async () => {
    expect((await start({ oldPassword: 'same-password', newPassword: 'same-password' })).data.msg).toBe(
      'The new password must be different from the old one.',
    );
    cognito.on(AdminInitiateAuthCommand).rejects(awsError('NotAuthorizedException'));
    const wrong = await start({ oldPassword: 'wrong-password', newPassword: 'brand-new-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.data.msg).toBe('The password is not correct.');
  });
});

describe('verify-update-otp (step 2)', () => {
  const finish = (json: unknown) => call(verifyUpdateOtp, { method: 'PUT', signedIn: true, json });

  it('moves the email: EMAIL# items, profile and used code in one transaction, then Cognito', async () => {
    storeItem(storedCode('change-email', { pendingEmail: 'new@example.com' }));

    const answer = await finish({ otp: CODE, purpose: 'change-email', email: 'new@example.com' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ userID: USER_ID, email: 'new@example.com' });
    const items = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(items[0]!.Put).toMatchObject({
      Item: { PK: 'EMAIL#new@example.com', userID: USER_ID },
      ConditionExpression: 'attribute_not_exists(PK)',
    });
    expect(items[1]!.Delete).toMatchObject({ Key: { PK: 'EMAIL#ada@example.com', SK: 'EMAIL' } });
    expect(items[2]!.Update).toMatchObject({
      ConditionExpression: 'email = :from',
      ExpressionAttributeValues: { ':to': 'new@example.com', ':from': 'ada@example.com' },
    });
    expect(items[3]!.Delete).toMatchObject({ Key: { SK: 'OTP#change-email' } });
    expect(cognito.commandCalls(AdminUpdateUserAttributesCommand)[0]!.args[0].input.UserAttributes).toEqual([
      { Name: 'email', Value: 'new@example.com' },
      { Name: 'email_verified', Value: 'true' },
    ]);
    // The old address hears of it, in case the change was not its owner's.
    const notice = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
    expect(notice.Destination!.ToAddresses).toEqual(['ada@example.com']);
    expect(notice.Content!.Simple!.Subject!.Data).toBe('Your email address was changed - Remote Hiring Marketplace');
    expect(notice.Content!.Simple!.Body!.Text!.Data).toContain('was changed to new@example.com');
  });

  it('keeps the new email when the notice to the old address fails', async () => {
    storeItem(storedCode('change-email', { pendingEmail: 'new@example.com' }));
    ses.on(SendEmailCommand).rejects(awsError('MessageRejected'));

    const answer = await finish({ otp: CODE, purpose: 'change-email' });

    expect(answer.status).toBe(200);
    expect(answer.data.user).toMatchObject({ email: 'new@example.com' });
  });

  it("rewrites a candidate's sourcing entries (they show the email) in the same transaction", async () => {
    storeItem(profile({ role: 'candidate', jobTitle: 'Developer', jobType: 'full-time', country: 'France' }));
    storeItem(storedCode('change-email', { pendingEmail: 'new@example.com' }));

    await finish({ otp: CODE, purpose: 'change-email' });

    const puts = dynamo
      .commandCalls(TransactWriteCommand)[0]!
      .args[0].input.TransactItems!.filter((item) => item.Put?.Item?.SK?.toString().startsWith('SEARCH#'));
    expect(puts).toHaveLength(4);
    expect(puts.every((item) => item.Put!.Item!.email === 'new@example.com')).toBe(true);
  });

  it('answers 409 when the new email was taken meanwhile, and 400 for a code of another address', async () => {
    storeItem(storedCode('change-email', { pendingEmail: 'new@example.com' }));
    dynamo.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'));
    expect((await finish({ otp: CODE, purpose: 'change-email' })).status).toBe(409);
    const other = await finish({ otp: CODE, purpose: 'change-email', email: 'other@example.com' });
    expect(other.status).toBe(400);
    expect(other.data.msg).toBe('This code was sent for another email address.');
  });

  it('puts the table back when Cognito refuses the new email', async () => {
    storeItem(storedCode('change-email', { pendingEmail: 'new@example.com' }));
    cognito.on(AdminUpdateUserAttributesCommand).rejects(awsError('AliasExistsException'));

    const answer = await finish({ otp: CODE, purpose: 'change-email' });

    expect(answer.status).toBe(409);
    const [, undo] = dynamo.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems!);
    expect(undo![0]!.Put!.Item).toMatchObject({ PK: 'EMAIL#ada@example.com', userID: USER_ID });
    expect(undo![1]!.Delete!.Key).toEqual({ PK: 'EMAIL#new@example.com', SK: 'EMAIL' });
    expect(undo![2]!.Update!.ExpressionAttributeValues).toMatchObject({
      ':to': 'ada@example.com',
      ':from': 'new@example.com',
    });
  });

  it('sets the new password, signs out other sessions and gives this browser a fresh one', async () => {
    // The clock stands still: the new token stays issued a second after the revocation the
    // handler records, however long the call takes.
    vi.useFakeTimers({ toFake: ['Date'] });
    storeItem(storedCode('change-password'));
    cognito
      .on(AdminInitiateAuthCommand)
      .resolves({ AuthenticationResult: { AccessToken: fakeToken({ iat: NOW_S() + 1 }), RefreshToken: 'r2' } });

    const answer = await finish({
      otp: CODE,
      purpose: 'change-password',
      email: 'ada@example.com',
      newPassword: 'brand-new-password',
    });

    expect(answer.status).toBe(200);
    expect(dynamo.commandCalls(DeleteCommand)[0]!.args[0].input).toMatchObject({
      Key: { SK: 'OTP#change-password' },
      ConditionExpression: 'codeHash = :codeHash',
    });
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
    expect(cognito.commandCalls(AdminUserGlobalSignOutCommand)).toHaveLength(1);
    expect(cookieLine(answer.cookies, 'session')).toBeDefined();
    expect(cookieLine(answer.cookies, 'refresh')).toContain(`refresh=${USER_ID}.`);
    expect(JSON.stringify(dynamo.calls().map((c) => c.args[0].input))).not.toContain('brand-new-password');
  });

  it.each([
    [{ otp: CODE, purpose: 'change-password' }, 'newPassword', 'New password is required'],
    [
      { otp: CODE, purpose: 'change-password', newPassword: 'short' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      { otp: CODE, purpose: 'change-email', newPassword: 'long-enough-1' },
      'newPassword',
      'Send a new password only to change the password',
    ],
    [{ otp: CODE }, 'purpose', 'Say what the code is for: change-email or change-password'],
    [{ otp: '12', purpose: 'change-email' }, 'otp', 'Please enter the complete 6-character code.'],
  ])('refuses %j with 400', async (body, field, msg) => {
    const answer = await finish(body);
    expect(answer.status).toBe(400);
    expect(answer.data.fieldErrors![field]).toBe(msg);
  });

  it('refuses a wrong code without changing the password', async () => {
    storeItem(storedCode('change-password'));
    dynamo.on(UpdateCommand).resolves({ Attributes: { tries: 1 } });

    const answer = await finish({ otp: 'WRONG1', purpose: 'change-password', newPassword: 'brand-new-password' });

    expect(answer.status).toBe(400);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });

  it('refuses a code used meanwhile (single use)', async () => {
    storeItem(storedCode('change-password'));
    dynamo.on(DeleteCommand).rejects(awsError('ConditionalCheckFailedException'));

    const answer = await finish({ otp: CODE, purpose: 'change-password', newPassword: 'brand-new-password' });

    expect(answer.status).toBe(400);
    expect(cognito.commandCalls(AdminSetUserPasswordCommand)).toHaveLength(0);
  });
});

describe('upload-photo', () => {
  const upload = (content: Buffer, field = 'photo') =>
    call(uploadPhoto, {
      method: 'PUT',
      signedIn: true,
      ...multipart({}, { field, name: 'me.png', content, type: 'image/png' }),
    });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['WebP', WEBP, 'webp', 'image/webp'],
  ])(
    'stores a %s under photos/<userID>/ and answers a signed link; the old photo is deleted',
    async (_type, content, ext, contentType) => {
      storeItem(profile({ photoPath: `photos/${USER_ID}/old.png` }));
      dynamo.on(UpdateCommand).callsFake((input: { ExpressionAttributeValues: Record<string, unknown> }) => ({
        Attributes: profile({ photoPath: input.ExpressionAttributeValues[':f0'] }),
      }));

      const answer = await upload(content);

      expect(answer.status).toBe(200);
      const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
      expect(put.Key).toMatch(new RegExp(`^photos/${USER_ID}/[0-9a-f-]{36}\\.${ext}$`));
      expect(put.ContentType).toBe(contentType);
      expect((answer.data.user as { photoUrl: string }).photoUrl).toContain(put.Key);
      expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input.Key).toBe(`photos/${USER_ID}/old.png`);
    },
  );

  it('refuses what is not an image by its bytes (415), an empty file (400), a big one (413) and another field (400)', async () => {
    const text = await upload(Buffer.from('GIF89a not allowed'));
    expect(text.status).toBe(415);
    expect(text.data.msg).toBe('The photo must be a PNG, JPEG or WebP image.');
    expect((await upload(Buffer.alloc(0))).status).toBe(400);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2_000_001)]));
    expect(big.status).toBe(413);
    expect((await upload(PNG, 'avatar')).data.msg).toBe('Send the photo in the form field "photo".');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  describe('metadata', () => {
    const storedBody = () => s3.commandCalls(PutObjectCommand)[0]!.args[0].input.Body as Buffer;
    beforeEach(() => {
      storeItem(profile());
      dynamo.on(UpdateCommand).resolves({ Attributes: profile() });
    });

    it('stores a JPEG without its EXIF (GPS) and XMP, turned upright by its orientation', async () => {
      expect(await exifr.gps(JPEG)).toMatchObject({ latitude: expect.closeTo(48.86, 2) });

      expect((await upload(JPEG)).status).toBe(200);

      const stored = storedBody();
      expect(await exifr.parse(stored, { tiff: true, xmp: true, gps: true, ifd0: {} })).toBeUndefined();
      expect(await exifr.gps(stored)).toBeUndefined();
      expect(stored.includes('Exif\0\0')).toBe(false);
      expect(stored.includes('http://ns.adobe.com/xap')).toBe(false);
      // Still a JPEG, 24x16 stored sideways: now 16 wide and 24 high, with no orientation to apply.
      expect(imageSize(stored)).toMatchObject({ type: 'jpg', width: 16, height: 24 });
    });

    it('stores a PNG without its eXIf, XMP and text chunks', async () => {
      expect(await exifr.gps(fixture('gps.png'))).toBeDefined();

      expect((await upload(fixture('gps.png'))).status).toBe(200);

      const stored = storedBody();
      expect(await exifr.gps(stored)).toBeUndefined();
      for (const chunk of ['eXIf', 'iTXt', 'tEXt', 'zTXt']) expect(stored.includes(chunk)).toBe(false);
      expect(imageSize(stored)).toMatchObject({ type: 'png', width: 24, height: 16 });
    });

    it('refuses a WebP with EXIF or XMP chunks (415) and stores one without as sent', async () => {
      const refused = await upload(fixture('gps.webp'));
      expect(refused.status).toBe(415);
      expect(refused.data.msg).toMatch(/^This WebP photo carries metadata/);
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);

      expect((await upload(WEBP)).status).toBe(200);
      expect(storedBody().equals(WEBP)).toBe(true);
    });

    it('refuses an image that is not whole (415) and one declaring too many pixels, before decoding it', async () => {
      const truncated = await upload(PNG.subarray(0, 40));
      expect(truncated.status).toBe(415);
      // A PNG header claiming 10,000 x 10,000 pixels (100 megapixels).
      const huge = Buffer.from(PNG);
      huge.writeUInt32BE(10_000, 16);
      huge.writeUInt32BE(10_000, 20);
      const answer = await upload(huge);
      expect(answer.status).toBe(415);
      expect(answer.data.msg).toMatch(/too many pixels/);
      expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    });
  });

  it('needs a session', async () => {
    expect(
      (await call(uploadPhoto, { method: 'PUT', ...multipart({}, { field: 'photo', name: 'a.png', content: PNG }) }))
        .status,
    ).toBe(401);
  });
});
