// The Cognito side of accounts: credentials live there and nowhere else. Every admin call
// names the user by their `sub` (our userID), which Cognito accepts in pools whose sign-in
// name is the email; sign-in takes the email itself. Cognito's error names are mapped here
// to what the caller should do, so handlers never see them.
import {
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminRespondToAuthChallengeCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  AdminUserGlobalSignOutCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognito } from '#platform/clients/cognito.js';
import { config } from '#platform/config.js';
import { badRequest, tooManyRequests } from '#platform/errors.js';
import { logger } from '#platform/observability/logger.js';
import { ACCOUNT_MSG } from './account-messages.js';
import type { TokenClaims, Tokens } from './session-secrets.js';

export type { TokenClaims, Tokens };

/** The name of an AWS error (Cognito's exceptions are told apart by it); '' for anything else. */
export const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

/** Cognito's answers to a wrong email or password (cognito-local says InvalidPassword). */
const WRONG_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/**
 * The claims of a token we have just received from Cognito itself (so not verified again).
 * Sessions from cookies are verified in session.ts, never read with this.
 */
export function readTokenClaims(token: string): TokenClaims {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as Partial<TokenClaims>;
  if (typeof payload.sub !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number') {
    throw new Error('Cognito returned a token without sub, iat or exp');
  }
  return { sub: payload.sub, iat: payload.iat, exp: payload.exp };
}

/** Creates the user with no welcome email and an unverified email; returns its sub. UsernameExistsException passes through. */
export async function createCognitoUser(email: string): Promise<string> {
  const { User } = await cognito().send(
    new AdminCreateUserCommand({
      UserPoolId: config.userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'false' },
      ],
    }),
  );
  const sub = User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito created a user without a sub');
  return sub;
}

/** The Cognito user signing in with this email, if any, and when it was made. */
export async function findCognitoUser(email: string): Promise<{ userID: string; createdAt: Date } | null> {
  try {
    const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: config.userPoolId, Username: email }));
    const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    return sub ? { userID: sub, createdAt: user.UserCreateDate ?? new Date(0) } : null;
  } catch (error) {
    if (errorName(error) === 'UserNotFoundException') return null;
    throw error;
  }
}

/** Sets a permanent password; a password Cognito's policy refuses is a 400. */
export async function setCognitoPassword(userID: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: config.userPoolId,
        Username: userID,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (errorName(error) === 'InvalidPasswordException') throw badRequest(ACCOUNT_MSG.weakPassword);
    throw error;
  }
}

/** Deletes the user; one already gone is fine. */
export async function deleteCognitoUser(userID: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: userID }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

const adminAuth = async (
  AuthFlow: 'ADMIN_USER_PASSWORD_AUTH' | 'REFRESH_TOKEN_AUTH',
  AuthParameters: Record<string, string>,
) =>
  await cognito().send(
    new AdminInitiateAuthCommand({
      UserPoolId: config.userPoolId,
      ClientId: config.userPoolClientId,
      AuthFlow,
      AuthParameters,
    }),
  );

/** A sign-in waiting for its TOTP code: Cognito's session for the challenge and the user it names. */
export interface MfaChallenge {
  session: string;
  username: string;
}

const tokensOf = (AccessToken: string, RefreshToken: string | undefined): Tokens => ({
  accessToken: AccessToken,
  refreshToken: RefreshToken,
  claims: readTokenClaims(AccessToken),
});

/**
 * Password sign-in: the tokens, the TOTP challenge of a user with two-step sign-in on (the
 * password is right: Cognito asks for the code only after checking it), or null when the
 * email or password is wrong.
 */
