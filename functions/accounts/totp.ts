// Two-step sign-in (TOTP) in Cognito, set up by the user's own access token (the session
// cookie's): Cognito authorises these calls by that token, not by IAM, so the function's role
// grants nothing for them. Cognito's error names are mapped here to what the caller should do.
import {
  AssociateSoftwareTokenCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '#platform/clients/cognito.js';
import { enforceRateLimit } from '#platform/rate-limits.js';
import { conflict } from '#platform/errors.js';
import { ACCOUNT_MSG } from './account-messages.js';
import { ACCOUNT_LIMITS } from './account-limits.js';
import type { UserProfile } from './users.js';
import { errorName } from './cognito-users.js';

/** Issuer shown by authenticator apps beside the account's email. */
export const TOTP_ISSUER = 'Remote Hiring';

/** The otpauth:// URI an authenticator app reads from the QR code (Google's Key Uri Format). */
export const totpUri = (secret: string, email: string) =>
  `otpauth://totp/${encodeURIComponent(`${TOTP_ISSUER}:${email}`)}?secret=${secret}&issuer=${encodeURIComponent(TOTP_ISSUER)}&algorithm=SHA1&digits=6&period=30`;

/** Starts enrolment: a new secret for the user's authenticator (replacing any unconfirmed one). */
export async function associateTotp(accessToken: string): Promise<string> {
  const { SecretCode } = await cognito().send(new AssociateSoftwareTokenCommand({ AccessToken: accessToken }));
  if (!SecretCode) throw new Error('Cognito associated a software token without a secret');
  return SecretCode;
}

/**
 * Checks a code against the user's associated secret (marking it verified): 'ok', 'wrong', or
 * 'not-started' when no secret was associated (enrolment must start again).
 */
export async function verifyTotp(accessToken: string, code: string): Promise<'ok' | 'wrong' | 'not-started'> {
  try {
    const { Status } = await cognito().send(
      new VerifySoftwareTokenCommand({ AccessToken: accessToken, UserCode: code, FriendlyDeviceName: TOTP_ISSUER }),
    );
    return Status === 'SUCCESS' ? 'ok' : 'wrong';
  } catch (error) {
    // EnableSoftwareTokenMFAException is Cognito's "code mismatch" for this call.
    if (['CodeMismatchException', 'EnableSoftwareTokenMFAException'].includes(errorName(error))) return 'wrong';
    if (['SoftwareTokenMFANotFoundException', 'InvalidParameterException'].includes(errorName(error)))
      return 'not-started';
    throw error;
  }
}

/** Turns TOTP on (and preferred, so sign-in asks for it) or off for the user. */
export async function setTotpPreference(accessToken: string, enabled: boolean): Promise<void> {
  await cognito().send(
    new SetUserMFAPreferenceCommand({
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: enabled, PreferredMfa: enabled },
    }),
  );
}

/**
 * Each step of turning two-step sign-in on: refused once it is on, and counted like the code
 * emails, per account and address.
 */
export async function checkTotpSetUpStep(user: UserProfile, address: string): Promise<void> {
  if (user.totpEnabled) throw conflict(ACCOUNT_MSG.totpAlreadyOn);
  await enforceRateLimit(ACCOUNT_LIMITS.code, { account: user.userID, address });
}
