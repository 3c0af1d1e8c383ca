// Two-step sign-in (TOTP) enrolment through the real local stack: cognito-local associates a
// secret and checks codes, which this test computes as an authenticator app would. Login's
// challenge is proven with mocked Cognito (test/unit/accounts/totp.test.ts): cognito-local's
// AdminInitiateAuth never asks for a code (SECURITY.md).
import {
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import { totpCode, wrongTotpCode } from '../../support/totp.js';
import { createSignedInUser, documentClient } from '../../../tools/test-users.js';

const stack = inject('stack');
const cognito = new CognitoIdentityProviderClient({
  endpoint: stack.env.COGNITO_ENDPOINT,
  region: 'us-east-1',
  credentials: { accessKeyId: stack.env.AWS_ACCESS_KEY_ID!, secretAccessKey: stack.env.AWS_SECRET_ACCESS_KEY! },
});
const storedProfile = async (userID: string) =>
  (
    await documentClient(stack).send(
      new GetCommand({ TableName: stack.env.TABLE_NAME, Key: { PK: `USER#${userID}`, SK: 'PROFILE' } }),
    )
  ).Item;
const cognitoUser = (userID: string) =>
  cognito.send(new AdminGetUserCommand({ UserPoolId: stack.env.USER_POOL_ID, Username: userID }));

describe.each(['candidate', 'employer'] as const)('two-step sign-in of a %s', (role) => {
  it('turns on with the password and a code of the new secret, and off with both again', async () => {
    const user = await createSignedInUser(stack, role, { companyName: 'Totp Co' });

    const wrongPassword = await user.client.call('POST', '/api/start-totp', { json: { password: 'not-it-at-all' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.data.msg).toBe('The password is not correct.');

    const started = await user.client.call<{ secret: string; uri: string }>('POST', '/api/start-totp', {
      json: { password: user.password },
    });
    expect(started.status, started.body.data.msg).toBe(200);
    const { secret, uri } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(uri).toBe(
      `otpauth://totp/Remote%20Hiring%3A${encodeURIComponent(user.email)}?secret=${secret}&issuer=Remote%20Hiring&algorithm=SHA1&digits=6&period=30`,
    );

    const wrongCode = await user.client.call('POST', '/api/confirm-totp', { json: { code: wrongTotpCode(secret) } });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.data.fieldErrors).toEqual({
      code: 'This code is not correct. Enter the 6-digit code your authenticator app shows now.',
    });
    expect((await storedProfile(user.userID))?.totpEnabled).toBeUndefined();

    const confirmed = await user.client.call<{ user: { totpEnabled?: boolean } }>('POST', '/api/confirm-totp', {
      json: { code: totpCode(secret) },
    });
    expect(confirmed.status, confirmed.body.data.msg).toBe(200);
    expect(confirmed.body.data.user.totpEnabled).toBe(true);
    expect((await storedProfile(user.userID))?.totpEnabled).toBe(true);
    const enrolled = await cognitoUser(user.userID);
    expect(enrolled.UserMFASettingList).toContain('SOFTWARE_TOKEN_MFA');
    expect(enrolled.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    const shown = await user.client.call<{ user: { totpEnabled?: boolean } }>('GET', '/api/get-user');
    expect(shown.body.data.user.totpEnabled).toBe(true);
    expect((await user.client.call('POST', '/api/start-totp', { json: { password: user.password } })).status).toBe(409);

    // Off: a wrong code or password keeps it on.
    const offWrongCode = await user.client.call('POST', '/api/disable-totp', {
      json: { password: user.password, code: wrongTotpCode(secret) },
    });
    expect(offWrongCode.status).toBe(400);
    const offWrongPassword = await user.client.call('POST', '/api/disable-totp', {
      json: { password: 'not-it-at-all', code: totpCode(secret) },
    });
    expect(offWrongPassword.status).toBe(400);
    expect((await storedProfile(user.userID))?.totpEnabled).toBe(true);

    const off = await user.client.call<{ user: { totpEnabled?: boolean } }>('POST', '/api/disable-totp', {
      json: { password: user.password, code: totpCode(secret) },
    });
    expect(off.status, off.body.data.msg).toBe(200);
    expect(off.body.data.user.totpEnabled).toBeUndefined();
    expect(await storedProfile(user.userID)).not.toHaveProperty('totpEnabled');
    const unenrolled = await cognitoUser(user.userID);
    expect(unenrolled.UserMFASettingList ?? []).not.toContain('SOFTWARE_TOKEN_MFA');
    expect(unenrolled.PreferredMfaSetting).toBeUndefined();
  });
});

describe('the login code step on the local stack', () => {
  it('is never reached: cognito-local signs a TOTP user in with the password alone (SECURITY.md)', async () => {
    const user = await createSignedInUser(stack, 'candidate');
    const started = await user.client.call<{ secret: string }>('POST', '/api/start-totp', {
      json: { password: user.password },
    });
    const code = totpCode(started.body.data.secret);
    expect((await user.client.call('POST', '/api/confirm-totp', { json: { code } })).status).toBe(200);

    // The emulator's limit, pinned: if a cognito-local update starts challenging, this fails
    // and the local login can then prove the code step end to end.
    const answer = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: stack.env.USER_POOL_ID,
        ClientId: stack.env.USER_POOL_CLIENT_ID,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    expect(answer.ChallengeName).toBeUndefined();
    expect(answer.AuthenticationResult?.AccessToken).toBeDefined();
    // Without a challenge cookie, the code step refuses.
    const step = await user.client.call('POST', '/api/verify-totp-login', { json: { code } });
    expect(step.status).toBe(401);
  });
});