export async function passwordSignIn(
  email: string,
  password: string,
): Promise<{ tokens: Tokens } | { challenge: MfaChallenge } | null> {
  try {
    const answer = await adminAuth('ADMIN_USER_PASSWORD_AUTH', { USERNAME: email, PASSWORD: password });
    if (answer.ChallengeName === 'SOFTWARE_TOKEN_MFA' && answer.Session) {
      // Cognito names the user it challenges; the answer must name the same one.
      const username = answer.ChallengeParameters?.USER_ID_FOR_SRP ?? email;
      return { challenge: { session: answer.Session, username } };
    }
    const result = answer.AuthenticationResult;
    if (!result?.AccessToken) throw new Error(`Cognito answered a sign-in with ${answer.ChallengeName ?? 'no tokens'}`);
    return { tokens: tokensOf(result.AccessToken, result.RefreshToken) };
  } catch (error) {
    // Cognito's own temporary lock of the user after five failures from anywhere: the password
    // may well be right, so this is no failure of the caller's address (login-throttle.ts).
    if (errorName(error) === 'NotAuthorizedException' && /attempts exceeded/i.test((error as Error).message))
      throw tooManyRequests();
    if (WRONG_CREDENTIALS.has(errorName(error))) return null;
    throw error;
  }
}

/**
 * Password sign-in that needs tokens now: null when the email or password is wrong, and also
 * for a user with two-step sign-in on (no tokens without the code; only login asks for it).
 */
export async function signIn(email: string, password: string): Promise<Tokens | null> {
  const result = await passwordSignIn(email, password);
  return result && 'tokens' in result ? result.tokens : null;
}

/**
 * Answers a sign-in's TOTP challenge: the tokens, 'wrong-code', or 'expired' when Cognito no
 * longer accepts the challenge's session (too old, already used, or too many wrong codes).
 */
export async function answerMfaChallenge(
  challenge: MfaChallenge,
  code: string,
): Promise<{ tokens: Tokens } | 'wrong-code' | 'expired'> {
  try {
    const { AuthenticationResult } = await cognito().send(
      new AdminRespondToAuthChallengeCommand({
        UserPoolId: config.userPoolId,
        ClientId: config.userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.session,
        ChallengeResponses: { USERNAME: challenge.username, SOFTWARE_TOKEN_MFA_CODE: code },
      }),
    );
    if (!AuthenticationResult?.AccessToken) throw new Error('Cognito answered a TOTP code without tokens');
    return { tokens: tokensOf(AuthenticationResult.AccessToken, AuthenticationResult.RefreshToken) };
  } catch (error) {
    if (errorName(error) === 'NotAuthorizedException' && /attempts exceeded/i.test((error as Error).message))
      throw tooManyRequests();
    if (errorName(error) === 'CodeMismatchException') return 'wrong-code';
    if (['ExpiredCodeException', 'NotAuthorizedException'].includes(errorName(error))) return 'expired';
    throw error;
  }
}

/** A new access token from a refresh token, or null when the refresh token is no good. */
export async function refreshAccessToken(refreshToken: string): Promise<Tokens | null> {
  try {
    const { AuthenticationResult } = await adminAuth('REFRESH_TOKEN_AUTH', { REFRESH_TOKEN: refreshToken });
    if (!AuthenticationResult?.AccessToken) return null;
    return { accessToken: AuthenticationResult.AccessToken, claims: readTokenClaims(AuthenticationResult.AccessToken) };
  } catch (error) {
    if (WRONG_CREDENTIALS.has(errorName(error)) || errorName(error) === 'InvalidParameterException') return null;
    throw error;
  }
}

/** Sets the email (verified: we check it with our own codes before calling this). */
export async function setVerifiedEmail(userID: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config.userPoolId,
      Username: userID,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/**
 * Revokes the user's refresh tokens in Cognito. cognito-local has no AdminUserGlobalSignOut,
 * so the local stack relies on our own revocation alone (sessionsValidAfter, session records).
 */
export async function signOutEverywhere(userID: string): Promise<void> {
  if (config.endpoints.cognito) return;
  await cognito().send(new AdminUserGlobalSignOutCommand({ UserPoolId: config.userPoolId, Username: userID }));
}

/** Revokes one refresh token; failures are logged, never shown (the cookie goes anyway). */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  try {
    await cognito().send(new RevokeTokenCommand({ ClientId: config.userPoolClientId, Token: refreshToken }));
  } catch (error) {
    logger.warn('refresh token revocation failed', { error: errorName(error) });
  }
}
